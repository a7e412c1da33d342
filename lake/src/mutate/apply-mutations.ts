import { Mutation } from '@sanity/mutator'
import { itemError, typedError } from '../http/errors'
import type { DocumentStore } from '../store/document-store'
import { MAX_DOCUMENT_DEPTH, nestingDepth } from '../store/depth'
import { isValidDocumentId, randomKey } from '../store/ids'
import { canWrite } from '../auth/access'
import type { Access, DocumentChange, SanityDoc } from '../store/types'
import type { QueryEngine } from '../query/query-engine'
import { isPlainObject } from '../plain-object'
import { withArrayKeys } from './array-keys'

export type Operation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResult {
  id: string
  operation: Operation
}

export interface PlannedTransaction {
  results: MutationResult[]
  changes: DocumentChange[]
  /** The mutations as applied: generated ids and array keys filled in. */
  mutations: Record<string, unknown>[]
}

export interface MutationContext {
  dataset: string
  store: DocumentStore
  engine: QueryEngine
  transactionId: string
  timestamp: string
  autoGenerateArrayKeys: boolean
  /** The caller: a query-based patch or delete only reaches documents it may read. */
  access: Access
}

type Json = Record<string, unknown>

const MUTATION_TYPES = [
  'create',
  'createOrReplace',
  'createIfNotExists',
  'delete',
  'patch',
] as const
type MutationKind = (typeof MUTATION_TYPES)[number]

export const PATCH_OPERATIONS: ReadonlySet<string> = new Set([
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
])
const PATCH_META = new Set(['id', 'query', 'params', 'ifRevisionID'])

/** Builds the error for the mutation being planned (it carries that mutation's index). */
type Fail = (type: string, description: string, status?: number, extra?: Json) => Error

/** The transaction so far: a private overlay of the store, and what each mutation did. */
interface Plan {
  ctx: MutationContext
  /** Documents written by earlier mutations of this transaction (null = deleted). */
  overlay: Map<string, SanityDoc | null>
  results: MutationResult[]
  /** The mutations as applied, for the transaction log. */
  applied: Json[]
}

type Planner = (body: Json, plan: Plan, fail: Fail) => void | Promise<void>

const PLANNERS: Record<MutationKind, Planner> = {
  create: planCreate,
  createIfNotExists: planCreateIfNotExists,
  createOrReplace: planCreateOrReplace,
  delete: planDelete,
  patch: planPatch,
}

/**
 * Works out what a list of mutations does, against a private overlay of the store: nothing is
 * written here. Any failing mutation throws, so a transaction is applied whole or not at all.
 */
export async function planTransaction(
  input: unknown,
  ctx: MutationContext,
): Promise<PlannedTransaction> {
  checkMutationList(input)
  const plan: Plan = { ctx, overlay: new Map(), results: [], applied: [] }
  for (let index = 0; index < input.length; index++) {
    const fail: Fail = (type, description, status = 400, extra = {}) =>
      itemError('mutation', status, index, type, description, extra)
    const { kind, body } = readMutation(input[index], fail)
    await PLANNERS[kind](body, plan, fail)
  }
  return { results: plan.results, changes: changesOf(plan), mutations: plan.applied }
}

function checkMutationList(input: unknown): asserts input is unknown[] {
  if (!Array.isArray(input) || input.length === 0) {
    throw typedError(400, 'validationError', 'The "mutations" property must be a non-empty array')
  }
  if (nestingDepth(input) > MAX_DOCUMENT_DEPTH + 3) {
    throw typedError(
      400,
      'validationError',
      `Documents may nest at most ${MAX_DOCUMENT_DEPTH} levels`,
    )
  }
}

/** Splits `{kind: body}` into its kind and body, refusing anything else. */
function readMutation(raw: unknown, fail: Fail): { kind: MutationKind; body: Json } {
  if (!isPlainObject(raw)) throw fail('validationError', 'Mutation must be an object')
  const keys = Object.keys(raw)
  const kind = keys[0]
  if (keys.length !== 1 || !MUTATION_TYPES.includes(kind as MutationKind)) {
    throw fail(
      'validationError',
      `Unknown mutation type ${JSON.stringify(keys.join(','))}: expected one of ${MUTATION_TYPES.join(', ')}`,
    )
  }
  const body = raw[kind as string]
  if (!isPlainObject(body)) throw fail('validationError', `The ${kind} mutation must be an object`)
  return { kind: kind as MutationKind, body }
}

/** The document as it stands after the earlier mutations of this transaction. */
function current(plan: Plan, id: string): SanityDoc | null {
  return plan.overlay.has(id)
    ? plan.overlay.get(id)!
    : (plan.ctx.store.get(plan.ctx.dataset, id) ?? null)
}

/** Records what a mutation does to one document (null: deletes it). */
function write(plan: Plan, id: string, doc: SanityDoc | null, operation: Operation): void {
  plan.overlay.set(id, doc)
  plan.results.push({ id, operation })
}

function planCreate(body: Json, plan: Plan, fail: Fail): void {
  const { doc, existing } = planCreation('create', body, plan, fail)
  if (existing) {
    throw fail(
      'documentAlreadyExistsError',
      `Document by ID ${JSON.stringify(doc._id)} already exists`,
      409,
      { id: doc._id },
    )
  }
  write(plan, doc._id, doc, 'create')
}

function planCreateIfNotExists(body: Json, plan: Plan, fail: Fail): void {
  const { doc, existing } = planCreation('createIfNotExists', body, plan, fail)
  if (existing) plan.results.push({ id: doc._id, operation: 'none' })
  else write(plan, doc._id, doc, 'create')
}

function planCreateOrReplace(body: Json, plan: Plan, fail: Fail): void {
  const { doc, existing } = planCreation('createOrReplace', body, plan, fail)
  write(plan, doc._id, doc, existing ? 'update' : 'create')
}

type CreateKind = 'create' | 'createIfNotExists' | 'createOrReplace'

/** The document a create mutation writes, recorded as applied, and the one it would replace. */
function planCreation(
  kind: CreateKind,
  body: Json,
  plan: Plan,
  fail: Fail,
): { doc: SanityDoc; existing: SanityDoc | null } {
  const doc = newDocument(kind, body, plan.ctx, fail)
  checkWritable(doc._id, plan.ctx, fail)
  plan.applied.push({ [kind]: doc })
  return { doc, existing: current(plan, doc._id) }
}

/**
 * The document a create mutation writes: array keys filled in when asked, and for `create` an
 * id generated when there is none or it ends in "." (a prefix).
 */
function newDocument(kind: CreateKind, body: Json, ctx: MutationContext, fail: Fail): SanityDoc {
  const doc = ctx.autoGenerateArrayKeys ? withArrayKeys(body) : body
  let id = doc._id
  if (kind === 'create' && (id === undefined || (typeof id === 'string' && id.endsWith('.')))) {
    id = `${typeof id === 'string' ? id : ''}${randomKey()}`
  }
  if (id === undefined) throw fail('validationError', `The ${kind} mutation requires an _id`)
  if (!isValidDocumentId(id)) {
    throw fail('invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id)}`)
  }
  if (typeof doc._type !== 'string' || doc._type.length === 0) {
    throw fail('validationError', `Document ${JSON.stringify(id)} must have a _type`)
  }
  return { ...doc, _id: id } as SanityDoc
}

async function planDelete(body: Json, plan: Plan, fail: Fail): Promise<void> {
  const ids = await targetIds(body, plan.ctx, fail)
  plan.applied.push({ delete: body })
  for (const id of ids) write(plan, id, null, 'delete')
}

async function planPatch(body: Json, plan: Plan, fail: Fail): Promise<void> {
  checkPatchKeys(body, fail)
  const invalid = invalidPatchArgument(body)
  if (invalid) throw fail('invalidPatchError', invalid)
  const operations = patchOperations(body, plan.ctx)
  const ids = await targetIds(body, plan.ctx, fail)
  plan.applied.push({ patch: { ...body, ...operations } })
  for (const id of ids) write(plan, id, patchedDocument(id, body, operations, plan, fail), 'update')
}

function checkPatchKeys(body: Json, fail: Fail): void {
  for (const key of Object.keys(body)) {
    if (!PATCH_OPERATIONS.has(key) && !PATCH_META.has(key)) {
      throw fail('validationError', `Unknown patch operation ${JSON.stringify(key)}`)
    }
  }
}

/** The patch's operations alone (no id/query/ifRevisionID), with array keys filled in if asked. */
function patchOperations(body: Json, ctx: MutationContext): Json {
  let operations: Json = {}
  for (const key of PATCH_OPERATIONS) if (key in body) operations[key] = body[key]
  if (ctx.autoGenerateArrayKeys) {
    operations = withArrayKeys(operations)
    if (Array.isArray(body.unset)) operations.unset = body.unset
  }
  return operations
}

/** Applies a patch's operations to one document, refusing a result that may not be stored. */
function patchedDocument(
  id: string,
  body: Json,
  operations: Json,
  plan: Plan,
  fail: Fail,
): SanityDoc {
  const before = current(plan, id)
  if (!before) {
    throw fail(
      'documentNotFoundError',
      `The document with the ID ${JSON.stringify(id)} was not found`,
      404,
      { id },
    )
  }
  checkRevision(id, body, plan.ctx, fail)
  const after = applyOperations(before, id, operations, fail)
  if (!after || after._id !== id || typeof after._type !== 'string' || !after._type) {
    throw fail('invalidPatchError', 'A patch may not change or remove _id or _type')
  }
  if (nestingDepth(after) > MAX_DOCUMENT_DEPTH) {
    throw fail('invalidPatchError', `Documents may nest at most ${MAX_DOCUMENT_DEPTH} levels`)
  }
  return after
}

/** `ifRevisionID` compares with the stored revision, not one written earlier in the transaction. */
function checkRevision(id: string, body: Json, ctx: MutationContext, fail: Fail): void {
  const stored = ctx.store.get(ctx.dataset, id)
  if (typeof body.ifRevisionID === 'string' && stored?._rev !== body.ifRevisionID) {
    throw fail(
      'conflictError',
      `Document by ID ${JSON.stringify(id)} has unexpected revision ID (${JSON.stringify(stored?._rev ?? null)}), blocking mutation`,
      409,
      { id, expectedRevisionId: body.ifRevisionID },
    )
  }
}

function applyOperations(
  before: SanityDoc,
  id: string,
  operations: Json,
  fail: Fail,
): SanityDoc | null {
  try {
    return applyPatchOperations(before, operations, id) as SanityDoc | null
  } catch (error) {
    throw fail('invalidPatchError', error instanceof Error ? error.message : String(error))
  }
}

/**
 * What `operations` (a patch without its id) make of `doc`, as @sanity/mutator applies them: the
 * Actions API previews an edit with it, so it sees what the transaction will store. Throws on a
 * patch @sanity/mutator cannot apply.
 */
export function applyPatchOperations(doc: Json, operations: Json, id: string): unknown {
  return new Mutation({ mutations: [{ patch: { ...operations, id } as never }] }).apply(
    doc as never,
  )
}

/** What the plan changes in the store, with the system fields of the new revisions. */
function changesOf(plan: Plan): DocumentChange[] {
  const { ctx } = plan
  const changes: DocumentChange[] = []
  for (const [id, next] of plan.overlay) {
    const before = ctx.store.get(ctx.dataset, id) ?? null
    if (!before && !next) continue
    const after = next && {
      ...next,
      _id: id,
      _rev: ctx.transactionId,
      _createdAt:
        before?._createdAt ??
        (typeof next._createdAt === 'string' ? next._createdAt : ctx.timestamp),
      _updatedAt: ctx.timestamp,
    }
    changes.push({ id, before, after })
  }
  return changes
}

/**
 * Refuses a mutation that names a document the caller may not write, before anything looks the
 * document up: private ids can be computed (`private.adminEmail.<sha256>`), so an answer that
 * differed by existence (409 vs 403, a no-op vs 404) would tell an editor who has an account.
 * The body is the transaction runner's own refusal (permission "update"), item by mutation.
 */
function checkWritable(id: string, ctx: MutationContext, fail: Fail): void {
  if (canWrite(ctx.access, id)) return
  const { error } = insufficientPermissions(0)
  throw fail(error.type, error.description, 403)
}

/** The error item of a mutation (at `index`) refused because the caller may not write. */
export function insufficientPermissions(index: number) {
  return {
    error: {
      type: 'insufficientPermissionsError',
      description: 'Insufficient permissions; permission "update" required',
    },
    index,
  }
}

/**
 * The documents a patch or delete targets: its `id` (which the caller must be allowed to write),
 * or what its `query` finds (only documents the caller may read, so never a private one for an
 * editor).
 */
async function targetIds(body: Json, ctx: MutationContext, fail: Fail): Promise<string[]> {
  if (typeof body.id === 'string') {
    if (!isValidDocumentId(body.id)) {
      throw fail('invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(body.id)}`)
    }
    checkWritable(body.id, ctx, fail)
    return [body.id]
  }
  if (typeof body.query === 'string') {
    const params = isPlainObject(body.params) ? body.params : {}
    const json = await ctx.engine.run({
      dataset: ctx.dataset,
      query: body.query,
      params,
      perspective: { kind: 'raw' },
      access: ctx.access,
    })
    const result = JSON.parse(json) as unknown
    const docs = Array.isArray(result) ? result : result ? [result] : []
    return docs
      .map((d) => (isPlainObject(d) && typeof d._id === 'string' ? d._id : null))
      .filter((id): id is string => id !== null)
  }
  throw fail('validationError', 'A patch or delete needs an "id" or a "query"')
}

/** Checks one operation's argument: what is wrong with it, or null. */
type ArgumentCheck = (arg: unknown) => string | null

/**
 * The checks of a patch's operation arguments, which @sanity/mutator would otherwise ignore
 * silently (`set: 5`, `inc: {n: "a"}`) and still commit as a new revision. The first failing
 * check, in this order, is the one reported.
 */
const PATCH_ARGUMENT_CHECKS: ReadonlyArray<readonly [string, ArgumentCheck]> = [
  ['set', pathMap('set')],
  ['setIfMissing', pathMap('setIfMissing')],
  ['inc', pathMap('inc', { ok: isFiniteNumber, message: '"inc" values must be numbers' })],
  ['dec', pathMap('dec', { ok: isFiniteNumber, message: '"dec" values must be numbers' })],
  [
    'diffMatchPatch',
    pathMap('diffMatchPatch', {
      ok: isString,
      message: '"diffMatchPatch" values must be patch strings',
    }),
  ],
  ['unset', checkUnset],
  ['insert', checkInsert],
  ['ifRevisionID', (arg) => (typeof arg === 'string' ? null : '"ifRevisionID" must be a string')],
]

function invalidPatchArgument(body: Json): string | null {
  for (const [op, check] of PATCH_ARGUMENT_CHECKS) {
    if (!(op in body)) continue
    const problem = check(body[op])
    if (problem) return problem
  }
  return null
}

/** An object of path => value, each value passing `values.ok` when given. */
function pathMap(
  op: string,
  values?: { ok: (value: unknown) => boolean; message: string },
): ArgumentCheck {
  return (arg) => {
    if (!isPlainObject(arg)) return `"${op}" must be an object of path => value`
    if (values && !Object.values(arg).every(values.ok)) return values.message
    return null
  }
}

function checkUnset(arg: unknown): string | null {
  return Array.isArray(arg) && arg.every((p) => typeof p === 'string')
    ? null
    : '"unset" must be an array of paths'
}

function checkInsert(insert: unknown): string | null {
  const positions = isPlainObject(insert)
    ? ['before', 'after', 'replace'].filter((k) => k in insert)
    : []
  if (
    !isPlainObject(insert) ||
    positions.length !== 1 ||
    typeof insert[positions[0]!] !== 'string' ||
    !Array.isArray(insert.items)
  ) {
    return '"insert" needs one of before/after/replace (a path) and an "items" array'
  }
  return null
}

function isFiniteNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value)
}

function isString(value: unknown): boolean {
  return typeof value === 'string'
}
