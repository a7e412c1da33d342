import { DRAFTS_PREFIX, isVersionId } from '../store/ids'
import type { GroupRow } from './history-store'

/**
 * The document events of the Studio's History panel (5.x, `beta.eventsAPI.documents`, on by
 * default): `GET /data/history/:dataset/events/documents/:id` answers `{events: {[id]: [...]},
 * nextCursor}`. They are derived from what each transaction did to the document group (the
 * published id, its draft, its release versions):
 *
 * - a version deleted while the published document is written: publishDocumentVersion;
 * - the published document deleted while a draft remains (or is created): unpublishDocument;
 * - the published document deleted and nothing of the group left: deleteDocumentGroup;
 * - a draft or version created or deleted otherwise: createDocumentVersion / deleteDocumentVersion;
 * - the published document written directly (mutations, the site's admin screens):
 *   createLiveDocument / updateLiveDocument.
 *
 * Edits of a draft are not events: the Studio builds them from /transactions (effects).
 * Each event lists the variants whose timeline shows it (the Studio asks per variant).
 */
export interface DocumentEvent {
  /** Position in history, for ordering and cursors. */
  seq: number
  ordinal: number
  /** The ids whose timeline includes the event. */
  shownOn: string[]
  event: Record<string, unknown>
}

interface Change {
  id: string
  before: string | null
  after: string | null
}

export function groupEvents(publishedId: string, rows: GroupRow[]): DocumentEvent[] {
  const draftId = `${DRAFTS_PREFIX}${publishedId}`
  const state = new Map<string, string>()
  const events: DocumentEvent[] = []
  for (let start = 0; start < rows.length;) {
    let end = start
    while (end < rows.length && rows[end]!.seq === rows[start]!.seq) end++
    const txRows = rows.slice(start, end)
    start = end
    const first = txRows[0]!
    const changes: Change[] = txRows.map((row) => ({
      id: row.id,
      before: state.get(row.id) ?? null,
      after: row.rev,
    }))
    for (const change of changes) {
      if (change.after) state.set(change.id, change.after)
      else state.delete(change.id)
    }
    let ordinal = 0
    const push = (shownOn: string[], type: string, fields: Record<string, unknown>) => {
      events.push({
        seq: first.seq,
        ordinal: ordinal++,
        shownOn,
        event: {
          id: `${first.transactionId}-${type}`,
          type,
          timestamp: first.timestamp,
          author: first.author,
          documentId: publishedId,
          ...fields,
        },
      })
    }
    const releaseOf = (id: string) => (isVersionId(id) ? { releaseId: id.split('.', 3)[1] } : {})

    const published = changes.find((c) => c.id === publishedId)
    const variants = changes.filter((c) => c.id !== publishedId)
    const publishedWritten = Boolean(published?.after)
    const publishedDeleted =
      published !== undefined && published.before !== null && !published.after

    const publishedFrom = publishedWritten
      ? (variants.find((c) => c.id === draftId && c.before && !c.after) ??
        variants.find((c) => c.before && !c.after))
      : undefined
    let groupDeleted = false
    if (publishedFrom) {
      push([publishedId, publishedFrom.id], 'publishDocumentVersion', {
        versionId: publishedFrom.id,
        versionRevisionId: publishedFrom.before,
        revisionId: published!.after,
        publishCause: isVersionId(publishedFrom.id) ? 'release.publish' : 'document.publish',
        ...releaseOf(publishedFrom.id),
      })
    } else if (publishedDeleted) {
      const remaining = state.has(draftId) ? draftId : [...state.keys()][0]
      if (remaining) {
        push([publishedId, remaining], 'unpublishDocument', {
          versionId: remaining,
          versionRevisionId: state.get(remaining),
          ...releaseOf(remaining),
        })
      } else {
        groupDeleted = true
        const shownOn = [publishedId, draftId, ...variants.map((c) => c.id)]
        push([...new Set(shownOn)], 'deleteDocumentGroup', {})
      }
    } else if (published && published.after) {
      push([publishedId], published.before ? 'updateLiveDocument' : 'createLiveDocument', {
        revisionId: published.after,
      })
    }

    for (const change of variants) {
      if (change === publishedFrom) continue
      if (!change.before && change.after) {
        // The draft an unpublish leaves is reported by the unpublish event.
        if (publishedDeleted && !publishedFrom) continue
        push([change.id], 'createDocumentVersion', {
          versionId: change.id,
          versionRevisionId: change.after,
          ...releaseOf(change.id),
        })
      } else if (change.before && !change.after && !groupDeleted) {
        push([change.id], 'deleteDocumentVersion', {
          versionId: change.id,
          versionRevisionId: change.before,
          ...releaseOf(change.id),
        })
      }
    }
  }
  return events
}
