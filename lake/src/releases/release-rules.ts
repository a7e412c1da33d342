import type { Access } from '../auth/access'
import { mutationError } from '../http/errors'
import type { PlannedTransaction } from '../mutate/apply-mutations'
import { lastMutationOf } from '../mutate/published-rules'
import type { DocumentStore } from '../store/document-store'
import {
  asRelease,
  isReleaseDocumentId,
  MAX_RELEASE_DOCUMENTS,
  releaseDocumentId,
  releaseIdOfVersion,
  RELEASES_PREFIX,
  versionPrefix,
  versionsAreLocked,
} from './release-ids'

/**
 * What every transaction must respect about releases, however it writes (mutations or actions;
 * docs/decisions/043), checked on the planned changes before anything commits:
 * - a release that is not active (scheduled, published, archived) has its versions locked: only
 *   its own publish, archive, unarchive and schedule actions (`unlockedReleases`) change them;
 * - release documents change through release actions; a token (automation, restoring a backup)
 *   may also write them directly, an editor's mutation may not;
 * - a release holds at most MAX_RELEASE_DOCUMENTS versions.
 */
export function checkReleaseRules(
  planned: PlannedTransaction,
  context: {
    store: DocumentStore
    dataset: string
    access: Access
    releaseActions: readonly string[]
    unlockedReleases: readonly string[]
  },
): void {
  const { store, dataset, access } = context
  const own = new Set(context.releaseActions)
  const unlocked = new Set(context.unlockedReleases)
  const grown = new Map<string, number>()
  for (const { id, before, after } of planned.changes) {
    const refuse = (statusCode: number, type: string, description: string) =>
      mutationError(statusCode, [
        { error: { type, description, id }, index: lastMutationOf(id, planned.mutations) },
      ])
    if (isReleaseDocumentId(id)) {
      if (access.kind === 'user' && !own.has(id.slice(RELEASES_PREFIX.length))) {
        throw refuse(
          400,
          'validationError',
          `${id} is a release: change it with the release actions (sanity.action.release.*)`,
        )
      }
      continue
    }
    const releaseId = releaseIdOfVersion(id)
    if (releaseId === undefined || unlocked.has(releaseId)) continue
    const release = asRelease(store.get(dataset, releaseDocumentId(releaseId)))
    if (versionsAreLocked(release)) {
      throw refuse(
        409,
        'releaseLockedError',
        `Release ${releaseId} is ${release!.state}: its documents cannot change${release!.state === 'scheduled' ? ' until it is unscheduled' : ''}`,
      )
    }
    if (!before && after) grown.set(releaseId, (grown.get(releaseId) ?? 0) + 1)
  }
  for (const [releaseId, added] of grown) {
    const count = store.idsWithPrefix(dataset, versionPrefix(releaseId)).length + added
    if (count > MAX_RELEASE_DOCUMENTS) {
      const id = releaseDocumentId(releaseId)
      throw mutationError(409, [
        {
          error: {
            type: 'releaseDocumentLimitExceededError',
            description: `A release holds at most ${MAX_RELEASE_DOCUMENTS} documents; ${releaseId} would hold ${count}`,
            id,
          },
          index: 0,
        },
      ])
    }
  }
}
