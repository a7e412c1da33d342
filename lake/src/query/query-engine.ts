import { evaluate, parse, type ExprNode } from 'groq-js'
import { queryParseError, typedError } from '../http/errors'
import { MAX_DOCUMENT_DEPTH, nestingDepth } from '../store/depth'
import { perspectiveKey, type DocumentStore } from '../store/document-store'
import type { Access, Perspective } from '../store/types'
import { dependsOnTime, parameterNames } from './ast'
import { candidateDocuments, planCandidates, type CandidatePlan } from './prefilter'

interface CompiledQuery {
  tree: ExprNode
  params: Set<string>
  plan: CandidatePlan
  cacheable: boolean
}

export interface QueryRequest {
  dataset: string
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  access: Access
}

const MAX_COMPILED = 2000
const MAX_CACHED_RESULTS = 2000
const MAX_CACHED_RESULT_BYTES = 256 * 1024

/**
 * Evaluates GROQ with groq-js over a view of the store. Compiled queries are kept by text, and
 * results by (query, params, perspective, access) until the dataset changes: a site asks the same
 * few queries over and over, and between two writes the answer cannot change.
 */
export class QueryEngine {
  private readonly compiled = new Map<string, CompiledQuery>()
  private readonly results = new Map<string, { generation: number; json: string }>()

  constructor(
    private readonly store: DocumentStore,
    private readonly projectId: string,
  ) {}

  /**
   * Parses (or fetches from cache) a query; throws a queryParseError LakeError when invalid.
   * A few constructs need the parameters at parse time (the Studio slices with them:
   * `[0...$__limit]`); such a query is parsed again with its parameters and cached per value.
   */
  compile(query: string, params: Record<string, unknown> = {}): CompiledQuery {
    const hit = this.compiled.get(query)
    if (hit) return hit
    let tree: ExprNode
    let cacheKey = query
    try {
      tree = parse(query)
    } catch (error) {
      if (Object.keys(params).length === 0) throw toParseError(query, error)
      cacheKey = `${query}\u0000${JSON.stringify(params)}`
      const withParams = this.compiled.get(cacheKey)
      if (withParams) return withParams
      try {
        tree = parse(query, { params })
      } catch (errorWithParams) {
        throw toParseError(query, errorWithParams)
      }
    }
    const compiled: CompiledQuery = {
      tree,
      params: parameterNames(tree),
      plan: planCandidates(tree),
      cacheable: !dependsOnTime(tree),
    }
    if (this.compiled.size >= MAX_COMPILED) this.compiled.clear()
    this.compiled.set(cacheKey, compiled)
    return compiled
  }

  /** A `$param` the query uses but the request does not give is a 400, as in Sanity. */
  checkParams(compiled: CompiledQuery, query: string, params: Record<string, unknown>): void {
    for (const name of compiled.params) {
      if (name in params) continue
      const at = Math.max(query.indexOf(`$${name}`), 0)
      throw queryParseError(
        query,
        `param $${name} referenced, but not provided`,
        at,
        at + name.length + 1,
      )
    }
  }

  /** Runs a query and returns its result serialized as JSON. */
  async run(request: QueryRequest): Promise<string> {
    const { dataset, query, params, perspective, access } = request
    if (nestingDepth(params) > MAX_DOCUMENT_DEPTH) {
      throw typedError(
        400,
        'validationError',
        `Parameters may nest at most ${MAX_DOCUMENT_DEPTH} levels`,
      )
    }
    const compiled = this.compile(query, params)
    this.checkParams(compiled, query, params)

    const generation = this.store.generation(dataset)
    const cacheKey = compiled.cacheable
      ? `${dataset}\u0000${access.read}\u0000${perspectiveKey(perspective)}\u0000${query}\u0000${JSON.stringify(params)}`
      : null
    if (cacheKey) {
      const cached = this.results.get(cacheKey)
      if (cached && cached.generation === generation) return cached.json
    }

    const view = this.store.view(dataset, perspective, access)
    const candidates = compiled.plan(params)
    const documents = candidates ? candidateDocuments(view, candidates) : view.all
    let result: unknown
    try {
      const value = await evaluate(compiled.tree, {
        dataset: documents,
        params,
        // `->` goes through the same view, so it respects perspective and access.
        dereference: ({ _ref }) => view.byId.get(_ref) ?? null,
        identity: access.identity,
        sanity: { projectId: this.projectId, dataset },
      })
      result = await value.get()
    } catch (error) {
      throw typedError(400, 'queryExecutionError', messageOf(error), { query })
    }
    const json = JSON.stringify(result ?? null)

    if (cacheKey && json.length <= MAX_CACHED_RESULT_BYTES) {
      if (this.results.size >= MAX_CACHED_RESULTS) this.results.clear()
      this.results.set(cacheKey, { generation, json })
    }
    return json
  }

  /** Evaluates a query against one document: used to decide which listeners see a mutation. */
  async matches(tree: ExprNode, doc: unknown, params: Record<string, unknown>): Promise<boolean> {
    if (!doc) return false
    const value = await evaluate(tree, { dataset: [doc], params })
    const result = await value.get()
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  }
}

function toParseError(query: string, error: unknown) {
  const message = messageOf(error)
  const position =
    error && typeof error === 'object' && 'position' in error && typeof error.position === 'number'
      ? error.position
      : 0
  return queryParseError(query, message, position, position + 1)
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
