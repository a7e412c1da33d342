import { mutationError, typedError } from '../http/errors'
import type { QueryEngine } from '../query/query-engine'
import type { DocumentStore } from '../store/document-store'
import { randomKey } from '../store/ids'
import { canWrite } from '../auth/access'
import type { Access } from '../store/types'
import {
  insufficientPermissions,
  planTransaction,
  type MutationResult,
  type PlannedTransaction,
} from './apply-mutations'
import { checkPublishedRules, type PublishedRules } from './published-rules'
import { checkReleaseRules } from '../releases/release-rules'

export interface TransactionRequest {
  dataset: string
  mutations: unknown
  access: Access
  transactionId?: unknown
  dryRun?: boolean
  autoGenerateArrayKeys?: boolean
  /**
   * Works out the mutations from the documents as they are when the transaction's turn comes
   * (inside the dataset's queue, so nothing commits in between): the Actions API translates its
   * actions here. Replaces `mutations`; may throw a LakeError to refuse the transaction.
   */
  prepare?: () => PreparedTransaction
}

export interface PreparedTransaction {
  mutations: unknown[]
  /** Documents whose history the transaction erases (see CommittedTransaction.purgeHistory). */
  purgeHistory?: string[]
  /** Releases written by their own release actions (docs/decisions/043). */
  releaseActions?: string[]
  /** Releases whose versions may change whatever their state (their publish, archive…). */
  unlockedReleases?: string[]
}

export interface TransactionOutcome {
  transactionId: string
  results: MutationResult[]
  planned: PlannedTransaction
}

const TRANSACTION_ID = /^[a-zA-Z0-9._-]{1,128}$/

/**
 * Runs transactions one at a time per dataset: planning reads the current revisions, so two
 * transactions must not interleave between planning and commit.
 */
export class TransactionRunner {
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(
    private readonly store: DocumentStore,
    private readonly engine: QueryEngine,
    private readonly rules: PublishedRules = { redirectAllowedOrigins: [] },
  ) {}

  run(request: TransactionRequest): Promise<TransactionOutcome> {
    const previous = this.queues.get(request.dataset) ?? Promise.resolve()
    const next = previous.catch(() => undefined).then(() => this.runNow(request))
    this.queues.set(request.dataset, next)
    return next
  }

  private async runNow(request: TransactionRequest): Promise<TransactionOutcome> {
    const { dataset, access } = request
    if (access.write === 'none') {
      const items = (Array.isArray(request.mutations) ? request.mutations : [{}]).map(
        (_m: unknown, index: number) => insufficientPermissions(index),
      )
      throw mutationError(403, items)
    }
    let transactionId = randomKey()
    if (request.transactionId !== undefined) {
      if (
        typeof request.transactionId !== 'string' ||
        !TRANSACTION_ID.test(request.transactionId)
      ) {
        throw typedError(400, 'validationError', 'Invalid transactionId')
      }
      transactionId = request.transactionId
      if (this.store.hasTransaction(dataset, transactionId)) {
        throw typedError(
          409,
          'transactionAlreadyExistsError',
          `A transaction with ID ${JSON.stringify(transactionId)} already exists`,
        )
      }
    }
    const prepared = request.prepare?.()
    const mutations = prepared ? prepared.mutations : request.mutations
    const timestamp = new Date().toISOString()
    const planned = await planTransaction(mutations, {
      dataset,
      store: this.store,
      engine: this.engine,
      transactionId,
      timestamp,
      autoGenerateArrayKeys: request.autoGenerateArrayKeys ?? false,
      access,
    })
    // Every document the transaction touches must be one the caller may write: an editor's
    // transaction that also reaches a private document is refused whole. Mutations naming an id
    // are refused while planning, before the document is looked up (planTransaction); this
    // also covers whatever a query-based patch or delete reaches.
    const forbidden = planned.changes.findIndex((change) => !canWrite(access, change.id))
    if (forbidden !== -1) throw mutationError(403, [insufficientPermissions(forbidden)])
    checkPublishedRules(planned, this.rules)
    checkReleaseRules(planned, {
      store: this.store,
      dataset,
      access,
      releaseActions: prepared?.releaseActions ?? [],
      unlockedReleases: prepared?.unlockedReleases ?? [],
    })
    if (!request.dryRun) {
      this.store.commit({
        dataset,
        id: transactionId,
        timestamp,
        identity: access.identity,
        mutations: planned.mutations,
        changes: planned.changes,
        ...(prepared?.purgeHistory?.length ? { purgeHistory: prepared.purgeHistory } : {}),
      })
    }
    return { transactionId, results: planned.results, planned }
  }
}
