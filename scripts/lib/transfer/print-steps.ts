/** Prints each step of a long export or import once, not on every progress tick. */
export function printSteps(): (step: string) => void {
  let last = ''
  return (step) => {
    if (step !== last) console.log(step)
    last = step
  }
}
