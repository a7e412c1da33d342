/**
 * A write that found no room: the disk (or the account's quota) is full. The server's own
 * condition, answered 507 Insufficient Storage with DISK_FULL_MESSAGE by both servers, never as
 * the client's mistake (docs/decisions/027).
 */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL'])

/** What the client is told: nothing was stored, and it was not their request's fault. */
export const DISK_FULL_MESSAGE =
  'The server is out of disk space, so nothing was stored. Your request was fine: try again later.'

/** Whether `error` (or an error it wraps as its `cause`, a few levels deep) is a full disk. */
export function isDiskFull(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && FULL_CODES.has(code)) return true
    current = cause
  }
  return false
}
