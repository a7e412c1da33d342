import { canWrite } from '../auth/access'
import {
  DRAFTS_PREFIX,
  isDraftId,
  isValidDocumentId,
  isVersionId,
  publishedIdOf,
} from '../store/ids'
import { isPlainObject } from '../plain-object'
import { applyPatchOperations, PATCH_OPERATIONS } from '../mutate/apply-mutations'
import { itemError } from '../http/errors'
import { isReleaseActionType, translateReleaseAction } from './release-actions'
import {
  content,
  Overlay,
  type ActionContext,
  type Json,
  type TranslatedActions,
} from './action-context'

/**
 * The Actions API (`POST /data/actions/:dataset`, sanity.io/docs/http-actions) as mutations: every
 * action of a request is translated, in order, against the documents as they stand plus what the
 * earlier actions of the same request did, into the mutations of ONE transaction. A failing action
 * throws, so a request is applied whole or not at all.
 *
 * The translation runs inside the transaction runner's queue (TransactionRunner `prepare`), so the
 * documents it reads are the ones the mutations are applied to.
 */
export const MAX_ACTIONS = 1000

const ACTION_TYPES = [
  'sanity.action.document.create',
  'sanity.action.document.edit',
  'sanity.action.document.publish',
  'sanity.action.document.unpublish',
  'sanity.action.document.discard',
  'sanity.action.document.delete',
  'sanity.action.document.replaceDraft',
  'sanity.action.document.version.create',
  'sanity.action.document.version.discard',
  'sanity.action.document.version.replace',
  'sanity.action.document.version.unpublish',
] as const
type ActionType = (typeof ACTION_TYPES)[number]

/** What an edit action's patch may hold: the patch operations and a revision guard. */
const PATCH_KEYS = new Set([...PATCH_OPERATIONS, 'ifRevisionID'])

export type { ActionContext, TranslatedActions }

export function translateActions(actions: unknown[], ctx: ActionContext): TranslatedActions {
  const overlay = new Overlay(ctx)
  const out: TranslatedActions = {
    mutations: [],
    actionOf: [],
    purgeHistory: [],
    releaseActions: [],
    unlockedReleases: [],
  }
  actions.forEach((action, index) => translateOne(action, index, overlay, ctx, out))
  return out
}

function translateOne(
  raw: unknown,
  index: number,
  overlay: Overlay,
  ctx: ActionContext,
  out: TranslatedActions,
): void {
  const invalid = (description: string, type = 'validationError') =>
    itemError('action', 400, index, type, description)
  if (!isPlainObject(raw)) throw invalid('Action must be an object')
  const action = raw
  const actionType = action.actionType
  if (typeof actionType !== 'string') throw invalid('Action is missing "actionType"')
  if (isReleaseActionType(actionType)) {
    translateReleaseAction(action, index, overlay, ctx, out)
    return
  }
  if (!(ACTION_TYPES as readonly string[]).includes(actionType)) {
    throw invalid(`Unknown action type ${JSON.stringify(actionType.slice(0, 100))}`)
  }

  const emit = (mutation: Json) => {
    out.mutations.push(mutation)
    out.actionOf.push(index)
  }
  const field = (name: string): string => {
    const value = action[name]
    if (typeof value !== 'string' || value === '') {
      throw invalid(`"${name}" must be a non-empty string`)
    }
    if (!isValidDocumentId(value)) {
      throw invalid(
        `Malformed document ID in "${name}": ${JSON.stringify(String(value).slice(0, 200))}`,
        'invalidDocumentIdError',
      )
    }
    return value
  }
  const optionalString = (name: string): string | undefined => {
    const value = action[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') throw invalid(`"${name}" must be a string`)
    return value
  }
  const purgeFlag = (): boolean => {
    const value = action.purge
    if (value === undefined || value === null) return false
    if (typeof value !== 'boolean') throw invalid('"purge" must be a boolean')
    return value
  }
  const publishedIdField = (name = 'publishedId'): string => {
    const id = field(name)
    if (isDraftId(id) || isVersionId(id)) {
      throw invalid(`"${name}" must be a published document ID, not ${JSON.stringify(id)}`)
    }
    return id
  }
  /** A draft or version id of `publishedId` (`drafts.<id>` or `versions.<release>.<id>`). */
  const variantOf = (id: string, publishedId: string, name: string) => {
    if (!(isDraftId(id) || isVersionId(id)) || publishedIdOf(id) !== publishedId) {
      throw invalid(
        `"${name}" must be drafts.${publishedId} or versions.<release>.${publishedId}, not ${JSON.stringify(id)}`,
      )
    }
    if (isVersionId(id) && !/^versions\.[a-zA-Z0-9_-]+\./.test(id)) {
      throw invalid(`"${name}" has a malformed release name: ${JSON.stringify(id)}`)
    }
  }
  const documentField = (name: string): Json => {
    const doc = action[name]
    if (!isPlainObject(doc)) throw invalid(`"${name}" must be a document object`)
    if (typeof doc._type !== 'string' || doc._type === '') {
      throw invalid(`"${name}" must have a _type`)
    }
    if (doc._id !== undefined && !isValidDocumentId(doc._id)) {
      throw invalid(
        `Malformed document ID: ${JSON.stringify(String(doc._id).slice(0, 200))}`,
        'invalidDocumentIdError',
      )
    }
    return doc
  }
  const writable = (...ids: string[]) => {
    for (const id of ids) {
      if (!canWrite(ctx.access, id)) {
        throw itemError(
          'action',
          403,
          index,
          'insufficientPermissionsError',
          `Insufficient permissions; permission "update" required on ${JSON.stringify(id)}`,
          { id },
        )
      }
    }
  }
  const notFound = (id: string, description: string) =>
    itemError('action', 404, index, 'documentNotFoundError', description, { id })
  const conflict = (id: string, type: string, description: string, extra: Json = {}) =>
    itemError('action', 409, index, type, description, { id, ...extra })
  const checkRevision = (id: string, expected: string | undefined, name: string) => {
    if (expected === undefined) return
    const actual = overlay.storedRev(id)
    if (actual !== expected) {
      throw conflict(
        id,
        'conflictError',
        `Document by ID ${JSON.stringify(id)} has unexpected revision ID (${JSON.stringify(actual ?? null)}), blocking ${name}`,
        { expectedRevisionId: expected },
      )
    }
  }
  const alreadyExists = (id: string) =>
    conflict(
      id,
      'documentAlreadyExistsError',
      `Document by ID ${JSON.stringify(id)} already exists`,
    )
  /** Emits the mutation that writes `doc` as `id`; later actions see it. */
  const put = (kind: 'create' | 'createOrReplace', id: string, doc: Json) => {
    emit({ [kind]: doc })
    overlay.set(id, doc)
  }
  /** Emits the deletion of `id`; later actions see it gone. */
  const remove = (id: string) => {
    emit({ delete: { id } })
    overlay.set(id, null)
  }

  switch (actionType as ActionType) {
    case 'sanity.action.document.create': {
      const publishedId = publishedIdField()
      const attributes = documentField('attributes')
      const id =
        typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`
      variantOf(id, publishedId, 'attributes._id')
      const ifExists = action.ifExists ?? 'fail'
      if (ifExists !== 'fail' && ifExists !== 'ignore') {
        throw invalid('"ifExists" must be "fail" or "ignore"')
      }
      writable(id, publishedId)
      if (isDraftId(id) && overlay.get(publishedId)) {
        throw conflict(
          publishedId,
          'documentAlreadyExistsError',
          `A published document with ID ${JSON.stringify(publishedId)} already exists`,
        )
      }
      const doc = content(attributes, id)
      if (overlay.get(id)) {
        if (ifExists === 'fail') throw alreadyExists(id)
        // Left in place; the (no-op) mutation keeps the request a valid transaction.
        emit({ createIfNotExists: doc })
        return
      }
      put('create', id, doc)
      return
    }

    case 'sanity.action.document.edit': {
      const publishedId = publishedIdField()
      const draftId = field('draftId')
      variantOf(draftId, publishedId, 'draftId')
      const patch = action.patch
      if (!isPlainObject(patch)) throw invalid('"patch" must be an object of patch operations')
      const unknown = Object.keys(patch).filter((key) => !PATCH_KEYS.has(key))
      if (unknown.length > 0) {
        throw invalid(`Unknown patch operation ${JSON.stringify(unknown[0]!.slice(0, 100))}`)
      }
      writable(draftId)
      let draft = overlay.get(draftId)
      if (!draft) {
        // The first keystroke: the draft starts as a copy of the published document.
        const published = overlay.get(publishedId)
        if (!published) {
          throw notFound(
            draftId,
            `Cannot edit ${JSON.stringify(draftId)}: neither it nor ${JSON.stringify(publishedId)} exists`,
          )
        }
        draft = content(published, draftId)
        emit({ create: draft })
      }
      emit({ patch: { ...patch, id: draftId } })
      overlay.set(draftId, applyPatch(draft, patch, draftId) ?? draft)
      return
    }

    case 'sanity.action.document.publish': {
      const publishedId = publishedIdField()
      const draftId = field('draftId')
      variantOf(draftId, publishedId, 'draftId')
      const ifDraftRevisionId = optionalString('ifDraftRevisionId')
      const ifPublishedRevisionId = optionalString('ifPublishedRevisionId')
      writable(draftId, publishedId)
      const draft = overlay.get(draftId)
      if (!draft) {
        throw notFound(
          draftId,
          `Cannot publish: the document ${JSON.stringify(draftId)} does not exist`,
        )
      }
      checkRevision(draftId, ifDraftRevisionId, 'publish')
      checkRevision(publishedId, ifPublishedRevisionId, 'publish')
      const published = overlay.get(publishedId)
      const doc = content(draft, publishedId)
      if (published && typeof published._createdAt === 'string')
        doc._createdAt = published._createdAt
      put('createOrReplace', publishedId, doc)
      remove(draftId)
      return
    }

    case 'sanity.action.document.unpublish': {
      const publishedId = publishedIdField()
      const draftId = field('draftId')
      variantOf(draftId, publishedId, 'draftId')
      writable(draftId, publishedId)
      const published = overlay.get(publishedId)
      if (!published) {
        throw notFound(
          publishedId,
          `Cannot unpublish: ${JSON.stringify(publishedId)} is not published`,
        )
      }
      if (!overlay.get(draftId)) {
        put('create', draftId, content(published, draftId))
      }
      remove(publishedId)
      return
    }

    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const name = actionType === 'sanity.action.document.discard' ? 'draftId' : 'versionId'
      const id = field(name)
      if (!isDraftId(id) && !isVersionId(id)) {
        throw invalid(`"${name}" must be a draft or version ID, not ${JSON.stringify(id)}`)
      }
      variantOf(id, publishedIdOf(id), name)
      const purge = purgeFlag()
      writable(id)
      if (!overlay.get(id)) {
        throw notFound(id, `Cannot discard: the document ${JSON.stringify(id)} does not exist`)
      }
      remove(id)
      if (purge) out.purgeHistory.push(id)
      return
    }

    case 'sanity.action.document.delete': {
      const publishedId = publishedIdField()
      const includeDrafts = action.includeDrafts ?? []
      if (!Array.isArray(includeDrafts) || includeDrafts.some((d) => typeof d !== 'string')) {
        throw invalid('"includeDrafts" must be an array of document IDs')
      }
      if (includeDrafts.length > MAX_ACTIONS) throw invalid('"includeDrafts" is too long')
      const included = new Set<string>()
      for (const id of includeDrafts as string[]) {
        if (!isValidDocumentId(id)) {
          throw invalid(
            `Malformed document ID in "includeDrafts": ${JSON.stringify(String(id).slice(0, 200))}`,
            'invalidDocumentIdError',
          )
        }
        variantOf(id, publishedId, 'includeDrafts[]')
        included.add(id)
      }
      const purge = purgeFlag()
      writable(publishedId, ...included)
      const undeclared = overlay.variantsOf(publishedId).find((id) => !included.has(id))
      if (undeclared) {
        throw conflict(
          undeclared,
          'documentHasVersionsError',
          `Cannot delete ${JSON.stringify(publishedId)}: its version ${JSON.stringify(undeclared)} exists and is not in "includeDrafts"`,
        )
      }
      const targets = [publishedId, ...included].filter((id) => overlay.get(id) !== null)
      if (targets.length === 0) {
        throw notFound(
          publishedId,
          `Cannot delete: the document ${JSON.stringify(publishedId)} does not exist`,
        )
      }
      for (const id of targets) remove(id)
      if (purge) out.purgeHistory.push(...targets)
      return
    }

    case 'sanity.action.document.replaceDraft': {
      const publishedId = publishedIdField()
      const attributes = documentField('attributes')
      const id =
        typeof attributes._id === 'string' ? attributes._id : `${DRAFTS_PREFIX}${publishedId}`
      variantOf(id, publishedId, 'attributes._id')
      writable(id)
      if (!overlay.get(id) && !overlay.get(publishedId)) {
        throw notFound(
          id,
          `Cannot replace ${JSON.stringify(id)}: neither it nor ${JSON.stringify(publishedId)} exists`,
        )
      }
      put('createOrReplace', id, content(attributes, id))
      return
    }

    case 'sanity.action.document.version.create': {
      const publishedId = publishedIdField()
      if (action.document !== undefined) {
        const document = documentField('document')
        if (typeof document._id !== 'string') throw invalid('"document" must have an _id')
        variantOf(document._id, publishedId, 'document._id')
        const id = document._id
        writable(id)
        if (overlay.get(id)) throw alreadyExists(id)
        put('create', id, content(document, id))
        return
      }
      const baseId = field('baseId')
      const versionId = field('versionId')
      if (publishedIdOf(baseId) !== publishedId) {
        throw invalid(
          `"baseId" must be ${JSON.stringify(publishedId)} or one of its drafts or versions`,
        )
      }
      variantOf(versionId, publishedId, 'versionId')
      const ifBaseRevisionId = optionalString('ifBaseRevisionId')
      writable(versionId)
      const base = overlay.get(baseId)
      if (!base)
        throw notFound(baseId, `The base document ${JSON.stringify(baseId)} does not exist`)
      checkRevision(baseId, ifBaseRevisionId, 'version creation')
      if (overlay.get(versionId)) throw alreadyExists(versionId)
      put('create', versionId, content(base, versionId))
      return
    }

    case 'sanity.action.document.version.replace': {
      const document = documentField('document')
      if (typeof document._id !== 'string') throw invalid('"document" must have an _id')
      const id = document._id
      if (!isDraftId(id) && !isVersionId(id)) {
        throw invalid(`"document._id" must be a draft or version ID, not ${JSON.stringify(id)}`)
      }
      variantOf(id, publishedIdOf(id), 'document._id')
      writable(id)
      if (!overlay.get(id))
        throw notFound(id, `Cannot replace: ${JSON.stringify(id)} does not exist`)
      put('createOrReplace', id, content(document, id))
      return
    }

    case 'sanity.action.document.version.unpublish': {
      const publishedId = publishedIdField()
      const versionId = field('versionId')
      if (!isVersionId(versionId)) {
        throw invalid(`"versionId" must be a release version ID, not ${JSON.stringify(versionId)}`)
      }
      variantOf(versionId, publishedId, 'versionId')
      writable(versionId)
      const published = overlay.get(publishedId)
      if (!published) {
        throw notFound(
          publishedId,
          `Cannot unpublish: ${JSON.stringify(publishedId)} is not published`,
        )
      }
      // Marks the version so that publishing its release removes the published document.
      const base = overlay.get(versionId) ?? published
      const system = isPlainObject(base._system) ? base._system : {}
      const doc = { ...content(base, versionId), _system: { ...system, delete: true } }
      put('createOrReplace', versionId, doc)
      return
    }
  }
}

/** The document after a patch, as planTransaction will compute it (null when it cannot). */
function applyPatch(doc: Json, patch: Json, id: string): Json | null {
  const { ifRevisionID: _ignored, ...operations } = patch
  try {
    const result = applyPatchOperations(doc, operations, id)
    return isPlainObject(result) ? result : null
  } catch {
    // planTransaction reports the same patch as invalid, against this action.
    return null
  }
}
