import path from 'node:path'
import { evaluate, parse, type ExprNode } from 'groq-js'
import type { QueryConfig } from '../config'
import { queryParseError, typedError, type LakeError } from '../http/errors'
import { MAX_DOCUMENT_DEPTH, nestingDepth } from '../store/depth'
import { perspectiveKey, type DocumentStore } from '../store/document-store'
import type { Access, Perspective } from '../store/types'
import { MAX_QUERY_TAGS, queryTags } from '../live/sync-tags'
import { dependsOnIdentity, dependsOnTime, parameterNames, readsEverything } from './ast'
import { costShape, estimatedWork, type CostShape } from './cost'
import { recordingDereference } from './dereference'
import { candidateDocuments, planCandidates, type CandidatePlan } from './prefilter'
import { PoolError, QueryPool, type Lane } from './query-pool'
import { ResultCache, type QueryAnswer } from './result-cache'

export type { QueryAnswer } from './result-cache'

interface CompiledQuery {
  tree: ExprNode
  params: Set<string>
  plan: CandidatePlan
  /** Has a `*` (else it reads documents only through `->`): decides its sync tags. */
  readsEverything: boolean
  cacheable: boolean
  /** Calls identity(): its cached results are keyed by the caller too, not only the read scope. */
  perUser: boolean
  cost: CostShape
}

export interface QueryRequest {
  dataset: string
  query: string
  params: Record<string, unknown>
  perspective: Perspective
  access: Access
}

const MAX_COMPILED = 2000
/** Compiled trees kept: their query texts together, and the longest text cached. */
const MAX_COMPILED_CHARS = 4 * 1024 * 1024
const MAX_COMPILED_QUERY_CHARS = 64 * 1024
/**
 * What the main thread evaluates itself ("cheap by construction", see cost.ts): no iteration over
 * `*`, `^` or a parameter inside another iteration, no `match`, parameters of at most this many
 * JSON characters, at most this much work (below), and a query of at most this many syntax nodes.
 * Everything else goes to the worker pool.
 */
const INLINE_MAX_PARAM_CHARS = 64 * 1024
/** Steps of a query that is not nested, as estimated by cost.ts's estimatedWork. */
const INLINE_MAX_WORK = 100_000
const INLINE_MAX_NODES = 1000

/** Limits when the lake's configuration has not been applied (unit tests): no workers. */
const DEFAULT_QUERY_CONFIG: QueryConfig = {
  timeoutMs: 15_000,
  timeoutMsAnonymous: 2_000,
  maxResultBytes: 64 * 1024 * 1024,
  maxResultBytesAnonymous: 4 * 1024 * 1024,
  maxInputBytesAnonymous: 64 * 1024,
  workers: 0,
  workerHeapMb: 256,
  queueMax: 32,
  cacheBytes: 8 * 1024 * 1024,
}

/**
 * Evaluates GROQ with groq-js over a view of the store. Compiled queries are kept by text, and
 * results by (query, params, perspective, access) until the dataset changes: a site asks the same
 * few queries over and over, and between two writes the answer cannot change.
 *
 * Isolation (issue 11): a query that is not cheap by construction (cost.ts) runs in a worker
 * thread of a QueryPool under a deadline, so it can neither block the event loop that serves the
 * site nor run on: past the deadline its worker is terminated. Anonymous callers get the tighter
 * limits. The result cache has a byte budget.
 */
export class QueryEngine {
  private readonly compiled = new Map<string, CompiledQuery>()
  private compiledChars = 0
  private results: ResultCache
  private limits: QueryConfig
  private pool: QueryPool | null = null
  private closed = false
  private databaseFile: string | null = null
  /** Listen queries that ran past their deadline once: they match nothing from then on. */
  private readonly refusedListenTrees = new WeakSet<ExprNode>()
  private readonly listenCost = new WeakMap<ExprNode, CostShape>()

  constructor(
    private readonly store: DocumentStore,
    private readonly projectId: string,
    options: { query?: QueryConfig; dataDir?: string } = {},
  ) {
    this.limits = options.query ?? DEFAULT_QUERY_CONFIG
    this.results = new ResultCache(this.limits.cacheBytes)
    if (options.dataDir) this.databaseFile = path.join(options.dataDir, 'lake.sqlite')
    // Workers keep their copy of the datasets current with every commit, in commit order.
    store.onCommit((tx) => {
      this.pool?.delta(
        tx.dataset,
        tx.changes.map((c) => ({ id: c.id, after: c.after })),
      )
    })
  }

  /** Stops the workers for good (the lake is shutting down); queries in flight get a 503. */
  close(): void {
    this.closed = true
    this.pool?.close()
    this.pool = null
  }

  /** Cache and pool figures (tests, benchmarks). */
  stats() {
    return {
      cacheBytes: this.results.bytes,
      cacheEntries: this.results.size,
      cacheBudget: this.results.budgetBytes,
      pool: this.pool?.stats() ?? null,
    }
  }

  private workers(): QueryPool | null {
    if (this.pool) return this.pool
    if (this.limits.workers <= 0 || !this.databaseFile || this.closed) return null
    this.pool = new QueryPool({
      size: this.limits.workers,
      heapMb: this.limits.workerHeapMb,
      queueMax: this.limits.queueMax,
      databaseFile: this.databaseFile,
      datasets: this.store.datasets(),
      projectId: this.projectId,
    })
    return this.pool
  }

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
      readsEverything: readsEverything(tree),
      cacheable: !dependsOnTime(tree),
      perUser: dependsOnIdentity(tree),
      cost: costShape(tree),
    }
    if (cacheKey.length <= MAX_COMPILED_QUERY_CHARS) {
      while (
        this.compiled.size > 0 &&
        (this.compiled.size >= MAX_COMPILED ||
          this.compiledChars + cacheKey.length > MAX_COMPILED_CHARS)
      ) {
        const oldest = this.compiled.keys().next().value as string
        this.compiled.delete(oldest)
        this.compiledChars -= oldest.length
      }
      this.compiled.set(cacheKey, compiled)
      this.compiledChars += cacheKey.length
    }
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
    return (await this.answer(request)).json
  }

  /**
   * Runs a query: its result serialized as JSON, and the sync tags of what it could read (the
   * candidates of its `*`s and every id it followed through `->`, live/sync-tags.ts).
   */
  async answer(request: QueryRequest): Promise<QueryAnswer> {
    const { dataset, query, params, perspective, access } = request
    if (nestingDepth(params) > MAX_DOCUMENT_DEPTH) {
      throw typedError(
        400,
        'validationError',
        `Parameters may nest at most ${MAX_DOCUMENT_DEPTH} levels`,
      )
    }
    const anonymous = access.kind === 'anonymous'
    const paramsJson = JSON.stringify(params)
    const limits = this.limits
    if (anonymous && query.length + paramsJson.length > limits.maxInputBytesAnonymous) {
      throw typedError(
        413,
        'queryTooLargeError',
        `Query and parameters exceed ${limits.maxInputBytesAnonymous} bytes, the limit for requests without a token`,
      )
    }
    const compiled = this.compile(query, params)
    this.checkParams(compiled, query, params)

    const generation = this.store.generation(dataset)
    // Keyed by the read scope, which decides the result; identity() adds who asks (a viewer must
    // not get the id of the editor who ran the query first). Keying only those queries by user
    // keeps one shared entry for everything else.
    const who = compiled.perUser ? `${access.identity}\u0000` : ''
    const cacheKey = compiled.cacheable
      ? `${dataset}\u0000${access.read}\u0000${who}${perspectiveKey(perspective)}\u0000${query}\u0000${paramsJson}`
      : null
    if (cacheKey) {
      const cached = this.results.get(cacheKey, generation)
      if (cached !== undefined) return cached
    }

    const maxResultChars = anonymous ? limits.maxResultBytesAnonymous : limits.maxResultBytes
    const timeoutMs = anonymous ? limits.timeoutMsAnonymous : limits.timeoutMs
    const pool = this.workers()
    const view = this.store.view(dataset, perspective, access)
    const candidates = compiled.plan(params)
    const documents = candidates ? candidateDocuments(view, candidates) : view.all
    const { cost } = compiled
    const work = estimatedWork(cost, documents.length, paramsJson.length)
    const inline =
      !pool ||
      (!cost.nestedOverDataset &&
        cost.nodes <= INLINE_MAX_NODES &&
        paramsJson.length <= INLINE_MAX_PARAM_CHARS &&
        work <= INLINE_MAX_WORK)

    let json: string
    let references: ReadonlySet<string> | null
    if (inline) {
      let result: unknown
      // `->` goes through the same view, so it respects perspective and access.
      const followed = recordingDereference(view, MAX_QUERY_TAGS)
      try {
        const value = await evaluate(compiled.tree, {
          dataset: documents,
          params,
          dereference: followed.dereference,
          identity: access.identity,
          sanity: { projectId: this.projectId, dataset },
        })
        result = await value.get()
      } catch (error) {
        throw typedError(400, 'queryExecutionError', messageOf(error), { query })
      }
      json = JSON.stringify(result ?? null)
      if (json.length > maxResultChars) throw resultTooLarge(query, maxResultChars, anonymous)
      references = followed.references()
    } else {
      const lane: Lane = anonymous ? 'anonymous' : 'trusted'
      try {
        const reply = await pool.query(
          {
            dataset,
            tree: compiled.tree,
            params,
            perspective,
            read: access.read,
            identity: access.identity,
            maxResultChars,
            maxReferences: MAX_QUERY_TAGS,
          },
          lane,
          timeoutMs,
        )
        json = reply.json
        references = reply.references && new Set(reply.references)
      } catch (error) {
        throw poolError(error, query, { timeoutMs, maxResultChars, anonymous })
      }
    }

    const everything = !compiled.readsEverything ? 'none' : (candidates ?? 'all')
    const answer: QueryAnswer = { json, syncTags: queryTags(dataset, { everything, references }) }
    if (cacheKey) this.results.set(cacheKey, generation, answer)
    return answer
  }

  /** Evaluates a query against one document: used to decide which listeners see a mutation. */
  async matches(tree: ExprNode, doc: unknown, params: Record<string, unknown>): Promise<boolean> {
    if (!doc) return false
    if (this.refusedListenTrees.has(tree)) return false
    let cost = this.listenCost.get(tree)
    if (!cost) this.listenCost.set(tree, (cost = costShape(tree)))
    const pool = this.workers()
    // Over a one-document dataset, `*` costs nothing: only parameters, `^` and regexps can explode.
    const paramsChars = JSON.stringify(params).length
    const cheap =
      !cost.nestedOverOther &&
      cost.nodes <= INLINE_MAX_NODES &&
      paramsChars <= INLINE_MAX_PARAM_CHARS &&
      estimatedWork({ ...cost, everything: 0 }, 1, paramsChars) <= INLINE_MAX_WORK
    if (!pool || cheap) {
      const value = await evaluate(tree, { dataset: [doc], params })
      const result = await value.get()
      return Array.isArray(result) ? result.length > 0 : Boolean(result)
    }
    try {
      return await pool.match(tree, doc, params, this.limits.timeoutMsAnonymous)
    } catch (error) {
      // A listen query that cannot be evaluated within the deadline matches nothing, for good.
      if (error instanceof PoolError && error.failure.kind !== 'busy') {
        this.refusedListenTrees.add(tree)
      }
      return false
    }
  }
}

function resultTooLarge(query: string, maxChars: number, anonymous: boolean): LakeError {
  return typedError(
    400,
    'queryExecutionError',
    `Query result exceeds ${maxChars} bytes${anonymous ? ', the limit for requests without a token' : ''}`,
    { query },
  )
}

function poolError(
  error: unknown,
  query: string,
  limits: { timeoutMs: number; maxResultChars: number; anonymous: boolean },
): LakeError {
  if (!(error instanceof PoolError)) {
    return typedError(400, 'queryExecutionError', messageOf(error), { query })
  }
  const who = limits.anonymous ? ', the limit for requests without a token' : ''
  switch (error.failure.kind) {
    case 'timeout':
      return typedError(
        400,
        'queryExecutionError',
        `Query exceeded its time limit of ${limits.timeoutMs} ms${who}`,
        { query, limit: 'time' },
      )
    case 'memory':
      return typedError(400, 'queryExecutionError', 'Query exceeded its memory budget', {
        query,
        limit: 'memory',
      })
    case 'tooLarge':
      return resultTooLarge(query, limits.maxResultChars, limits.anonymous)
    case 'busy':
      return typedError(
        503,
        'queryBusyError',
        'All query workers are busy with other queries: retry shortly',
      )
    case 'error':
      return typedError(400, 'queryExecutionError', error.failure.message, { query })
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
