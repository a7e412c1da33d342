import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ANONYMOUS, READ_TOKEN, userAccess, type Access } from '../auth/access'
import { QueryEngine } from '../query/query-engine'
import { openDatabase } from '../store/database'
import { DocumentStore } from '../store/document-store'
import type { Perspective, SanityDoc } from '../store/types'
import { LiveFeed, messageFor, type LiveEntry } from './live-feed'
import { changeTags, datasetTag, queryTags, syncTag } from './sync-tags'

// The invariant of sync tags (docs/decisions/028): whatever the query, whatever the change, when
// the change alters the query's result, the live event of that change (as the stream that may see
// it hears it) names one of the tags the query answered with. Checked on random change sequences
// over every query below, for every kind of stream and every perspective it may read.

const DATASET = 'test'
const STAMP = '2026-12-01T00:00:00Z'

const queries: [string, Record<string, unknown>][] = [
  ['*[_type == "post"]{_id, title, n}', {}],
  ['*[_type == "post" && n > 2]{_id, "author": author->name}', {}],
  [
    '*[_type == $t] | order(_id)[0...2]{_id, "mentor": mentor->{name, "next": mentor->name}}',
    { t: 'author' },
  ],
  ['*[_id == "p1"][0]{title, "names": refs[]->name}', {}],
  ['*[_id in ["p2", "drafts.p3", "x1"]]{_id, n}', {}],
  ['*[_type == "author" || _id == "x1"]{_id, _type}', {}],
  ['*[_type == "author"]{name, "posts": *[_type == "post" && references(^._id)]._id}', {}],
  ['count(*)', {}],
  ['*[references("a1")]._id', {}],
  ['$ref->{name, title}', { ref: { _ref: 'a2' } }],
  ['*[_type == "lead"]{_id, n}', {}],
  ['*[_type == "sanity.previewUrlSecret"]{_id, title}', {}],
  ['*[_type in ["post", "author"] && n >= 1] | order(n desc, _id)[0...3]._id', {}],
  [
    '{"first": *[_type == "post"] | order(_id)[0].author->name, "authors": count(*[_type == "author"])}',
    {},
  ],
]

const published: Perspective = { kind: 'stack', layers: ['published'] }
const drafts: Perspective = { kind: 'stack', layers: ['drafts'] }
const raw: Perspective = { kind: 'raw' }
const release: Perspective = { kind: 'stack', layers: ['r1', 'drafts'] }
const editor = userAccess({ id: 'u1', name: 'Editor', email: 'e@example.com', role: 'editor' })
const admin = userAccess({ id: 'u2', name: 'Admin', email: 'a@example.com', role: 'administrator' })

/** Each kind of stream, with the perspectives whose queries it must keep fresh. */
const audiences: {
  name: string
  access: Access
  includeDrafts: boolean
  perspectives: Perspective[]
}[] = [
  { name: 'anonymous', access: ANONYMOUS, includeDrafts: false, perspectives: [published] },
  { name: 'token', access: READ_TOKEN, includeDrafts: false, perspectives: [published] },
  {
    name: 'token with drafts',
    access: READ_TOKEN,
    includeDrafts: true,
    perspectives: [published, drafts, raw, release],
  },
  { name: 'editor with drafts', access: editor, includeDrafts: true, perspectives: [drafts, raw] },
  { name: 'administrator', access: admin, includeDrafts: false, perspectives: [published] },
]

const IDS = [
  'p1',
  'p2',
  'p3',
  'a1',
  'a2',
  'a3',
  'x1',
  'drafts.p1',
  'drafts.p3',
  'drafts.a2',
  'versions.r1.p2',
  'versions.r1.a1',
  'private.lead.l1',
  'private.lead.l2',
  'drafts.private.lead.l1',
  'sanity-preview-url-secret.s1',
]
const TYPES = ['post', 'author', 'lead', 'sanity.previewUrlSecret']
const target = fc.constantFrom('a1', 'a2', 'a3', 'p1', 'missing')
const reference = target.map((ref) => ({ _type: 'reference', _ref: ref }))
const body = fc.record({
  _type: fc.constantFrom(...TYPES),
  n: fc.integer({ min: 0, max: 4 }),
  title: fc.constantFrom('alpha', 'beta'),
  name: fc.constantFrom('Ann', 'Bob'),
  author: reference,
  mentor: reference,
  refs: fc
    .array(reference, { maxLength: 2 })
    .map((refs) => refs.map((ref, i) => ({ _key: `k${i}`, ...ref }))),
})
/** One change: a document created or replaced with a random body, or deleted. */
const change = fc.record({
  id: fc.constantFrom(...IDS),
  body: fc.option(body, { nil: null, freq: 4 }),
})

const seed: [string, Record<string, unknown>][] = [
  ['a1', { _type: 'author', name: 'Ann', n: 1, mentor: { _type: 'reference', _ref: 'a2' } }],
  ['a2', { _type: 'author', name: 'Bob', n: 2, mentor: { _type: 'reference', _ref: 'a3' } }],
  ['a3', { _type: 'author', name: 'Cy', n: 3 }],
  ['p1', { _type: 'post', title: 'alpha', n: 3, author: { _type: 'reference', _ref: 'a1' } }],
  ['p2', { _type: 'post', title: 'beta', n: 1, author: { _type: 'reference', _ref: 'a2' } }],
  ['drafts.p1', { _type: 'post', title: 'draft', n: 4 }],
  ['private.lead.l1', { _type: 'lead', n: 1 }],
  ['sanity-preview-url-secret.s1', { _type: 'sanity.previewUrlSecret', title: 's' }],
]

interface World {
  store: DocumentStore
  engine: QueryEngine
  entries: LiveEntry[]
  commit(id: string, body: Record<string, unknown> | null): LiveEntry
  close(): void
}

function world(): World {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-tags-'))
  const db = openDatabase(dir)
  const store = new DocumentStore(db, [DATASET])
  const engine = new QueryEngine(store, 'p')
  const feed = new LiveFeed(store, { maxEntries: 1000, maxTags: 100_000 })
  const entries: LiveEntry[] = []
  feed.subscribe(DATASET, (entry) => entries.push(entry))
  let rev = 0
  const commit = (id: string, next: Record<string, unknown> | null) => {
    rev += 1
    const after = next
      ? ({ _id: id, _rev: `r${rev}`, _createdAt: STAMP, _updatedAt: STAMP, ...next } as SanityDoc)
      : null
    store.commit({
      dataset: DATASET,
      id: `tx${rev}`,
      timestamp: STAMP,
      identity: 'test',
      mutations: [],
      changes: [{ id, before: store.get(DATASET, id) ?? null, after }],
    })
    return entries[entries.length - 1]!
  }
  for (const [id, doc] of seed) commit(id, doc)
  return {
    store,
    engine,
    entries,
    commit,
    close() {
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe('sync tags', () => {
  it('a change that alters a query result is announced under one of the tags the query answered with', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        const w = world()
        try {
          for (const { id, body: next } of changes) {
            const before = new Map<string, { json: string; syncTags: readonly string[] }>()
            for (const a of audiences) {
              for (const perspective of a.perspectives) {
                for (const [query, params] of queries) {
                  const key = `${a.name}|${JSON.stringify(perspective)}|${query}`
                  before.set(
                    key,
                    await w.engine.answer({
                      dataset: DATASET,
                      query,
                      params,
                      perspective,
                      access: a.access,
                    }),
                  )
                }
              }
            }
            if (next === null && !w.store.get(DATASET, id)) continue
            const entry = w.commit(id, next)
            for (const a of audiences) {
              const heard = messageFor(entry, { includeDrafts: a.includeDrafts, access: a.access })
              for (const perspective of a.perspectives) {
                for (const [query, params] of queries) {
                  const key = `${a.name}|${JSON.stringify(perspective)}|${query}`
                  const was = before.get(key)!
                  const now = await w.engine.answer({
                    dataset: DATASET,
                    query,
                    params,
                    perspective,
                    access: a.access,
                  })
                  if (now.json === was.json) continue
                  const met = heard?.tags.some((tag) => was.syncTags.includes(tag)) ?? false
                  expect(
                    met,
                    `${a.name}, ${JSON.stringify(perspective)}: ${query} changed by ${id} ` +
                      `(${was.json} -> ${now.json}); query tags ${was.syncTags}, event ${heard?.tags}`,
                  ).toBe(true)
                }
              }
            }
          }
        } finally {
          w.close()
        }
      }),
      { numRuns: 60, seed: 20261206 },
    )
  })

  it('answers a filtered query with its types and ids, and the ids it followed through ->', async () => {
    const w = world()
    try {
      const answer = await w.engine.answer({
        dataset: DATASET,
        query:
          '*[_type == "post" && n > 2]{_id, "author": author->name, "x": *[_id == "drafts.x1"][0]}',
        params: {},
        perspective: published,
        access: READ_TOKEN,
      })
      const tag = (key: string) => syncTag(DATASET, key)
      // p1 (n = 3) follows its author a1; the draft id stands for its published id.
      expect(new Set(answer.syncTags)).toEqual(new Set([tag('t:post'), tag('d:x1'), tag('d:a1')]))
      expect(answer.syncTags.every((t) => /^s1:[A-Za-z0-9_-]{6}$/.test(t))).toBe(true)
      // A query with an unfiltered `*` can read anything: the dataset's tag alone.
      const all = await w.engine.answer({
        dataset: DATASET,
        query: '*[n > 2]._id',
        params: {},
        perspective: published,
        access: READ_TOKEN,
      })
      expect(all.syncTags).toEqual([datasetTag(DATASET)])
      // Without a `*` only what `->` reached.
      const deref = await w.engine.answer({
        dataset: DATASET,
        query: '$ref->name',
        params: { ref: { _ref: 'drafts.a3' } },
        perspective: raw,
        access: READ_TOKEN,
      })
      expect(deref.syncTags).toEqual([tag('d:a3')])
      expect(
        (
          await w.engine.answer({
            dataset: DATASET,
            query: '1 + 1',
            params: {},
            perspective: raw,
            access: READ_TOKEN,
          })
        ).syncTags,
      ).toEqual([])
    } finally {
      w.close()
    }
  })

  it('collapses to the dataset tag when a query reads too many ids to list', () => {
    const ids = new Set(Array.from({ length: 101 }, (_, i) => `doc-${i}`))
    expect(queryTags(DATASET, { everything: 'none', references: ids })).toEqual([
      datasetTag(DATASET),
    ])
    expect(
      queryTags(DATASET, { everything: { types: new Set(), ids }, references: new Set() }),
    ).toEqual([datasetTag(DATASET)])
    expect(queryTags(DATASET, { everything: 'none', references: null })).toEqual([
      datasetTag(DATASET),
    ])
  })

  it('announces a change under the dataset, its types before and after, and its published id', () => {
    const doc = (type: string) =>
      ({
        _id: 'drafts.p9',
        _type: type,
        _rev: 'r',
        _createdAt: STAMP,
        _updatedAt: STAMP,
      }) as SanityDoc
    const tags = changeTags(DATASET, { id: 'drafts.p9', before: doc('post'), after: doc('page') })
    expect(new Set(tags)).toEqual(
      new Set(['all', 't:post', 't:page', 'd:p9'].map((key) => syncTag(DATASET, key))),
    )
    // Tags of one dataset never stand for another's.
    expect(syncTag('other', 'd:p9')).not.toBe(syncTag(DATASET, 'd:p9'))
  })
})
