import { redirectTargetProblem } from '#schemas/lib/redirect-target'
import { mutationError } from '../http/errors'
import { isDraftId, isVersionId } from '../store/ids'
import type { SanityDoc } from '../store/types'
import type { PlannedTransaction } from './apply-mutations'

/**
 * What the lake checks in published documents before it stores them, whoever writes them (a
 * mutation, a Studio publish, a script): only what the site would otherwise act on unchecked.
 * Hosted Sanity checks nothing here; the site checks again when it answers (docs/decisions/026).
 */
export interface PublishedRules {
  /** Origins a redirect may lead to besides this site's paths (REDIRECT_ALLOWED_ORIGINS). */
  redirectAllowedOrigins: readonly string[]
}

/**
 * Refuses the transaction (400, Sanity's mutation error naming the document and the field) when
 * it would leave a published document breaking a rule. Drafts and release versions are not
 * checked: the site never serves them, and the Studio saves a field while it is being typed
 * (`h`, `ht`, … of an address), so refusing those saves would lose an editor's keystrokes.
 * Publishing writes the published id, and is refused here.
 */
export function checkPublishedRules(planned: PlannedTransaction, rules: PublishedRules): void {
  for (const { id, after } of planned.changes) {
    if (!after || isDraftId(id) || isVersionId(id)) continue
    const problem = redirectProblem(after, rules)
    if (!problem) continue
    throw mutationError(400, [
      {
        error: {
          type: 'validationError',
          description: `Redirect ${JSON.stringify(id)}, field "${problem.field}": ${problem.message}`,
          id,
          path: [problem.field],
        },
        index: lastMutationOf(id, planned.mutations),
      },
    ])
  }
}

/** A published redirect's `to` must be one the site answers with (the Studio requires one too). */
function redirectProblem(
  doc: SanityDoc,
  rules: PublishedRules,
): { field: string; message: string } | null {
  if (doc._type !== 'redirect') return null
  const to = (doc as Record<string, unknown>).to
  const message =
    typeof to === 'string'
      ? redirectTargetProblem(to, rules.redirectAllowedOrigins)
      : "Required: a path of this site starting with '/'"
  return message ? { field: 'to', message } : null
}

/**
 * The index of the last mutation naming `id` (a create's `_id`, a patch's or delete's `id`): the
 * one the error is reported against. A patch by query names no id: the last mutation then.
 */
export function lastMutationOf(id: string, mutations: Record<string, unknown>[]): number {
  for (let index = mutations.length - 1; index >= 0; index--) {
    const body = Object.values(mutations[index]!)[0] as Record<string, unknown> | undefined
    if (body?._id === id || body?.id === id) return index
  }
  return Math.max(0, mutations.length - 1)
}
