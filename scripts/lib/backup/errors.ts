import { isDiskFull } from '#server-kit/disk-full'

/** A refusal or failure whose message is meant for the operator as it is. */
export class BackupError extends Error {}

/** Why a folder could not be written, in words, from a Node or SQLite error code. */
export function writeProblem(error: unknown): string | null {
  if (isDiskFull(error)) return 'the disk is full (no space left)'
  const code = (error as { code?: unknown }).code
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'SQLITE_READONLY':
    case 'SQLITE_CANTOPEN':
      return 'it is not writable (permission denied)'
    case 'EROFS':
      return 'it is on a read-only file system'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'it is not a directory'
    default:
      return null
  }
}

/**
 * The operator's message for a backup that failed while writing to `backupDir`: names the
 * folder and the problem, else the error as it is.
 */
export function describeBackupFailure(error: unknown, backupDir: string): string {
  if (error instanceof BackupError) return error.message
  const problem = writeProblem(error)
  const message = (error as Error).message ?? String(error)
  if (problem && touches(error, backupDir)) {
    return `Cannot write a backup to ${backupDir}: ${problem} (${message}). The incomplete backup was removed.`
  }
  return message
}

/** Whether the error is about a path in `dir` (SQLite errors carry no path: the copy's). */
function touches(error: unknown, dir: string): boolean {
  const file = (error as { path?: unknown }).path
  return typeof file !== 'string' || file === dir || file.startsWith(`${dir}/`)
}
