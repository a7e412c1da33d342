import { DRAIN_LIMIT_MS } from './drain'

/** Past the drain limit, what else a shutdown may take (stores closing, files flushed). */
const EXIT_GRACE_MS = 5_000

/**
 * SIGTERM and SIGINT run `stop` once (the servers drain: server-kit/drain.ts) and exit 0 when it
 * is done, 1 when it failed or outlasted the drain limit and its grace. A second signal while
 * stopping exits at once: an operator who presses Ctrl-C twice means it.
 */
export function onShutdown(stop: () => Promise<unknown>): void {
  let stopping = false
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1)
    stopping = true
    console.error(`Received ${signal}: finishing the requests in flight, then stopping.`)
    setTimeout(() => {
      console.error('Stopping took too long: exiting with requests still open.')
      process.exit(1)
    }, DRAIN_LIMIT_MS + EXIT_GRACE_MS).unref()
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', handle)
  process.on('SIGINT', handle)
}
