import { historyOf } from '../history/history-of'
import { itemError } from '../http/errors'
import type { Lake } from '../lake'
import type { TransactionOutcome } from '../mutate/transactions'
import type { Access } from '../store/types'
import type { ActionContext, TranslatedActions } from './action-context'
import { fromRunnerError } from './errors'
import { translateActions } from './translate'

export interface ActionsRequest {
  dataset: string
  access: Access
  actions: unknown[]
  transactionId?: unknown
  dryRun?: boolean
  autoGenerateArrayKeys?: boolean
  /** Set by the release scheduler (lake/src/releases/scheduler.ts) only. */
  scheduler?: ActionContext['scheduler']
}

/**
 * Runs a request's actions as one transaction: translated in the dataset's queue against the
 * documents as they are then, committed whole or refused whole, errors reported per action.
 * The Actions API route and the release scheduler both go through here.
 */
export async function runActions(lake: Lake, request: ActionsRequest): Promise<TransactionOutcome> {
  const { dataset, access } = request
  let translated: TranslatedActions | undefined
  try {
    return await lake.runner.run({
      dataset,
      mutations: [],
      access,
      transactionId: request.transactionId,
      dryRun: request.dryRun,
      autoGenerateArrayKeys: request.autoGenerateArrayKeys,
      prepare: () => {
        translated = translateActions(request.actions, {
          access,
          get: (id) => lake.store.get(dataset, id),
          variantIdsOf: (publishedId) => lake.store.variantIdsOf(dataset, publishedId),
          idsWithPrefix: (prefix) => lake.store.idsWithPrefix(dataset, prefix),
          lastRevisionOf: (id) => historyOf(lake).documentAt(dataset, id, { last: true }) ?? null,
          scheduler: request.scheduler,
        })
        if (translated.mutations.length === 0) {
          throw itemError('action', 400, 0, 'validationError', 'The actions change nothing')
        }
        return {
          mutations: translated.mutations,
          purgeHistory: translated.purgeHistory,
          releaseActions: translated.releaseActions,
          unlockedReleases: translated.unlockedReleases,
        }
      },
    })
  } catch (error) {
    throw fromRunnerError(error, translated?.actionOf ?? [])
  }
}
