import { Mutation } from '@sanity/mutator'
import { mutationItemError, typedError } from '../http/errors'
import type { DocumentStore } from '../store/document-store'
import { MAX_DOCUMENT_DEPTH, nestingDepth } from '../store/depth'
import { isValidDocumentId, randomKey } from '../store/ids'
import type { Access, DocumentChange, SanityDoc } from '../store/types'
import type { QueryEngine } from '../query/query-engine'
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

/**
 * Works out what a list of mutations does, against a private overlay of the store: nothing is
 * written here. Any failing mutation throws, so a transaction is applied whole or not at all.
 */
export async function planTransaction(
  input: unknown,
  ctx: MutationContext,
): Promise<PlannedTransaction> {
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
  const overlay = new Map<string, SanityDoc | null>()
  const current = (id: string): SanityDoc | null =>
    overlay.has(id) ? overlay.get(id)! : (ctx.store.get(ctx.dataset, id) ?? null)
  const results: MutationResult[] = []
  const applied: Json[] = []

  for (let index = 0; index < input.length; index++) {
    const raw = input[index] as unknown
    const fail = (type: string, description: string, status = 400, extra: Json = {}) =>
      mutationItemError(status, index, type, description, extra)
    if (!isPlainObject(raw)) throw fail('validationError', 'Mutation must be an object')
    const keys = Object.keys(raw)
    const kind = keys[0]
    if (keys.length !== 1 || !MUTATION_TYPES.includes(kind as (typeof MUTATION_TYPES)[number])) {
      throw fail(
        'validationError',
        `Unknown mutation type ${JSON.stringify(keys.join(','))}: expected one of ${MUTATION_TYPES.join(', ')}`,
      )
    }
    const body = raw[kind as string]
    if (!isPlainObject(body))
      throw fail('validationError', `The ${kind} mutation must be an object`)

    switch (kind) {
      case 'create':
      case 'createOrReplace':
      case 'createIfNotExists': {
        let doc = body as Json
        if (ctx.autoGenerateArrayKeys) doc = withArrayKeys(doc)
        let id = doc._id
        if (
          kind === 'create' &&
          (id === undefined || (typeof id === 'string' && id.endsWith('.')))
        ) {
          id = `${typeof id === 'string' ? id : ''}${randomKey()}`
        }
        if (id === undefined) throw fail('validationError', `The ${kind} mutation requires an _id`)
        if (!isValidDocumentId(id)) {
          throw fail('invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(id)}`)
        }
        if (typeof doc._type !== 'string' || doc._type.length === 0) {
          throw fail('validationError', `Document ${JSON.stringify(id)} must have a _type`)
        }
        doc = { ...doc, _id: id }
        const existing = current(id)
        applied.push({ [kind]: doc })
        if (kind === 'create' && existing) {
          throw fail(
            'documentAlreadyExistsError',
            `Document by ID ${JSON.stringify(id)} already exists`,
            409,
            { id },
          )
        }
        if (kind === 'createIfNotExists' && existing) {
          results.push({ id, operation: 'none' })
          break
        }
        overlay.set(id, doc as SanityDoc)
        results.push({ id, operation: existing ? 'update' : 'create' })
        break
      }

      case 'delete': {
        const ids = await targetIds(body, ctx, fail)
        applied.push({ delete: body })
        for (const id of ids) {
          overlay.set(id, null)
          results.push({ id, operation: 'delete' })
        }
        break
      }

      case 'patch': {
        for (const key of Object.keys(body)) {
          if (!PATCH_OPERATIONS.has(key) && !PATCH_META.has(key)) {
            throw fail('validationError', `Unknown patch operation ${JSON.stringify(key)}`)
          }
        }
        const invalid = invalidPatchArgument(body)
        if (invalid) throw fail('invalidPatchError', invalid)
        let operations: Json = {}
        for (const key of PATCH_OPERATIONS) if (key in body) operations[key] = body[key]
        if (ctx.autoGenerateArrayKeys) {
          operations = withArrayKeys(operations)
          if (Array.isArray(body.unset)) operations.unset = body.unset
        }
        const ids = await targetIds(body, ctx, fail)
        applied.push({ patch: { ...body, ...operations } })
        for (const id of ids) {
          const before = current(id)
          if (!before) {
            throw fail(
              'documentNotFoundError',
              `The document with the ID ${JSON.stringify(id)} was not found`,
              404,
              { id },
            )
          }
          const stored = ctx.store.get(ctx.dataset, id)
          if (typeof body.ifRevisionID === 'string' && stored?._rev !== body.ifRevisionID) {
            throw fail(
              'conflictError',
              `Document by ID ${JSON.stringify(id)} has unexpected revision ID (${JSON.stringify(stored?._rev ?? null)}), blocking mutation`,
              409,
              { id, expectedRevisionId: body.ifRevisionID },
            )
          }
          let after: SanityDoc | null
          try {
            after = new Mutation({ mutations: [{ patch: { ...operations, id } as never }] }).apply(
              before,
            ) as SanityDoc | null
          } catch (error) {
            throw fail('invalidPatchError', error instanceof Error ? error.message : String(error))
          }
          if (!after || after._id !== id || typeof after._type !== 'string' || !after._type) {
            throw fail('invalidPatchError', 'A patch may not change or remove _id or _type')
          }
          if (nestingDepth(after) > MAX_DOCUMENT_DEPTH) {
            throw fail(
              'invalidPatchError',
              `Documents may nest at most ${MAX_DOCUMENT_DEPTH} levels`,
            )
          }
          overlay.set(id, after)
          results.push({ id, operation: 'update' })
        }
        break
      }
    }
  }

  const changes: DocumentChange[] = []
  for (const [id, next] of overlay) {
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
  return { results, changes, mutations: applied }
}

async function targetIds(
  body: Json,
  ctx: MutationContext,
  fail: (type: string, description: string) => Error,
): Promise<string[]> {
  if (typeof body.id === 'string') {
    if (!isValidDocumentId(body.id)) {
      throw fail('invalidDocumentIdError', `Malformed document ID: ${JSON.stringify(body.id)}`)
    }
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

/**
 * Checks the arguments of a patch's operations, which @sanity/mutator would otherwise ignore
 * silently (`set: 5`, `inc: {n: "a"}`) and still commit as a new revision.
 */
function invalidPatchArgument(body: Json): string | null {
  for (const op of ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const) {
    if (!(op in body)) continue
    const arg = body[op]
    if (!isPlainObject(arg)) return `"${op}" must be an object of path => value`
    if (op === 'inc' || op === 'dec') {
      if (Object.values(arg).some((v) => typeof v !== 'number' || !Number.isFinite(v))) {
        return `"${op}" values must be numbers`
      }
    }
    if (op === 'diffMatchPatch' && Object.values(arg).some((v) => typeof v !== 'string')) {
      return '"diffMatchPatch" values must be patch strings'
    }
  }
  if ('unset' in body) {
    if (!Array.isArray(body.unset) || body.unset.some((p) => typeof p !== 'string')) {
      return '"unset" must be an array of paths'
    }
  }
  if ('insert' in body) {
    const insert = body.insert
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
  }
  if ('ifRevisionID' in body && typeof body.ifRevisionID !== 'string') {
    return '"ifRevisionID" must be a string'
  }
  return null
}

export function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
