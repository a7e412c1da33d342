import { itemsError, LakeError, type MutationErrorItem } from '../http/errors'

/**
 * Errors of the Actions API, in Sanity's shape (`@sanity/client` `ActionError`): the client
 * formats them as "<description>\n- <item description>" and keeps the body as `details`.
 */
export type ActionErrorItem = MutationErrorItem

export function actionError(statusCode: number, items: ActionErrorItem[]): LakeError {
  return itemsError('action', statusCode, items)
}

/**
 * A mutationError of the transaction runner, reported against the actions: each item's index is
 * a mutation's, mapped back to the action that produced that mutation. Other errors (an invalid
 * or duplicate transactionId) keep their own shape.
 */
export function fromRunnerError(error: unknown, actionOf: readonly number[]): unknown {
  if (!(error instanceof LakeError)) return error
  const body = error.body as { error?: { type?: unknown; items?: unknown } } | undefined
  if (body?.error?.type !== 'mutationError' || !Array.isArray(body.error.items)) return error
  const items = (body.error.items as ActionErrorItem[]).map((item) => ({
    ...item,
    index: actionOf[item.index] ?? actionOf[actionOf.length - 1] ?? 0,
  }))
  return actionError(error.statusCode, items)
}
