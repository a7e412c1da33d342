import type { ExprNode } from 'groq-js'
import type { Perspective, SanityDoc } from '../store/types'

/** Messages between the QueryPool (main thread) and its query workers. */
export interface WorkerData {
  databaseFile: string
  datasets: string[]
  projectId: string
  /** A module URL that better-sqlite3 resolves from. */
  requireFrom: string
}

/** A query for a worker to run. */
export interface QueryJob {
  dataset: string
  tree: ExprNode
  params: Record<string, unknown>
  perspective: Perspective
  read: string
  identity: string
  maxResultChars: number
  /** Stop listing followed `->` ids past this many (the answer is then tagged dataset-wide). */
  maxReferences: number
}

export type WorkerRequest =
  | { t: 'delta'; dataset: string; changes: { id: string; after: SanityDoc | null }[] }
  | ({ t: 'query'; id: number } & QueryJob)
  | { t: 'match'; id: number; tree: ExprNode; doc: unknown; params: Record<string, unknown> }

export type WorkerReply =
  /** `references`: the ids the query followed through `->`; null when past maxReferences. */
  | { id: number; ok: true; json: string; references: string[] | null }
  | { id: number; ok: true; matched: boolean }
  | { id: number; ok: false; message: string; tooLarge?: boolean }
