import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ANONYMOUS, READ_TOKEN, userAccess } from '../auth/access'
import { openDatabase, type LakeDatabase } from '../store/database'
import { DocumentStore } from '../store/document-store'
import type { SanityDoc } from '../store/types'
import { LiveFeed, messageFor, type LiveEntry } from './live-feed'
import { eventIdOf, originOf } from './positions'
import { randomKey } from '../store/ids'
import { changeTags, syncTag } from './sync-tags'

const DATASET = 'test'
const STAMP = '2026-12-01T00:00:00Z'
const dirs: string[] = []
const databases: LakeDatabase[] = []

afterEach(() => {
  for (const db of databases.splice(0)) db.close()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function open(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-feed-')), maxEntries = 3) {
  if (!dirs.includes(dir)) dirs.push(dir)
  const db = openDatabase(dir)
  databases.push(db)
  const store = new DocumentStore(db, [DATASET])
  const feed = new LiveFeed(store, { maxEntries, maxTags: 100_000 })
  const entries: LiveEntry[] = []
  feed.subscribe(DATASET, (entry) => entries.push(entry))
  let n = 0
  const commit = (...ids: string[]) => {
    n += 1
    store.commit({
      dataset: DATASET,
      id: randomKey(),
      timestamp: STAMP,
      identity: 'test',
      mutations: [],
      changes: ids.map((id) => ({
        id,
        before: store.get(DATASET, id) ?? null,
        after: {
          _id: id,
          _type: 'thing',
          _rev: `r${n}`,
          _createdAt: STAMP,
          _updatedAt: STAMP,
        } as SanityDoc,
      })),
    })
    return entries[entries.length - 1]!
  }
  return { dir, db, store, feed, entries, commit }
}

const tagsOf = (id: string, before: boolean) =>
  changeTags(DATASET, {
    id,
    before: before ? ({ _id: id, _type: 'thing' } as SanityDoc) : null,
    after: { _id: id, _type: 'thing' } as SanityDoc,
  })

describe('who hears of a change', () => {
  it('tells every stream of published changes, dotted system ids included', () => {
    const { commit } = open()
    const entry = commit('p1', 'sanity-preview-url-secret.abc')
    const expected = new Set([
      ...tagsOf('p1', false),
      ...tagsOf('sanity-preview-url-secret.abc', false),
    ])
    for (const access of [ANONYMOUS, READ_TOKEN]) {
      expect(new Set(messageFor(entry, { includeDrafts: false, access })!.tags)).toEqual(expected)
    }
  })

  it('tells of drafts and versions only streams that asked for them and may have them', () => {
    const { commit } = open()
    const entry = commit('drafts.p1', 'versions.r1.p2')
    expect(messageFor(entry, { includeDrafts: false, access: READ_TOKEN })).toBeNull()
    // An anonymous stream is refused drafts when it opens; should it ever ask, it hears nothing.
    expect(messageFor(entry, { includeDrafts: true, access: ANONYMOUS })).toBeNull()
    const heard = messageFor(entry, { includeDrafts: true, access: READ_TOKEN })!
    expect(new Set(heard.tags)).toEqual(
      new Set([...tagsOf('drafts.p1', false), ...tagsOf('versions.r1.p2', false)]),
    )
  })

  it('never tells of a private document a stream may not read', () => {
    const { commit } = open()
    const editor = userAccess({ id: 'u', name: 'E', email: 'e@example.com', role: 'editor' })
    const privateOnly = commit('private.quoteRequest.q1', 'drafts.private.quoteRequest.q2')
    for (const access of [ANONYMOUS, editor]) {
      expect(messageFor(privateOnly, { includeDrafts: false, access })).toBeNull()
      expect(messageFor(privateOnly, { includeDrafts: true, access })).toBeNull()
    }
    expect(
      new Set(messageFor(privateOnly, { includeDrafts: false, access: READ_TOKEN })!.tags),
    ).toEqual(new Set(tagsOf('private.quoteRequest.q1', false)))
    // Mixed with a public change: the public tags only, without a trace of the private one.
    const mixed = commit('p7', 'private.quoteRequest.q1')
    const anonymous = messageFor(mixed, { includeDrafts: false, access: ANONYMOUS })!
    expect(anonymous.tags).not.toContain(syncTag(DATASET, 'd:private.quoteRequest.q1'))
    expect(new Set(anonymous.tags)).toEqual(new Set(tagsOf('p7', false)))
  })
})

describe('the replay window', () => {
  it('gives what a client missed after any id it keeps, and restart for ids it no longer knows', () => {
    const { feed, commit } = open(undefined, 3)
    const origin = eventIdOf(originOf(DATASET))
    expect(eventIdOf(feed.head(DATASET))).toBe(origin)
    const e1 = commit('a')
    expect(feed.since(DATASET, origin)).toEqual([e1])
    const e2 = commit('b')
    const e3 = commit('c')
    expect(feed.since(DATASET, e1.eventId)).toEqual([e2, e3])
    expect(feed.since(DATASET, e3.eventId)).toEqual([])
    const e4 = commit('d')
    // Three kept (e2..e4): e1 is the floor, still exact; the origin is gone.
    expect(feed.windowSize(DATASET)).toBe(3)
    expect(feed.since(DATASET, e1.eventId)).toEqual([e2, e3, e4])
    expect(feed.since(DATASET, origin)).toBe('restart')
    commit('e')
    expect(feed.since(DATASET, e1.eventId)).toBe('restart')
    for (const garbage of [
      '',
      'garbage',
      '12',
      `${e3.position.seq}-zzzzzz`,
      `99999-${e3.position.mark}`,
      'x'.repeat(10_000),
    ]) {
      expect(feed.since(DATASET, garbage)).toBe('restart')
    }
  })

  it('knows the last transaction after a restart, and nothing older', () => {
    const first = open(undefined, 3)
    first.commit('a')
    const last = first.commit('b')
    first.db.close()
    databases.splice(databases.indexOf(first.db), 1)
    const again = open(first.dir, 3)
    expect(again.feed.head(DATASET)).toEqual(last.position)
    expect(again.feed.since(DATASET, last.eventId)).toEqual([])
    const next = again.commit('c')
    expect(again.feed.since(DATASET, last.eventId)).toEqual([next])
    // The transactions before the restart are not kept: a client further back restarts.
    expect(again.feed.since(DATASET, eventIdOf(originOf(DATASET)))).toBe('restart')
  })
})
