import { DISK_FULL_MESSAGE } from '#server-kit/disk-full'

/**
 * A refusal the client caused: a 4xx with a JSON body. Routes throw it; the error handler turns
 * it into the body shape of the route (`{success:false, error}` for the content calls,
 * `{error}` for the others) so every refusal is a clear message and never a 5xx.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly statusCode: number,
    /** Stable machine-readable reason, e.g. `file_too_large`. */
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string, code = 'invalid_request') =>
  new ApiError(400, code, message)
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, 'unauthorized', message)
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message)
export const tooLarge = (message: string) => new ApiError(413, 'too_large', message)
export const unsupportedType = (message: string) => new ApiError(415, 'unsupported_type', message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', message, { 'retry-after': String(retryAfterSeconds) })
/** Not a refusal: the server's own full disk (server-kit/disk-full.ts), answered as such. */
export const insufficientStorage = () =>
  new ApiError(507, 'insufficient_storage', DISK_FULL_MESSAGE)
