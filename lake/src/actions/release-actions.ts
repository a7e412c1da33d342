import { itemError } from '../http/errors'
import { applyPatchOperations } from '../mutate/apply-mutations'
import { isPlainObject } from '../plain-object'
import { publishedIdOf } from '../store/ids'
import {
  asRelease,
  isOpen,
  isValidReleaseId,
  MAX_ACTIVE_RELEASES,
  RELEASES_PREFIX,
  MAX_SCHEDULE_AHEAD_MS,
  RELEASE_TYPE,
  releaseDocumentId,
  versionPrefix,
  type ReleaseDocument,
  type ReleaseState,
} from '../releases/release-ids'
import {
  content,
  type ActionContext,
  type Json,
  type Overlay,
  type TranslatedActions,
} from './action-context'

/**
 * The release actions of the Actions API (`sanity.action.release.*`, docs/decisions/043) as
 * mutations of the one transaction their request makes: the release document and, for publish,
 * archive, unarchive and schedule, its version documents, all or nothing. Sanity's state
 * machine: active → scheduled → published, active ⇄ archived, and a release leaves the dataset
 * only once archived or published.
 */
const RELEASE_ACTIONS = [
  'create',
  'edit',
  'schedule',
  'unschedule',
  'publish',
  'archive',
  'unarchive',
  'delete',
  'import',
] as const
type ReleaseAction = (typeof RELEASE_ACTIONS)[number]
const PREFIX = 'sanity.action.release.'

export function isReleaseActionType(actionType: string): boolean {
  return actionType.startsWith(PREFIX)
}

/** What one release action may read and write: the request's overlay and its error helpers. */
interface Step {
  action: Json
  index: number
  overlay: Overlay
  ctx: ActionContext
  out: TranslatedActions
  releaseId: string
  docId: string
  now: Date
}

export function translateReleaseAction(
  action: Json,
  index: number,
  overlay: Overlay,
  ctx: ActionContext,
  out: TranslatedActions,
): void {
  const name = String(action.actionType).slice(PREFIX.length) as ReleaseAction
  if (!(RELEASE_ACTIONS as readonly string[]).includes(name)) {
    throw invalid(
      index,
      `Unknown action type ${JSON.stringify(String(action.actionType).slice(0, 100))}`,
    )
  }
  const releaseId = action.releaseId
  if (!isValidReleaseId(releaseId)) {
    throw invalid(
      index,
      `Malformed release ID ${JSON.stringify(String(releaseId ?? '').slice(0, 100))}: use 1 to 64 letters, digits, "-" and "_", starting with a letter or digit`,
      'invalidReleaseIdError',
    )
  }
  const step: Step = {
    action,
    index,
    overlay,
    ctx,
    out,
    releaseId,
    docId: releaseDocumentId(releaseId),
    now: ctx.scheduler?.now ?? new Date(),
  }
  writable(step)
  out.releaseActions.push(releaseId)
  HANDLERS[name](step)
}

const HANDLERS: Record<ReleaseAction, (step: Step) => void> = {
  create(step) {
    if (step.overlay.get(step.docId)) throw alreadyExists(step)
    const open = step.overlay.idsWithPrefix(RELEASES_PREFIX).filter((id) => {
      const release = asRelease(step.overlay.get(id) as never)
      return release !== null && isOpen(release)
    }).length
    if (open >= MAX_ACTIVE_RELEASES) {
      throw conflict(
        step,
        'releaseLimitExceededError',
        `At most ${MAX_ACTIVE_RELEASES} releases may be open at once: publish or archive one first`,
      )
    }
    const metadata = metadataOf(step, step.action.metadata ?? {})
    put(step, {
      _id: step.docId,
      _type: RELEASE_TYPE,
      name: step.releaseId,
      state: 'active',
      metadata: { releaseType: 'undecided', ...metadata },
    })
  },

  edit(step) {
    const release = existing(step, ['active', 'scheduled'])
    const patch = step.action.patch
    if (!isPlainObject(patch)) throw invalid(step.index, '"patch" must be an object')
    checkMetadataPatch(step, patch)
    const { ifRevisionID, ...operations } = patch
    if (ifRevisionID !== undefined && ifRevisionID !== release._rev) {
      throw conflict(
        step,
        'conflictError',
        `Release ${step.releaseId} has unexpected revision ID (${JSON.stringify(release._rev ?? null)}), blocking edit`,
      )
    }
    let next: unknown
    try {
      next = applyPatchOperations(release, operations, step.docId)
    } catch (error) {
      throw invalid(step.index, `Invalid patch: ${(error as Error).message}`)
    }
    if (!isPlainObject(next)) throw invalid(step.index, 'The patch leaves no release')
    metadataOf(step, next.metadata)
    put(step, { ...next, _id: step.docId })
  },

  schedule(step) {
    const release = existing(step, ['active'])
    const publishAt = publishTimeOf(step)
    unlock(step)
    // Each version remembers the published revision it was scheduled over: the scheduler
    // refuses to overwrite a publish made after this moment (a conflict, not a silent loss).
    for (const id of versionsOf(step)) {
      const version = step.overlay.get(id)!
      const published = step.overlay.get(publishedIdOf(id))
      const system = isPlainObject(version._system) ? version._system : {}
      put(step, {
        ...content(version, id),
        _system: { ...system, base: { id: publishedIdOf(id), rev: published?._rev ?? null } },
      })
    }
    put(step, withoutError({ ...release, state: 'scheduled', publishAt }))
  },

  unschedule(step) {
    const release = existing(step, ['scheduled'])
    const { publishAt: _dropped, ...rest } = release
    put(step, { ...rest, state: 'active' })
  },

  publish(step) {
    const due = step.ctx.scheduler !== undefined
    const release = existing(step, due ? ['scheduled'] : ['active'])
    if (due && Date.parse(release.publishAt ?? '') > step.now.getTime()) {
      throw conflict(step, 'releaseNotDueError', `Release ${step.releaseId} is not due yet`)
    }
    unlock(step)
    const ids = versionsOf(step)
    for (const id of ids) publishVersion(step, id, due)
    put(
      step,
      withoutError({
        ...release,
        state: 'published',
        publishedAt: step.now.toISOString(),
        finalDocumentStates: ids.map((id) => ({ id })),
      }),
    )
  },

  archive(step) {
    const release = existing(step, ['active'])
    unlock(step)
    const ids = versionsOf(step)
    // The versions stay in history: unarchive restores them from there, and the Studio reads an
    // archived release's contents through finalDocumentStates.
    for (const id of ids) remove(step, id)
    put(
      step,
      withoutError({
        ...release,
        state: 'archived',
        finalDocumentStates: ids.map((id) => ({ id })),
      }),
    )
  },

  unarchive(step) {
    const release = existing(step, ['archived'])
    unlock(step)
    for (const { id } of release.finalDocumentStates ?? []) {
      if (step.overlay.get(id)) continue
      const last = step.ctx.lastRevisionOf(id)
      if (last) put(step, content(last, id))
    }
    const { finalDocumentStates: _restored, ...rest } = release
    put(step, { ...rest, state: 'active' })
  },

  delete(step) {
    existing(step, ['archived', 'published'])
    remove(step, step.docId)
  },

  import(step) {
    const source = step.action.attributes ?? step.action.document
    if (!isPlainObject(source)) throw invalid(step.index, '"attributes" must be a release document')
    const ifExists = step.action.ifExists ?? 'fail'
    if (ifExists !== 'fail' && ifExists !== 'ignore' && ifExists !== 'replace') {
      throw invalid(step.index, '"ifExists" must be "fail", "ignore" or "replace"')
    }
    const state = source.state ?? 'active'
    if (!isState(state)) throw invalid(step.index, `Unknown release state ${JSON.stringify(state)}`)
    const doc = {
      ...content(source, step.docId),
      _type: RELEASE_TYPE,
      name: step.releaseId,
      state,
      metadata: metadataOf(step, source.metadata ?? {}),
    }
    if (step.overlay.get(step.docId)) {
      if (ifExists === 'fail') throw alreadyExists(step)
      if (ifExists === 'ignore') {
        step.out.mutations.push({ createIfNotExists: doc })
        step.out.actionOf.push(step.index)
        return
      }
    }
    put(step, doc)
  },
}

/** Publishes one version: its content becomes the published document (or removes it). */
function publishVersion(step: Step, id: string, due: boolean): void {
  const version = step.overlay.get(id)!
  const publishedId = publishedIdOf(id)
  const published = step.overlay.get(publishedId)
  const system = isPlainObject(version._system) ? version._system : {}
  const base = isPlainObject(system.base) ? system.base : undefined
  if (due && base && base.rev !== (published?._rev ?? null)) {
    throw conflict(
      step,
      'releaseConflictError',
      `${publishedId} was published again after the release was scheduled (revision ${String(base.rev)} then, ${String(published?._rev ?? 'none')} now): review the release and schedule it again`,
    )
  }
  if (system.delete === true) {
    if (published) remove(step, publishedId)
  } else {
    const { _system: _version, ...fields } = content(version, publishedId)
    const doc: Json = { ...fields }
    if (published && typeof published._createdAt === 'string') doc._createdAt = published._createdAt
    put(step, doc)
  }
  remove(step, id)
}

const STATES: readonly ReleaseState[] = [
  'active',
  'scheduling',
  'scheduled',
  'publishing',
  'published',
  'archiving',
  'archived',
  'unarchiving',
]

function isState(value: unknown): value is ReleaseState {
  return (STATES as readonly unknown[]).includes(value)
}

/** The release in one of `states`, or the error Sanity gives: 404 unknown, 409 wrong state. */
function existing(step: Step, states: ReleaseState[]): ReleaseDocument {
  const release = asRelease(step.overlay.get(step.docId) as never)
  if (!release) {
    throw itemError(
      'action',
      404,
      step.index,
      'releaseNotFoundError',
      `Release ${step.releaseId} was not found`,
      {
        id: step.docId,
      },
    )
  }
  if (!states.includes(release.state)) {
    const verb = String(step.action.actionType).slice(PREFIX.length)
    throw conflict(
      step,
      'releaseStateError',
      `Cannot ${verb} release ${step.releaseId}: it is ${release.state} (only a release that is ${states.join(' or ')} can be)`,
    )
  }
  return release
}

function versionsOf(step: Step): string[] {
  return step.overlay.idsWithPrefix(versionPrefix(step.releaseId))
}

/** A release may be scheduled from a minute ago (clocks differ) to a year ahead. */
function publishTimeOf(step: Step): string {
  const value = step.action.publishAt
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) {
    throw invalid(step.index, '"publishAt" must be a date and time (ISO 8601)')
  }
  const now = step.now.getTime()
  if (time < now - 60_000) {
    throw invalid(step.index, `"publishAt" is in the past (${new Date(time).toISOString()})`)
  }
  if (time > now + MAX_SCHEDULE_AHEAD_MS) {
    throw invalid(step.index, '"publishAt" is more than a year ahead')
  }
  return new Date(time).toISOString()
}

/** `metadata`: an object whose title and description are strings, as the Studio writes it. */
function metadataOf(step: Step, value: unknown): Json {
  if (!isPlainObject(value)) throw invalid(step.index, '"metadata" must be an object')
  for (const key of ['title', 'description', 'intendedPublishAt'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') {
      throw invalid(step.index, `"metadata.${key}" must be a string`)
    }
  }
  const type = value.releaseType
  if (type !== undefined && type !== 'asap' && type !== 'scheduled' && type !== 'undecided') {
    throw invalid(step.index, '"metadata.releaseType" must be "asap", "scheduled" or "undecided"')
  }
  return value
}

/** An edit changes the metadata only (state and times move through their own actions). */
function checkMetadataPatch(step: Step, patch: Json): void {
  for (const [operation, body] of Object.entries(patch)) {
    if (!['set', 'setIfMissing', 'unset', 'ifRevisionID'].includes(operation)) {
      throw invalid(
        step.index,
        `A release edit may set or unset metadata only, not ${JSON.stringify(operation)}`,
      )
    }
    if (operation === 'ifRevisionID') continue
    const paths = operation === 'unset' ? body : isPlainObject(body) ? Object.keys(body) : null
    if (
      !Array.isArray(paths) ||
      paths.some((path) => typeof path !== 'string' || !/^metadata(\.|$|\[)/.test(path))
    ) {
      throw invalid(step.index, 'A release edit may set or unset metadata only')
    }
  }
}

function withoutError(release: Json): Json {
  const { error: _cleared, ...rest } = release
  return rest
}

function writable(step: Step): void {
  if (step.ctx.access.write === 'all' || step.ctx.access.write === 'content') return
  throw itemError(
    'action',
    403,
    step.index,
    'insufficientPermissionsError',
    `Insufficient permissions; permission "update" required on ${JSON.stringify(step.docId)}`,
    { id: step.docId },
  )
}

function unlock(step: Step): void {
  step.out.unlockedReleases.push(step.releaseId)
}

/** Writes `doc` whole (without the system fields the transaction sets); later actions see it. */
function put(step: Step, doc: Json): void {
  const id = String(doc._id)
  const written = content(doc, id)
  step.out.mutations.push({ createOrReplace: written })
  step.out.actionOf.push(step.index)
  step.overlay.set(id, written)
}

function remove(step: Step, id: string): void {
  step.out.mutations.push({ delete: { id } })
  step.out.actionOf.push(step.index)
  step.overlay.set(id, null)
}

function invalid(index: number, description: string, type = 'validationError') {
  return itemError('action', 400, index, type, description)
}

function conflict(step: Step, type: string, description: string) {
  return itemError('action', 409, step.index, type, description, { id: step.docId })
}

function alreadyExists(step: Step) {
  return conflict(step, 'documentAlreadyExistsError', `Release ${step.releaseId} already exists`)
}
