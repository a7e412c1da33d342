import { beforeAll, describe, expect, it } from 'vitest'
import { syncTag } from '#lake/live/sync-tags'
import { DATASET, useTestLake } from '#test-support/lake'
import { raw } from './support/lake-requests'

// GET/POST /data/query: params, the GET->POST switch of the client, filterResponse, returnQuery
// and perspectives (research/sanity-api.md §1.2, §1.3, §3 "Perspectives").
const requests: string[] = []

const lake = useTestLake()

beforeAll(async () => {
  lake.server.app.server.on('request', (req: { method?: string; url?: string }) => {
    requests.push(`${req.method} ${req.url}`)
  })
  await lake.writer
    .transaction()
    .create({ _id: 'author-1', _type: 'author', name: 'Ada' })
    .create({
      _id: 'post-1',
      _type: 'post',
      title: 'One',
      author: { _type: 'reference', _ref: 'author-1' },
    })
    .create({ _id: 'drafts.post-1', _type: 'post', title: 'One (draft)' })
    .create({ _id: 'drafts.post-2', _type: 'post', title: 'Two (draft only)' })
    .create({ _id: 'post-3', _type: 'post', title: 'Three' })
    .commit()
})

describe('fetch', () => {
  it('runs a query with params over GET and returns the result', async () => {
    requests.length = 0
    const result = await lake.writer.fetch<{ _id: string; title: string }[]>(
      '*[_type == $t] | order(_id asc){_id, title}',
      { t: 'post' },
    )
    expect(result).toEqual([
      { _id: 'post-1', title: 'One' },
      { _id: 'post-3', title: 'Three' },
    ])
    const sent = requests.find((r) => r.includes('/data/query/'))!
    expect(sent).toMatch(/^GET \/v2025-02-19\/data\/query\/production\?query=/)
    expect(sent).toContain('%24t=%22post%22')
  })

  it('dereferences with ->', async () => {
    const result = await lake.writer.fetch('*[_id == "post-1"][0]{title, "author": author->name}')
    expect(result).toEqual({ title: 'One', author: 'Ada' })
  })

  it('switches to POST for a long query and still answers it', async () => {
    requests.length = 0
    const ids = Array.from({ length: 1500 }, (_, i) => `post-${i}`)
    const result = await lake.writer.fetch<string[]>('*[_id in $ids] | order(_id asc)._id', { ids })
    expect(result).toEqual(['post-1', 'post-3'])
    const sent = requests.find((r) => r.includes('/data/query/'))!
    expect(sent).toBe('POST /v2025-02-19/data/query/production?returnQuery=false')
  })

  it('gives {query, result, syncTags, ms} with filterResponse:false', async () => {
    const response = (await lake.writer.fetch(
      'count(*[_type == "post"])',
      {},
      {
        filterResponse: false,
      },
    )) as unknown as Record<string, unknown>
    expect(response.query).toBe('count(*[_type == "post"])')
    expect(response.result).toBe(2)
    expect(Number.isInteger(response.ms)).toBe(true)
    expect(response.ms as number).toBeGreaterThanOrEqual(0)
    // The tags of what the query could read: the post type (live/sync-tags.ts).
    expect(response.syncTags).toEqual([syncTag(DATASET, 't:post')])
  })

  it('echoes the query unless returnQuery=false', async () => {
    const base = `${lake.url}/v2025-02-19/data/query/${DATASET}?query=${encodeURIComponent('count(*)')}&perspective=raw`
    const withQuery = await raw(base, { headers: { authorization: `Bearer ${lake.readToken}` } })
    expect(withQuery.status).toBe(200)
    expect(withQuery.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(withQuery.body).toMatchObject({ query: 'count(*)', result: 5 })
    const without = await raw(`${base}&returnQuery=false`, {
      headers: { authorization: `Bearer ${lake.readToken}` },
    })
    expect(without.body).not.toHaveProperty('query')
    expect(without.body).toMatchObject({ result: 5 })
  })

  it('answers a raw POST with {query, params} in the body', async () => {
    const res = await raw(`${lake.url}/v2025-02-19/data/query/${DATASET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_id == $id][0].title', params: { id: 'post-3' } }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ query: '*[_id == $id][0].title', result: 'Three' })
  })
})

describe('perspectives', () => {
  const ids = '*[_type == "post"] | order(_id asc)._id'

  it('raw returns drafts and published documents', async () => {
    const result = await lake.writer.fetch(ids, {}, { perspective: 'raw' })
    expect(result).toEqual(['drafts.post-1', 'drafts.post-2', 'post-1', 'post-3'])
  })

  it('published returns only published documents', async () => {
    const result = await lake.writer.fetch(ids, {}, { perspective: 'published' })
    expect(result).toEqual(['post-1', 'post-3'])
  })

  it('drafts overlays drafts on published ids and keeps _originalId', async () => {
    const result = await lake.writer.fetch(
      '*[_type == "post"] | order(_id asc){_id, _originalId, title}',
      {},
      { perspective: 'drafts' },
    )
    expect(result).toEqual([
      { _id: 'post-1', _originalId: 'drafts.post-1', title: 'One (draft)' },
      { _id: 'post-2', _originalId: 'drafts.post-2', title: 'Two (draft only)' },
      { _id: 'post-3', _originalId: null, title: 'Three' },
    ])
  })

  it('defaults to published since API 2025-02-19', async () => {
    expect(await lake.writer.fetch(ids)).toEqual(['post-1', 'post-3'])
  })

  it('defaults to raw before API 2025-02-19', async () => {
    const old = lake.client({ token: lake.writeToken, apiVersion: '2021-10-21' })
    expect(await old.fetch(ids)).toEqual(['drafts.post-1', 'drafts.post-2', 'post-1', 'post-3'])
  })

  it('refuses an invalid perspective with 400', async () => {
    const res = await raw(
      `${lake.url}/v2025-02-19/data/query/${DATASET}?query=count(*)&perspective=${encodeURIComponent('a b')}`,
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' })
  })
})
