import { WRITE_TOKEN } from '../auth/access'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../store/database'
import { DocumentStore } from '../store/document-store'
import type { SanityDoc } from '../store/types'
import { candidateDocuments, planCandidates } from './prefilter'
import { QueryEngine } from './query-engine'

// The narrowing of `*` must never change a result: every query here is run twice, once through
// the engine (narrowed) and once by groq-js over the whole view, and the answers must be equal.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prefilter-'))
let store: DocumentStore
let engine: QueryEngine

beforeAll(() => {
  const db = openDatabase(dir)
  store = new DocumentStore(db, ['test'])
  const docs: SanityDoc[] = []
  const stamp = {
    _rev: 'r',
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
  }
  for (let i = 0; i < 60; i++) {
    const type = ['office', 'service', 'author', 'post'][i % 4]!
    docs.push({
      ...stamp,
      _id: `${type}-${i}`,
      _type: type,
      n: i,
      title: `${type} ${i}`,
      ref: { _type: 'reference', _ref: `author-${(i * 3) % 60}` },
    })
  }
  docs.push({ ...stamp, _id: 'drafts.post-3', _type: 'post', n: 3, title: 'draft' })
  store.commit({
    dataset: 'test',
    id: 'tx1',
    timestamp: stamp._createdAt,
    identity: 'test',
    mutations: [],
    changes: docs.map((d) => ({ id: d._id, before: null, after: d })),
  })
  engine = new QueryEngine(store, 'p')
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const queries: [string, Record<string, unknown>][] = [
  ['*[_type == "office"]{_id, n}', {}],
  ['*[_type == $t && n > 10]{_id, "author": ref->title}', { t: 'service' }],
  ['*[_type in ["office", "post"]] | order(n desc)[0...5]._id', {}],
  ['*[_type == "post" || _type == "author"]._id', {}],
  ['*[_type == "post" || n == 4]._id', {}],
  ['*[_id == "office-4" || _id in ["post-7", "service-1"]]{_id, _type}', {}],
  ['*[_id == $id && _type == "office"][0]', { id: 'office-8' }],
  ['count(*)', {}],
  ['*[n < 3]._id', {}],
  ['*[_type == "post"]{_id, "same": *[_type == "author" && ^.ref._ref == _id][0]._id}', {}],
  ['*[_type == "office"]{_id, "all": count(*)}[0]', {}],
  ['*[_type == $missingType]', { missingType: 'nothing' }],
]

describe('narrowing * by _type and _id', () => {
  it.each(queries)('%s gives the same result as a full scan', async (query, params) => {
    const view = store.view('test', { kind: 'raw' }, WRITE_TOKEN)
    const full = await (
      await evaluate(parse(query), {
        dataset: view.all,
        params,
        dereference: ({ _ref }) => view.byId.get(_ref) ?? null,
      })
    ).get()
    const narrowed = JSON.parse(
      await engine.run({
        dataset: 'test',
        query,
        params,
        perspective: { kind: 'raw' },
        access: WRITE_TOKEN,
      }),
    )
    expect(narrowed).toEqual(full)
  })

  it('narrows a type-filtered query to the documents of that type', () => {
    const plan = planCandidates(parse('*[_type == $t && n > 1]{_id}'))
    const candidates = plan({ t: 'office' })
    expect(candidates).not.toBeNull()
    const docs = candidateDocuments(store.view('test', { kind: 'raw' }, WRITE_TOKEN), candidates!)
    expect(docs).toHaveLength(15)
    expect(new Set(docs.map((d) => d._type))).toEqual(new Set(['office']))
  })

  it('does not narrow when any * is unfiltered', () => {
    expect(planCandidates(parse('*[_type == "a"]{"n": count(*)}'))({})).toBeNull()
    expect(planCandidates(parse('*[title match "x"]'))({})).toBeNull()
  })
})
