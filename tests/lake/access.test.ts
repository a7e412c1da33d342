import { beforeAll, describe, expect, it } from 'vitest'
import { DATASET, useTestLake } from '#test-support/lake'
import { countAll, raw, rejection } from './support/lake-requests'

// Visibility and permissions (research/sanity-api.md §4.1) and CORS (§5.2).
const ALLOWED_ORIGIN = 'http://localhost:3334'

const lake = useTestLake({
  env: { LAKE_CORS_ORIGINS: `${ALLOWED_ORIGIN},http://studio.test` },
})

beforeAll(async () => {
  await lake.writer
    .transaction()
    .create({
      _id: 'post-1',
      _type: 'post',
      title: 'Public',
      ref: { _type: 'reference', _ref: 'private.cfg' },
    })
    .create({
      _id: 'post-2',
      _type: 'post',
      title: 'Points at draft',
      ref: { _type: 'reference', _ref: 'drafts.post-1', _weak: true },
    })
    .create({ _id: 'drafts.post-1', _type: 'post', title: 'Draft' })
    .create({ _id: 'private.cfg', _type: 'cfg', secret: 's3cr3t' })
    .commit()
})

describe('visibility', () => {
  it('anonymous queries see only ids without a dot', async () => {
    const ids = await lake.anon.fetch('*._id', {}, { perspective: 'raw' })
    expect([...(ids as string[])].sort()).toEqual(['post-1', 'post-2'])
    expect(await lake.anon.fetch('count(*[_type == "cfg"])', {}, { perspective: 'raw' })).toBe(0)
  })

  it('anonymous -> dereference of a dotted id yields null', async () => {
    const q = '*[_type == "post"] | order(_id asc){_id, "r": ref->{_id}}'
    expect(await lake.anon.fetch(q, {}, { perspective: 'raw' })).toEqual([
      { _id: 'post-1', r: null },
      { _id: 'post-2', r: null },
    ])
    expect(await lake.reader.fetch(q, {}, { perspective: 'raw' })).toEqual([
      { _id: 'drafts.post-1', r: null },
      { _id: 'post-1', r: { _id: 'private.cfg' } },
      { _id: 'post-2', r: { _id: 'drafts.post-1' } },
    ])
  })

  it('anonymous drafts perspective does not overlay drafts', async () => {
    const result = await lake.anon.fetch(
      '*[_id == "post-1"][0].title',
      {},
      { perspective: 'drafts' },
    )
    expect(result).toBe('Public')
    expect(
      await lake.reader.fetch('*[_id == "post-1"][0].title', {}, { perspective: 'drafts' }),
    ).toBe('Draft')
  })

  it('the doc endpoint omits dotted ids for anonymous callers with reason permission', async () => {
    const res = await raw(`${lake.url}/v2025-02-19/data/doc/${DATASET}/private.cfg,post-1`)
    expect(res.body).toMatchObject({
      documents: [{ _id: 'post-1' }],
      omitted: [{ id: 'private.cfg', reason: 'permission' }],
    })
    expect(await lake.anon.getDocument('private.cfg')).toBeUndefined()
    expect(await lake.reader.getDocument('private.cfg')).toMatchObject({ secret: 's3cr3t' })
  })

  it('a read token sees drafts and private documents', async () => {
    const ids = (await lake.reader.fetch('*._id', {}, { perspective: 'raw' })) as string[]
    expect([...ids].sort()).toEqual(['drafts.post-1', 'post-1', 'post-2', 'private.cfg'])
  })

  it('an unknown token is refused with 401 (not treated as anonymous)', async () => {
    const bad = lake.client({ token: 'not-a-real-token-at-all' })
    const error = await rejection(() => bad.fetch('count(*)'))
    expect(error.statusCode).toBe(401)
    expect(error.response?.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
  })
})

describe('write permissions', () => {
  it('anonymous writes get 401 in Boom style and change nothing', async () => {
    const before = await countAll(lake)
    const error = await rejection(() => lake.anon.create({ _id: 'x', _type: 'post' }))
    expect(error.statusCode).toBe(401)
    expect(error.response?.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.any(String),
    })
    expect(error.message).toMatch(/^Unauthorized - /)
    expect(await countAll(lake)).toBe(before)
  })

  it('read-token writes get 403 with insufficientPermissionsError items', async () => {
    const before = await countAll(lake)
    const error = await rejection(() =>
      lake.reader
        .transaction()
        .create({ _id: 'x', _type: 'post' })
        .patch('post-1', (p) => p.set({ title: 'hacked' }))
        .commit(),
    )
    expect(error.statusCode).toBe(403)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [
        { index: 0, error: { type: 'insufficientPermissionsError' } },
        { index: 1, error: { type: 'insufficientPermissionsError' } },
      ],
    })
    expect(await countAll(lake)).toBe(before)
    expect((await lake.reader.getDocument('post-1'))!.title).toBe('Public')
  })

  it('asset uploads need the write token: 401 anonymous, 403 read', async () => {
    const bytes = Buffer.from('hello asset')
    const anonError = await rejection(() => lake.anon.assets.upload('file', bytes))
    expect(anonError.statusCode).toBe(401)
    const readError = await rejection(() => lake.reader.assets.upload('file', bytes))
    expect(readError.statusCode).toBe(403)
    expect(readError.response?.body).toMatchObject({ statusCode: 403, error: 'Forbidden' })
    expect(await lake.writer.fetch('count(*[_type == "sanity.fileAsset"])')).toBe(0)
  })
})

describe('CORS', () => {
  const url = () => `${lake.url}/v2025-02-19/data/query/${DATASET}?query=count(*)`

  it('an allowlisted origin gets Access-Control-Allow-Origin and credentials', async () => {
    const res = await fetch(url(), { headers: { origin: ALLOWED_ORIGIN } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    await res.arrayBuffer()
  })

  it('answers a preflight for an allowlisted origin with the Studio headers', async () => {
    const res = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://studio.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sanity-app',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://studio.test')
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase()
    for (const h of ['authorization', 'content-type', 'x-sanity-app']) expect(allowed).toContain(h)
  })

  it('a foreign origin gets no CORS headers', async () => {
    for (const origin of ['http://evil.test', 'null', 'http://localhost:3334.evil.test']) {
      const res = await fetch(url(), { headers: { origin } })
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull()
      expect(res.headers.get('access-control-allow-credentials'), origin).toBeNull()
      await res.arrayBuffer()
      const pre = await fetch(url(), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(pre.headers.get('access-control-allow-origin'), origin).toBeNull()
      await pre.arrayBuffer()
    }
  })
})
