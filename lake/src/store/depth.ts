/**
 * How deeply a document (or a query parameter) may nest. Far beyond what any schema produces, and
 * well inside what recursive code (JSON.stringify, array keys, groq-js) walks without overflowing
 * the stack: deeper input is refused with a 400 instead of failing with a 500.
 */
export const MAX_DOCUMENT_DEPTH = 200

/** The nesting depth of a JSON value, measured without recursion (so it cannot overflow). */
export function nestingDepth(value: unknown): number {
  let max = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth + 1 > max) max = depth + 1
    if (max > MAX_DOCUMENT_DEPTH + 10) return max
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return max
}
