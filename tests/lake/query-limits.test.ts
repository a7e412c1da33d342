import { beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '#scripts/seed/content/index'
import * as companyQueries from '#web/features/company/company-query'
import * as formsQueries from '#web/features/forms/forms-query'
import * as homeQueries from '#web/features/home/home-query'
import * as servicePageQueries from '#web/features/service-pages/service-page-query'
import * as siteQueries from '#web/content/queries'
import { API_VERSION, DATASET, useTestLake } from '#test-support/lake'
import { raw } from './support/lake-requests'

/**
 * Issue 11 item 1: one anonymous GROQ query may not hold the process. Queries that are not cheap
 * by construction run in worker threads under a deadline (anonymous tighter than tokens), are cut
 * off with a 4xx in Sanity's error shape (503 when every worker is busy), and meanwhile the lake
 * keeps answering. The result cache keeps to its byte budget.
 */
const ANONYMOUS_MS = 400
const TOKEN_MS = 60_000
const POSTS = 600

const lake = useTestLake({
  env: {
    LAKE_QUERY_TIMEOUT_MS_ANONYMOUS: String(ANONYMOUS_MS),
    LAKE_QUERY_TIMEOUT_MS: String(TOKEN_MS),
    LAKE_QUERY_CACHE_BYTES: String(2 * 1024 * 1024),
    LAKE_QUERY_MAX_RESULT_BYTES_ANONYMOUS: String(256 * 1024),
  },
})

beforeAll(async () => {
  const tx = lake.writer.transaction()
  for (let i = 0; i < POSTS; i++) {
    tx.createOrReplace({ _id: `post-${i}`, _type: 'post', n: i, title: `Post ${i}` })
  }
  for (const doc of seedDocuments) tx.createOrReplace(doc as never)
  await tx.commit({ visibility: 'sync' })
  // Starts the worker pool (a worker takes a few hundred ms to load), as any first query would.
  const warmUp = await query('*[_id == "post-1"]{"c": count(*[_id == ^._id])}', {}, lake.readToken)
  expect(warmUp.status).toBe(200)
})

function queryUrl(groq: string, params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams({ query: groq })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  return `${lake.url}/v${API_VERSION}/data/query/${DATASET}?${search}`
}

async function query(groq: string, params: Record<string, unknown> = {}, token?: string) {
  const started = performance.now()
  const reply = await raw(queryUrl(groq, params), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { ...reply, ms: performance.now() - started }
}

/** Waits until every worker (and the reserve) is loaded: a terminated one is being replaced. */
async function poolReady() {
  const deadline = Date.now() + 10_000
  for (;;) {
    const pool = lake.server.lake.engine.stats().pool
    if (pool && pool.idle >= pool.workers + 1) return
    if (Date.now() > deadline) throw new Error(`query workers not ready: ${JSON.stringify(pool)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - started }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

// The findings of the issue, as written, and a parameter-array variant.
const ABUSIVE: { name: string; groq: string; params?: Record<string, unknown> }[] = [
  { name: 'nested counts over *', groq: 'count(*[count(*[count(*) > 0]) > 0])' },
  {
    name: 'nested counts over a parameter array',
    groq: 'count(*[count($p[count($p[@ >= 0]) > 0]) > 0])',
    params: { p: range(400) },
  },
  { name: 'a projection cross product', groq: '*{"x": *{"y": *}}' },
  {
    name: 'nested filters with whitespace changed',
    groq: 'count( *[ count( *[ count(*)>1 ] )>1 ] )',
  },
]

// About 450² = 200,000 comparisons: a second or more, over the anonymous deadline, well within
// the token's (generous: the worker runs at a lower priority, and CI machines are loaded).
const heavy = (posts: number) =>
  `count(*[_type == "post" && n < ${posts}][count(*[_type == "post" && n > ^.n]) > 0])`

describe('query deadline and isolation', () => {
  for (const { name, groq, params } of ABUSIVE) {
    it(`refuses ${name} within the anonymous deadline, as a queryExecutionError`, async () => {
      await poolReady()
      const reply = await query(groq, params)
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({
        error: { type: 'queryExecutionError', description: expect.stringMatching(/time limit/) },
      })
      expect(reply.text).not.toMatch(/at .*\.(js|ts):\d+/)
      expect(reply.ms).toBeLessThan(ANONYMOUS_MS + 1500)
    })
  }

  it('answers /health and a normal query promptly while an abusive query runs', async () => {
    await poolReady()
    // A token holder's heavy query (seconds, within its budget) holds one worker meanwhile.
    const abusive = query(heavy(450), {}, lake.readToken)
    const anonymousAbuse = query(ABUSIVE[2]!.groq)
    // Awaited below; never left unhandled should an assertion fail first.
    abusive.catch(() => {})
    anonymousAbuse.catch(() => {})
    await new Promise((r) => setTimeout(r, 100))
    const health = await timed(() => raw(`${lake.url}/health`))
    const page = await timed(() => query('*[_type == "post" && n < 2] | order(n asc){title}'))
    const evaluated = await timed(() =>
      query('*[_type == "post" && n < $max]{title}', { max: Math.random() }),
    )
    let finished = false
    void abusive.then(() => (finished = true))
    await new Promise((r) => setTimeout(r, 0))
    expect(finished).toBe(false)
    expect(health.value.status).toBe(200)
    expect(page.value.status).toBe(200)
    expect(page.value.body).toMatchObject({ result: [{ title: 'Post 0' }, { title: 'Post 1' }] })
    expect(evaluated.value.status).toBe(200)
    // Before, the event loop was frozen for the whole query (21 s measured): now well under 1 s.
    expect(health.ms).toBeLessThan(1000)
    expect(page.ms).toBeLessThan(1000)
    expect(evaluated.ms).toBeLessThan(1000)
    expect((await anonymousAbuse).status).toBe(400)
    expect(await abusive).toMatchObject({ status: 200, body: { result: 450 } })
  })

  it('gives token holders the larger budget', async () => {
    await poolReady()
    // Not the query above: its result is in the cache now.
    const groq = heavy(449)
    const anonymous = await query(groq)
    expect(anonymous.status).toBe(400)
    expect(anonymous.body).toMatchObject({ error: { type: 'queryExecutionError' } })
    const withToken = await query(groq, {}, lake.readToken)
    expect(withToken.status).toBe(200)
    expect(withToken.body).toMatchObject({ result: 449 })
    expect(withToken.ms).toBeGreaterThan(ANONYMOUS_MS)
  })

  it('answers a flood of abusive anonymous queries with 400 or 503, never a hang or a 500', async () => {
    await poolReady()
    const replies = await Promise.all(
      range(40).map((i) => query(`count(*[count(*[count(*) > ${i}]) > 0])`)),
    )
    const statuses = replies.map((r) => r.status)
    expect(statuses.every((s) => s === 400 || s === 503)).toBe(true)
    for (const reply of replies.filter((r) => r.status === 503)) {
      expect(reply.body).toMatchObject({ error: { type: 'queryBusyError' } })
      expect(reply.headers.get('retry-after')).toBe('1')
    }
    expect(Math.max(...replies.map((r) => r.ms))).toBeLessThan(ANONYMOUS_MS + 3000)
    // The lake still serves afterwards.
    expect((await query('count(*[_type == "post"])')).body).toMatchObject({ result: POSTS })
  })

  it('refuses an anonymous result over its byte budget and oversized anonymous queries', async () => {
    // 600 posts of 600 characters: over the 256 KB set for this lake.
    const big = await query('*[_type == "post"]{"padding": $pad}', { pad: 'x'.repeat(600) })
    expect(big.status).toBe(400)
    expect(big.body).toMatchObject({
      error: { type: 'queryExecutionError', description: expect.stringMatching(/exceeds/) },
    })
    const long = await raw(`${lake.url}/v${API_VERSION}/data/query/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `[${'1,'.repeat(40_000)}1]` }),
    })
    expect(long.status).toBe(413)
    expect(long.body).toMatchObject({ error: { type: 'queryTooLargeError' } })
  })

  it('lets a listener with a runaway query neither stall commits nor the lake', async () => {
    await poolReady()
    const params = new URLSearchParams({
      query: '*[count($p[count($p[@ >= 0]) > 0]) > 0]',
      $p: JSON.stringify(range(1500)),
    })
    const controller = new AbortController()
    const stream = await fetch(`${lake.url}/v${API_VERSION}/data/listen/${DATASET}?${params}`, {
      signal: controller.signal,
    })
    expect(stream.status).toBe(200)
    const reader = stream.body!.getReader()
    await reader.read() // welcome
    try {
      for (let i = 0; i < 3; i++) {
        const commit = await timed(() =>
          lake.writer.createOrReplace({ _id: `listened-${i}`, _type: 'post', n: -1 }),
        )
        expect(commit.ms).toBeLessThan(1000)
        const health = await timed(() => raw(`${lake.url}/health`))
        expect(health.ms).toBeLessThan(1000)
      }
    } finally {
      controller.abort()
    }
  })
})

describe('query limits leave the site and the Studio alone', () => {
  const modules = [siteQueries, companyQueries, formsQueries, homeQueries, servicePageQueries]
  const siteQueryTexts = modules.flatMap((m) =>
    Object.entries(m)
      .filter(([name, value]) => name.endsWith('_QUERY') && typeof value === 'string')
      .map(([name, value]) => [name, value as string] as const),
  )

  it('evaluates every query of the site anonymously, quickly', async () => {
    expect(siteQueryTexts.length).toBeGreaterThan(10)
    // The abuse tests above end with workers terminated and being replaced: a query must not
    // count a worker's loading (slow on a loaded CI machine) against its 400 ms.
    await poolReady()
    const engine = lake.server.lake.engine
    for (const [name, text] of siteQueryTexts) {
      const params = Object.fromEntries(
        [...engine.compile(text).params].map((p) => [p, p === 'path' ? '/nowhere' : 'x']),
      )
      const reply = await query(text, params)
      expect(reply.status, `${name}: ${reply.text.slice(0, 300)}`).toBe(200)
      // Evaluated on the main thread (cheap by construction), far from any deadline.
      expect(reply.ms, name).toBeLessThan(2000)
    }
  })

  it('evaluates Studio-like queries with a token', async () => {
    const studio = [
      '*[_type == $type && !(_id in path("versions.**"))] | order(_updatedAt desc) [0...50]{_id, _type, title, _updatedAt}',
      '*[!(_id in path("_.**")) && _type in $types && (title match $term || _id match $term)] | order(_updatedAt desc)[0...20]{_id, _type}',
      'count(*[references($id)])',
      '*[_id in [$id, "drafts." + $id]]{_id, _rev, _updatedAt}',
      '{"types": array::unique(*[]._type), "total": count(*)}',
    ]
    for (const groq of studio) {
      const reply = await query(
        groq,
        { type: 'post', types: ['post'], term: 'Post 1*', id: 'post-1' },
        lake.readToken,
      )
      expect(reply.status, `${groq}: ${reply.text.slice(0, 300)}`).toBe(200)
      expect(reply.ms, groq).toBeLessThan(2000)
    }
  })
})

describe('result cache', () => {
  it('stays within its byte budget under many distinct large results', async () => {
    const engine = lake.server.lake.engine
    const budget = engine.stats().cacheBudget
    expect(budget).toBe(2 * 1024 * 1024)
    // Each result is about 120 KB (240 KB counted: two bytes per UTF-16 unit), 60 of them.
    for (let i = 0; i < 60; i++) {
      const reply = await query(`*[_type == "post" && n < 200]{title, "k": ${i}, "pad": $pad}`, {
        pad: 'y'.repeat(500),
      })
      expect(reply.status).toBe(200)
      expect(engine.stats().cacheBytes).toBeLessThanOrEqual(budget)
    }
    const stats = engine.stats()
    expect(stats.cacheEntries).toBeGreaterThan(0)
    expect(stats.cacheBytes).toBeGreaterThan(budget / 2)
  })

  it('serves a repeated query from the cache, the newest entries first kept', async () => {
    const groq = '*[_type == "post" && n == 7][0].title'
    expect((await query(groq)).body).toMatchObject({ result: 'Post 7' })
    const before = lake.server.lake.engine.stats().cacheEntries
    expect((await query(groq)).body).toMatchObject({ result: 'Post 7' })
    expect(lake.server.lake.engine.stats().cacheEntries).toBe(before)
  })
})
