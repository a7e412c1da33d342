import type { IncomingMessage } from 'node:http'

/**
 * A client that goes away in the middle of its request (a closed tab, a cancelled upload) is not
 * a server error: it is logged as one line, without a stack, and nothing is answered (there is
 * no one left to answer).
 */
export class ClientAbortedError extends Error {
  readonly code = 'client_aborted'
  constructor() {
    super('The client aborted the request')
  }
}

/** Whether `error` is the request stream failing because the client closed the connection. */
export function isClientAbort(error: unknown, request: IncomingMessage): boolean {
  if (error instanceof ClientAbortedError) return true
  if (request.complete) return false
  const code = (error as NodeJS.ErrnoException | null)?.code
  return (
    code === 'ECONNRESET' ||
    code === 'ECONNABORTED' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'client_aborted' ||
    request.destroyed
  )
}

/** The one line an aborted request leaves in the log. */
export function logClientAbort(
  server: string,
  request: Pick<IncomingMessage, 'method' | 'url'>,
  log: (line: string) => void = console.warn,
): void {
  const target = (request.url ?? '').split('?')[0]!.slice(0, 200)
  log(`[${server}] client aborted ${request.method ?? '?'} ${target}`)
}
