/** A stored Sanity document: the system fields are always present once written. */
export interface SanityDoc {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
  [field: string]: unknown
}

/** What one transaction did to one document (null = absent). */
export interface DocumentChange {
  id: string
  before: SanityDoc | null
  after: SanityDoc | null
}

export interface CommittedTransaction {
  dataset: string
  id: string
  timestamp: string
  identity: string
  /** The mutations as the client sent them (after expansion of generated ids and keys). */
  mutations: unknown[]
  changes: DocumentChange[]
  /**
   * Documents whose history this transaction erases (the Actions API's `purge` flag): their
   * revisions are removed from the history tables in the same SQL transaction.
   */
  purgeHistory?: string[]
  /**
   * Its place in the transaction log (the `transactions` table's seq, increasing over every
   * dataset): set by the store on the transaction its commit listeners get.
   */
  seq?: number
}

/** Who is asking: decides which documents are visible and whether writes are allowed. */
export type { Access } from '../auth/access'

/**
 * A perspective: 'raw' (everything), or a stack of layers overlaid on the published documents,
 * highest priority first ('published' alone, 'drafts', or release names).
 */
export type Perspective = { kind: 'raw' } | { kind: 'stack'; layers: string[] }

/** The documents a query sees, with the indexes the query engine uses. */
export interface DatasetView {
  all: SanityDoc[]
  byId: Map<string, SanityDoc>
  byType: Map<string, SanityDoc[]>
}
