import { beforeEach, describe, expect, it } from 'vitest'
import type { SanityDocument } from '@sanity/client'
import { DATASET, useTestLake } from '#test-support/lake'
import { countAll, raw, rejection } from './support/lake-requests'

// POST /data/mutate: every mutation and patch type through the real client, atomic transactions,
// revisions, and the query options of research/sanity-api.md §1.2, §1.3 and §4.2.

const lake = useTestLake()

beforeEach(async () => {
  await lake.writer.delete({ query: '*' })
})

type Doc = SanityDocument<Record<string, unknown>>

describe('create / createOrReplace / createIfNotExists / delete', () => {
  it('create returns the document with _rev equal to the transaction id', async () => {
    const doc = await lake.writer.create({ _id: 'post-1', _type: 'post', title: 'Hi' })
    expect(doc).toMatchObject({ _id: 'post-1', _type: 'post', title: 'Hi' })
    expect(doc._rev).toMatch(/^[a-zA-Z0-9]{22}$/)
    expect(doc._createdAt).toBe(doc._updatedAt)
    const stored = await lake.writer.getDocument('post-1')
    expect(stored).toEqual(doc)
  })

  it('create without _id or with an id ending in "." generates one', async () => {
    const a = await lake.writer.create({ _type: 'post', title: 'A' })
    expect(a._id).toMatch(/^[a-zA-Z0-9]{22}$/)
    const b = await lake.writer.create({ _id: 'drafts.', _type: 'post', title: 'B' })
    expect(b._id).toMatch(/^drafts\.[a-zA-Z0-9]{22}$/)
  })

  it('create with returnDocuments:false returns {transactionId, results, documentId}', async () => {
    const res = await lake.writer.create(
      { _id: 'post-2', _type: 'post' },
      { returnDocuments: false },
    )
    expect(res).toEqual({
      transactionId: expect.stringMatching(/^[a-zA-Z0-9]{22}$/),
      results: [{ id: 'post-2', operation: 'create' }],
      documentId: 'post-2',
    })
    const stored = await lake.writer.getDocument('post-2')
    expect(stored!._rev).toBe(res.transactionId)
  })

  it('create of an existing id fails with 409 and changes nothing', async () => {
    const first = await lake.writer.create({ _id: 'post-1', _type: 'post', title: 'First' })
    const error = await rejection(() =>
      lake.writer.create({ _id: 'post-1', _type: 'post', title: 'Second' }),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: 'post-1' } }],
    })
    expect(await lake.writer.getDocument('post-1')).toEqual(first)
  })

  it('createOrReplace replaces, keeps _createdAt and moves _updatedAt', async () => {
    const first = await lake.writer.create({ _id: 'post-1', _type: 'post', title: 'A', extra: 1 })
    await new Promise((r) => setTimeout(r, 5))
    const second = await lake.writer.createOrReplace({ _id: 'post-1', _type: 'post', title: 'B' })
    expect(second.title).toBe('B')
    expect(second).not.toHaveProperty('extra')
    expect(second._createdAt).toBe(first._createdAt)
    expect(second._updatedAt > first._updatedAt).toBe(true)
    expect(second._rev).not.toBe(first._rev)
  })

  it('createIfNotExists is a no-op when the id exists', async () => {
    const first = await lake.writer.create({ _id: 'post-1', _type: 'post', title: 'A' })
    const res = await lake.writer.createIfNotExists(
      { _id: 'post-1', _type: 'post', title: 'B' },
      { returnDocuments: false },
    )
    expect(res.results).toEqual([{ id: 'post-1', operation: 'none' }])
    expect(await lake.writer.getDocument('post-1')).toEqual(first)
    const created = await lake.writer.createIfNotExists({ _id: 'post-9', _type: 'post' })
    expect(created).toMatchObject({ _id: 'post-9', _type: 'post' })
  })

  it('delete removes by id and succeeds for a missing id', async () => {
    await lake.writer.create({ _id: 'post-1', _type: 'post' })
    const res = await lake.writer.delete('post-1', { returnDocuments: false })
    expect(res.results).toEqual([{ id: 'post-1', operation: 'delete' }])
    expect(await lake.writer.getDocument('post-1')).toBeUndefined()
    const missing = await lake.writer.delete('never-was')
    expect(missing).toBeDefined()
  })

  it('delete by query removes every match', async () => {
    await lake.writer
      .transaction()
      .create({ _id: 'a', _type: 'post', n: 1 })
      .create({ _id: 'b', _type: 'post', n: 2 })
      .create({ _id: 'c', _type: 'author' })
      .commit()
    const res = await lake.writer.delete({ query: '*[_type == $t]', params: { t: 'post' } })
    expect(res).toBeDefined()
    expect(await lake.writer.fetch('*._id', {}, { perspective: 'raw' })).toEqual(['c'])
  })
})

describe('patch', () => {
  beforeEach(async () => {
    await lake.writer.create({
      _id: 'post-1',
      _type: 'post',
      title: 'Hello',
      views: 10,
      tags: ['a', 'b', 'c'],
      body: 'abc',
      nested: { x: 1, y: 2 },
    })
  })

  it('set, setIfMissing, unset, inc and dec', async () => {
    const doc = (await lake.writer
      .patch('post-1')
      .set({ title: 'Patched', 'nested.x': 5 })
      .setIfMissing({ likes: 0, title: 'ignored' })
      .unset(['nested.y', 'missing.path'])
      .inc({ views: 3 })
      .dec({ likes: 2 })
      .commit()) as Doc
    expect(doc).toMatchObject({
      title: 'Patched',
      likes: -2,
      views: 13,
      nested: { x: 5 },
    })
    expect(doc.nested).not.toHaveProperty('y')
  })

  it('insert before, after and replace', async () => {
    await lake.writer.patch('post-1').insert('before', 'tags[0]', ['first']).commit()
    await lake.writer.patch('post-1').insert('after', 'tags[-1]', ['last']).commit()
    const doc = (await lake.writer
      .patch('post-1')
      .insert('replace', 'tags[2]', ['B', 'B2'])
      .commit()) as Doc
    expect(doc.tags).toEqual(['first', 'a', 'B', 'B2', 'c', 'last'])
  })

  it('diffMatchPatch edits a string', async () => {
    const doc = (await lake.writer
      .patch('post-1')
      .diffMatchPatch({ body: '@@ -1,3 +1,4 @@\n ab\n+X\n c\n' })
      .commit()) as Doc
    expect(doc.body).toBe('abXc')
  })

  it('keeps _createdAt, changes _updatedAt and sets _rev to the transaction id', async () => {
    const before = (await lake.writer.getDocument('post-1'))!
    await new Promise((r) => setTimeout(r, 5))
    const res = await lake.writer.patch('post-1').set({ title: 'x' }).commit({
      returnDocuments: false,
    })
    const after = (await lake.writer.getDocument('post-1'))!
    expect(after._createdAt).toBe(before._createdAt)
    expect(after._updatedAt > before._updatedAt).toBe(true)
    expect(after._rev).toBe(res.transactionId)
  })

  it('patch by query updates every match', async () => {
    await lake.writer.create({ _id: 'post-2', _type: 'post', views: 1 })
    await lake.writer.create({ _id: 'author-1', _type: 'author', views: 1 })
    const res = await lake.writer
      .patch({ query: '*[_type == "post"]' })
      .inc({ views: 100 })
      .commit({ returnDocuments: false })
    expect(res.results.map((r) => r.id).sort()).toEqual(['post-1', 'post-2'])
    expect(
      await lake.writer.fetch('*[] | order(_id asc){_id, views}', {}, { perspective: 'raw' }),
    ).toEqual([
      { _id: 'author-1', views: 1 },
      { _id: 'post-1', views: 110 },
      { _id: 'post-2', views: 101 },
    ])
  })

  it('a patch of a missing document fails and stores nothing', async () => {
    const error = await rejection(() => lake.writer.patch('nope').set({ a: 1 }).commit())
    expect(error.statusCode).toBe(404)
    expect(error.details).toMatchObject({ type: 'mutationError' })
    expect(await lake.writer.getDocument('nope')).toBeUndefined()
  })

  it('ifRevisionId matching applies, mismatching gives 409 mutationError and nothing applied', async () => {
    const current = (await lake.writer.getDocument('post-1'))!
    const ok = (await lake.writer
      .patch('post-1')
      .ifRevisionId(current._rev)
      .set({ title: 'ok' })
      .commit()) as Doc
    expect(ok.title).toBe('ok')
    const error = await rejection(() =>
      lake.writer.patch('post-1').ifRevisionId(current._rev).set({ title: 'stale' }).commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toEqual({
      type: 'mutationError',
      description: 'Mutation(s) failed with 1 error(s)',
      items: [
        {
          index: 0,
          error: expect.objectContaining({
            type: 'conflictError',
            id: 'post-1',
            description: expect.stringContaining('unexpected revision ID'),
          }),
        },
      ],
    })
    expect(error.message).toContain('Mutation(s) failed with 1 error(s):\n- Document by ID')
    expect(await lake.writer.getDocument('post-1')).toEqual(ok)
  })
})

describe('transactions', () => {
  it('applies all mutations with one revision for every touched document', async () => {
    await lake.writer.create({ _id: 'p2', _type: 'post', title: 'two' })
    const res = await lake.writer
      .transaction()
      .create({ _id: 'p1', _type: 'post', title: 'one' })
      .patch('p2', (p) => p.set({ title: 'TWO' }))
      .createOrReplace({ _id: 'p3', _type: 'post' })
      .commit({ returnDocuments: false })
    expect(res.results).toEqual([
      { id: 'p1', operation: 'create' },
      { id: 'p2', operation: 'update' },
      { id: 'p3', operation: 'create' },
    ])
    const revs = await lake.writer.fetch<string[]>(
      '*[_id in ["p1","p2","p3"]] | order(_id asc)._rev',
    )
    expect(revs).toEqual([res.transactionId, res.transactionId, res.transactionId])
  })

  it('is atomic: one failing mutation means nothing is applied', async () => {
    await lake.writer.create({ _id: 'keep', _type: 'post', n: 1 })
    const before = await countAll(lake)
    const error = await rejection(() =>
      lake.writer
        .transaction()
        .create({ _id: 'new-1', _type: 'post' })
        .patch('keep', (p) => p.inc({ n: 1 }))
        .patch('missing', (p) => p.set({ x: 1 }))
        .commit(),
    )
    expect(error.statusCode).toBe(404)
    expect(error.details).toMatchObject({ type: 'mutationError', items: [{ index: 2 }] })
    expect(await countAll(lake)).toBe(before)
    expect(await lake.writer.getDocument('new-1')).toBeUndefined()
    expect((await lake.writer.getDocument('keep'))!.n).toBe(1)
  })

  it('an ifRevisionID conflict inside a transaction applies nothing', async () => {
    const doc = await lake.writer.create({ _id: 'x', _type: 'post', n: 1 })
    const error = await rejection(() =>
      lake.writer
        .transaction()
        .create({ _id: 'y', _type: 'post' })
        .patch('x', (p) => p.ifRevisionId('wrongrev').inc({ n: 1 }))
        .commit(),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 1, error: { type: 'conflictError', id: 'x' } }],
    })
    expect(await lake.writer.getDocument('y')).toBeUndefined()
    expect(await lake.writer.getDocument('x')).toEqual(doc)
  })

  it('returnDocuments returns every document of the transaction', async () => {
    const docs = (await lake.writer.mutate(
      [
        { create: { _id: 'r1', _type: 'post', t: 1 } },
        { create: { _id: 'r2', _type: 'post', t: 2 } },
      ],
      { returnDocuments: true },
    )) as unknown as Doc[]
    expect(docs.map((d) => [d._id, d.t])).toEqual([
      ['r1', 1],
      ['r2', 2],
    ])
  })

  it('dryRun answers as if applied and stores nothing', async () => {
    const before = await countAll(lake)
    const res = await lake.writer.mutate([{ create: { _id: 'dry', _type: 'post' } }], {
      dryRun: true,
      returnDocuments: false,
    })
    expect(res.results).toEqual([{ id: 'dry', operation: 'create' }])
    expect(await countAll(lake)).toBe(before)
    expect(await lake.writer.getDocument('dry')).toBeUndefined()
  })

  it('autoGenerateArrayKeys adds _key to array objects that lack one', async () => {
    const doc = (await lake.writer.create(
      {
        _id: 'keys',
        _type: 'post',
        items: [{ a: 1 }, { _key: 'given', a: 2 }, 'plain'],
      },
      { autoGenerateArrayKeys: true },
    )) as Doc
    const items = doc.items as Record<string, unknown>[]
    expect(items[0]!._key).toMatch(/^[a-zA-Z0-9]{12}$/)
    expect(items[1]!._key).toBe('given')
    expect(items[2]).toBe('plain')
    const patched = (await lake.writer
      .patch('keys')
      .insert('after', 'items[-1]', [{ b: 1 }])
      .commit({ autoGenerateArrayKeys: true })) as Doc
    expect((patched.items as Record<string, unknown>[])[3]!._key).toMatch(/^[a-zA-Z0-9]{12}$/)
  })

  it('uses an explicit transactionId as _rev, and a duplicate gives 409', async () => {
    const res = await lake.writer.mutate([{ create: { _id: 't1', _type: 'post' } }], {
      transactionId: 'my-tx-1',
      returnDocuments: false,
    })
    expect(res.transactionId).toBe('my-tx-1')
    expect((await lake.writer.getDocument('t1'))!._rev).toBe('my-tx-1')
    const error = await rejection(() =>
      lake.writer.mutate([{ create: { _id: 't2', _type: 'post' } }], {
        transactionId: 'my-tx-1',
      }),
    )
    expect(error.statusCode).toBe(409)
    expect(error.details).toMatchObject({ type: 'transactionAlreadyExistsError' })
    expect(await lake.writer.getDocument('t2')).toBeUndefined()
  })

  it('answers a raw mutate without returnIds/returnDocuments with {transactionId, results}', async () => {
    const res = await raw(`${lake.url}/v2025-02-19/data/mutate/${DATASET}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lake.writeToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'raw-1', _type: 'post' } }] }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      transactionId: expect.stringMatching(/^[a-zA-Z0-9]{22}$/),
      results: [{ id: 'raw-1', operation: 'create' }],
    })
  })
})
