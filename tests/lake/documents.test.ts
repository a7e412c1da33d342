import { beforeAll, describe, expect, it } from 'vitest'
import { DATASET, useTestLake } from '#test-support/lake'
import { raw } from './support/lake-requests'

// GET /data/doc/:dataset/:ids -> {documents, omitted} (research/sanity-api.md §1.3, §4.1).

const lake = useTestLake()

beforeAll(async () => {
  await lake.writer
    .transaction()
    .create({ _id: 'post-1', _type: 'post', title: 'One' })
    .create({ _id: 'author-1', _type: 'author', name: 'Ada' })
    .create({ _id: 'drafts.post-1', _type: 'post', title: 'Draft' })
    .commit()
})

describe('getDocument / getDocuments', () => {
  it('getDocument returns the stored document with system fields', async () => {
    const doc = await lake.writer.getDocument('post-1')
    expect(doc).toMatchObject({ _id: 'post-1', _type: 'post', title: 'One' })
    expect(doc!._rev).toMatch(/^[a-zA-Z0-9]{22}$/)
    expect(Date.parse(doc!._createdAt)).not.toBeNaN()
    expect(doc!._updatedAt).toBe(doc!._createdAt)
  })

  it('getDocument of a missing id is undefined', async () => {
    expect(await lake.writer.getDocument('nope')).toBeUndefined()
  })

  it('getDocuments keeps the order and puts null for missing ids', async () => {
    const docs = await lake.writer.getDocuments(['post-1', 'author-1', 'nope'])
    expect(docs.map((d) => d?._id ?? null)).toEqual(['post-1', 'author-1', null])
  })

  it('answers {documents, omitted} with the reason of each omission', async () => {
    const res = await raw(`${lake.url}/v2025-02-19/data/doc/${DATASET}/post-1,drafts.post-1,nope`)
    expect(res.status).toBe(200)
    const body = res.body as { documents: { _id: string }[]; omitted: unknown[] }
    expect(body.documents.map((d) => d._id)).toEqual(['post-1'])
    expect(body.omitted).toEqual([
      { id: 'drafts.post-1', reason: 'permission' },
      { id: 'nope', reason: 'existence' },
    ])
    const authed = await raw(`${lake.url}/v2025-02-19/data/doc/${DATASET}/post-1,drafts.post-1`, {
      headers: { authorization: `Bearer ${lake.readToken}` },
    })
    expect((authed.body as { documents: { _id: string }[] }).documents.map((d) => d._id)).toEqual([
      'post-1',
      'drafts.post-1',
    ])
    expect((authed.body as { omitted: unknown[] }).omitted).toEqual([])
  })

  it('anonymous getDocument of a draft is undefined, with a token it is found', async () => {
    expect(await lake.anon.getDocument('drafts.post-1')).toBeUndefined()
    expect(await lake.reader.getDocument('drafts.post-1')).toMatchObject({ title: 'Draft' })
  })

  it('refuses invalid ids in the doc path with 400', async () => {
    for (const bad of ['a..b', '-x', 'a%20b', '..']) {
      const res = await raw(`${lake.url}/v2025-02-19/data/doc/${DATASET}/post-1,${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body, bad).toMatchObject({ statusCode: 400, error: 'Bad Request' })
    }
  })
})
