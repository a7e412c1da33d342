import { createHash } from 'node:crypto'

/**
 * A point in a dataset's transaction log: after the transaction with this seq. Live events carry
 * it as their id (`<seq>-<mark>`), and a client that reconnects sends it back as `Last-Event-ID`.
 * The mark (6 base64url characters of a hash of the dataset and the transaction's id) ties the
 * number to this log: an id from another data directory, or from before the log was replaced,
 * names a seq this lake also has, but not its mark, so it is refused instead of trusted.
 */
export interface Position {
  seq: number
  mark: string
}

const EVENT_ID = /^(\d{1,15})-([A-Za-z0-9_-]{6})$/

export function positionOf(dataset: string, seq: number, transactionId: string): Position {
  const mark = createHash('sha256')
    .update(`${dataset}\u0000${transactionId}`)
    .digest('base64url')
    .slice(0, 6)
  return { seq, mark }
}

/** The position before any transaction of a dataset (a lake with an empty log). */
export function originOf(dataset: string): Position {
  return positionOf(dataset, 0, '')
}

export function eventIdOf(position: Position): string {
  return `${position.seq}-${position.mark}`
}

/** The position a `Last-Event-ID` names; null when it is not one of ours (garbage, too long). */
export function parseEventId(value: unknown): Position | null {
  if (typeof value !== 'string') return null
  const match = EVENT_ID.exec(value.trim())
  if (!match) return null
  return { seq: Number(match[1]), mark: match[2]! }
}

export function samePosition(a: Position, b: Position): boolean {
  return a.seq === b.seq && a.mark === b.mark
}
