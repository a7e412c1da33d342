import type { Access } from '../auth/access'
import { publishedIdOf } from '../store/ids'
import type { SanityDoc } from '../store/types'

/** What an action reads while it is translated, and what a request's translation produces. */
export interface ActionContext {
  access: Access
  /** The current document (before this request). */
  get(id: string): SanityDoc | undefined
  /** The ids of the drafts and versions of a published id that exist now. */
  variantIdsOf(publishedId: string): string[]
  /** The ids that start with a prefix (a release's versions) and exist now. */
  idsWithPrefix(prefix: string): string[]
  /** A document's last revision in history (a version an archived release held), or null. */
  lastRevisionOf(id: string): SanityDoc | null
  /** The scheduler publishing a due release: publishes from `scheduled`, checks for conflicts. */
  scheduler?: { now: Date }
}

export interface TranslatedActions {
  mutations: Json[]
  /** For each mutation, the index of the action it came from (to report errors per action). */
  actionOf: number[]
  /** Documents whose history is erased (`purge: true` on discard and delete). */
  purgeHistory: string[]
  /** Releases that release actions of the request write (their documents may change). */
  releaseActions: string[]
  /** Releases whose versions the actions may change whatever their state (publish, archive…). */
  unlockedReleases: string[]
}

export type Json = Record<string, unknown>

/** System fields that a copy must not carry over: the transaction sets them. */
export function content(doc: Json, id: string): Json {
  const { _rev: _r, _updatedAt: _u, _originalId: _o, ...rest } = doc
  return { ...rest, _id: id }
}

/** The documents as the actions so far left them: the store plus this request's own changes. */
export class Overlay {
  private readonly docs = new Map<string, Json | null>()
  constructor(private readonly ctx: ActionContext) {}

  get(id: string): Json | null {
    return this.docs.has(id) ? this.docs.get(id)! : (this.ctx.get(id) ?? null)
  }

  set(id: string, doc: Json | null): void {
    this.docs.set(id, doc)
  }

  /** The revision before this request: what ifDraftRevisionId and friends are compared with. */
  storedRev(id: string): string | undefined {
    return this.ctx.get(id)?._rev
  }

  /** Drafts and versions of a published id that exist, counting this request's changes. */
  variantsOf(publishedId: string): string[] {
    const ids = new Set(this.ctx.variantIdsOf(publishedId))
    for (const id of this.docs.keys()) {
      if (id !== publishedId && publishedIdOf(id) === publishedId) ids.add(id)
    }
    return [...ids].filter((id) => this.get(id) !== null)
  }

  /** Ids starting with `prefix` that exist, counting this request's changes. */
  idsWithPrefix(prefix: string): string[] {
    const ids = new Set(this.ctx.idsWithPrefix(prefix))
    for (const id of this.docs.keys()) if (id.startsWith(prefix)) ids.add(id)
    return [...ids].filter((id) => this.get(id) !== null).sort()
  }
}
