import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PRIVATE_FILE_MODE } from '#server-kit/private-files'

/**
 * The operations log: one JSON line per backup, restore, export or import, saying who ran it,
 * what it wrote and how it ended (docs/decisions/032). It lives in DATA_DIR/operations.log
 * (owner-only, like everything in DATA_DIR) and each entry is also printed, so an operator reads
 * it in the terminal and an administrator can read it later on the server.
 */
export interface OperationEntry {
  operation: 'backup' | 'restore' | 'export' | 'import' | 'backup-prune'
  /** `ok` once the operation finished and was verified; `failed` with `error` otherwise. */
  outcome: 'ok' | 'failed'
  /** What it read or wrote: a file or folder, counts, sizes; never document bodies or e-mails. */
  details: Record<string, unknown>
  error?: string
}

export interface LoggedOperation extends OperationEntry {
  at: string
  /** Who ran it: the OS account and host for a command, `scheduler` for the server's own runs. */
  actor: string
}

export const OPERATIONS_LOG = 'operations.log'

/** The actor of a command run by a person in a shell. */
export function commandActor(): string {
  let user = process.env.SUDO_USER || process.env.USER || ''
  try {
    user ||= os.userInfo().username
  } catch {
    // No passwd entry (a container's arbitrary uid): the uid is still a name for the log.
  }
  return `${user || `uid ${process.getuid?.() ?? '?'}`}@${os.hostname()}`
}

/**
 * Appends the entry to DATA_DIR/operations.log and prints it. A log that cannot be written (a
 * full disk) is reported on stderr and never turns a finished operation into a failed one.
 */
export function logOperation(dataDir: string, actor: string, entry: OperationEntry): void {
  const line: LoggedOperation = { at: new Date().toISOString(), actor, ...entry }
  const text = JSON.stringify(line)
  const print = entry.outcome === 'ok' ? console.log : console.error
  print(`[${entry.operation}] ${entry.outcome}${entry.error ? `: ${entry.error}` : ''}`)
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    fs.appendFileSync(path.join(dataDir, OPERATIONS_LOG), `${text}\n`, { mode: PRIVATE_FILE_MODE })
  } catch (error) {
    console.error(`Could not write the operations log in ${dataDir}: ${(error as Error).message}`)
  }
}

/** Logs an operation that failed with `error` (its message is the entry's `error`). */
export function logFailure(
  dataDir: string,
  actor: string,
  operation: OperationEntry['operation'],
  details: Record<string, unknown>,
  error: unknown,
): void {
  const message = error instanceof Error ? error.message : String(error)
  logOperation(dataDir, actor, { operation, outcome: 'failed', details, error: message })
}

/** Every entry of DATA_DIR/operations.log, oldest first (an unreadable line is skipped). */
export function readOperations(dataDir: string): LoggedOperation[] {
  let text: string
  try {
    text = fs.readFileSync(path.join(dataDir, OPERATIONS_LOG), 'utf8')
  } catch {
    return []
  }
  const entries: LoggedOperation[] = []
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    try {
      entries.push(JSON.parse(line) as LoggedOperation)
    } catch {
      // A line cut short by a crash: the entries around it still count.
    }
  }
  return entries
}
