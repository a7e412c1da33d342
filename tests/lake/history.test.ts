import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { SanityClient } from '@sanity/client'
import fc from 'fast-check'
import { applyPatch, incremental } from 'mendoza'
import { beforeAll, describe, expect, it } from 'vitest'
import { diffPatch } from '#lake/history/mendoza'
import { API_VERSION, DATASET, startTestLake, useTestLake } from '#test-support/lake'
import { raw, rejection } from './support/lake-requests'
import { sessionUser } from './support/studio-users'

// The History API (transactions, documents at a revision or time) and the document events of the
// Studio's History panel, over HTTP with @sanity/client; and the mendoza patches they carry.
let seq = 0
const fresh = (prefix = 'h') => `${prefix}-${++seq}-${Date.now().toString(36)}`

const lake = useTestLake()

type Doc = Record<string, unknown> & { _id: string; _rev: string; _type: string }
interface Tx {
  id: string
  timestamp: string
  author: string
  mutations?: Record<string, Record<string, unknown>>[]
  documentIDs: string[]
  effects?: Record<string, { apply: unknown[]; revert: unknown[] }>
}

/** A Studio user of the user store with a live session, and a client with its token. */
function userClient(role: 'administrator' | 'editor' | 'viewer') {
  return sessionUser(lake, `hu${++seq}${role}`, role)
}

/** GET /data/history/:dataset/transactions/:ids as the Studio reads it (NDJSON). */
async function transactions(
  ids: string[],
  query: Record<string, string> = {},
  client: SanityClient = lake.writer,
): Promise<Tx[]> {
  const body = await client.request<string | Buffer>({
    uri: `/data/history/${DATASET}/transactions/${ids.join(',')}`,
    query,
  })
  return body
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Tx)
}

async function documentsAt(
  ids: string[],
  query: Record<string, string>,
  client: SanityClient = lake.writer,
): Promise<Doc[]> {
  const res = await client.request<{ documents: Doc[] }>({
    uri: `/data/history/${DATASET}/documents/${ids.join(',')}`,
    query,
  })
  return res.documents
}

interface EventsReply {
  events: Record<string, Record<string, unknown>[]>
  nextCursor: string | null
}

async function events(
  id: string,
  query: Record<string, string> = {},
  client: SanityClient = lake.writer,
): Promise<EventsReply> {
  return client.request<EventsReply>({
    uri: `/data/history/${DATASET}/events/documents/${id}`,
    query,
  })
}

const edit = (id: string, patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: `drafts.${id}`,
  publishedId: id,
  patch,
})
const publish = (id: string) => ({
  actionType: 'sanity.action.document.publish' as const,
  draftId: `drafts.${id}`,
  publishedId: id,
})

function withoutRev(doc: Doc | undefined | null) {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

describe('mendoza patches', () => {
  // Small vocabularies, so that two values share structure the way two revisions do.
  const text = fc.string({
    unit: fc.constantFrom('a', 'b', ' ', 'é', '😀', '\ud800', 'ß'),
    maxLength: 10,
  })
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer({ min: 0, max: 3 }),
      fc.boolean(),
      fc.constant(null),
      tie('object'),
      tie('array'),
    ),
    object: fc.dictionary(fc.constantFrom('a', 'b', 'c', '_key', '_type'), tie('value'), {
      maxKeys: 4,
    }),
    array: fc.array(
      fc.oneof(
        tie('value'),
        fc.record({ _key: fc.constantFrom('k1', 'k2', 'k3'), v: tie('value') }),
      ),
      { maxLength: 5 },
    ),
  }))
  const doc = fc.dictionary(fc.constantFrom('title', 'body', 'list', 'n', 'nested'), value, {
    maxKeys: 5,
  })
  /** A second revision: each field kept, replaced, dropped, or (for objects) merged one level. */
  const revisionPair = fc
    .tuple(doc, doc, fc.array(fc.nat(3), { minLength: 8, maxLength: 8 }))
    .map(([left, other, choices]) => {
      const right: Record<string, unknown> = {}
      const keys = [...new Set([...Object.keys(left), ...Object.keys(other)])]
      keys.forEach((key, i) => {
        const choice = choices[i % choices.length]!
        const l = left[key]
        const o = other[key]
        if (choice === 0 && key in left) right[key] = l
        else if (choice === 1 && key in other) right[key] = o
        else if (choice === 2 && isObject(l) && isObject(o)) right[key] = { ...l, ...o }
        else if (choice === 2 && Array.isArray(l) && Array.isArray(o)) right[key] = [...l, ...o]
        else if (choice === 3 && typeof l === 'string' && typeof o === 'string') {
          right[key] = l.slice(0, 3) + o + l.slice(3)
        }
      })
      return [left, right] as const
    })

  const incrementalApply = (left: unknown, patch: unknown[]) =>
    incremental.unwrap(incremental.applyPatch(incremental.wrap(left, 'a'), patch as never, 'b'))

  it('apply turns the old value into the new one (simple and incremental patchers)', () => {
    fc.assert(
      fc.property(revisionPair, ([left, right]) => {
        const patch = diffPatch(left, right)
        expect(applyPatch(left, patch as never)).toEqual(right)
        expect(incrementalApply(left, patch)).toEqual(right)
        const revert = diffPatch(right, left)
        expect(applyPatch(right, revert as never)).toEqual(left)
      }),
      { numRuns: 2000 },
    )
    fc.assert(
      fc.property(doc, doc, (left, right) => {
        expect(applyPatch(left, diffPatch(left, right) as never)).toEqual(right)
      }),
      { numRuns: 1000 },
    )
  })

  it('creation and deletion are whole values ([0, doc] and [0, null]), as the Studio detects them', () => {
    expect(diffPatch(null, { a: 1 })).toEqual([0, { a: 1 }])
    expect(diffPatch({ a: 1 }, null)).toEqual([0, null])
    expect(diffPatch({ a: 1 }, { a: 1 })).toEqual([])
  })

  it('leaves unchanged fields out, and keeps the common parts of strings and arrays', () => {
    const big = 'x'.repeat(500)
    const patch = diffPatch({ big, n: 1, tags: ['a', 'b'] }, { big, n: 2, tags: ['a', 'b'] })
    expect(JSON.stringify(patch)).not.toContain(big)
    const typed = diffPatch({ body: `${big} end` }, { body: `${big} and the end` })
    expect(JSON.stringify(typed)).not.toContain(big)
    expect(applyPatch({ body: `${big} end` }, typed as never)).toEqual({
      body: `${big} and the end`,
    })
    const blocks = Array.from({ length: 20 }, (_, i) => ({ _key: `b${i}`, text: `${big}${i}` }))
    const edited = blocks.map((b, i) => (i === 7 ? { ...b, text: 'changed' } : b))
    const listPatch = diffPatch({ blocks }, { blocks: edited })
    expect(JSON.stringify(listPatch).length).toBeLessThan(200)
    expect(applyPatch({ blocks }, listPatch as never)).toEqual({ blocks: edited })
  })

  it('gets non-ASCII text right in both patchers (mendoza counts UTF-8 bytes)', () => {
    for (const [left, right] of [
      ['héllo wörld', 'héllo brave wörld'],
      ['😀 smile 😀', '😀 big smile 😀'],
      ['abc😀def', 'abc😁def'],
      ['ascii head, ünïcode tail', 'ascii head, more ünïcode tail'],
      ['\ud800x', '\ud800yx'],
      ['a', '😀a'],
    ]) {
      const patch = diffPatch({ s: left }, { s: right })
      expect(applyPatch({ s: left }, patch as never)).toEqual({ s: right })
      expect(incrementalApply({ s: left }, patch)).toEqual({ s: right })
    }
  })
})

describe('transactions', () => {
  let id: string
  let editor: Awaited<ReturnType<typeof userClient>>
  const revs: string[] = []

  beforeAll(async () => {
    id = fresh('story')
    editor = await userClient('editor')
    const created = await lake.writer.create({ _id: id, _type: 'post', title: 'First', n: 1 })
    revs.push(created._rev)
    for (const patch of [{ set: { title: 'Second' } }, { set: { n: 2 } }]) {
      revs.push((await editor.client.action(edit(id, patch))).transactionId)
    }
    revs.push((await editor.client.action(publish(id))).transactionId)
    revs.push(
      (await editor.client.action(edit(id, { set: { body: 'after publish' } }))).transactionId,
    )
    // Something else in the dataset meanwhile, not part of this document's history.
    await lake.writer.create({ _id: fresh('noise'), _type: 'post' })
  })

  it('lists who changed the document, in commit order, with the documents each touched', async () => {
    const log = await transactions([id, `drafts.${id}`])
    expect(log.map((tx) => tx.id)).toEqual(revs)
    expect(log.map((tx) => tx.author)).toEqual([
      'write-token',
      editor.id,
      editor.id,
      editor.id,
      editor.id,
    ])
    expect(log.map((tx) => tx.documentIDs)).toEqual([
      [id],
      [`drafts.${id}`],
      [`drafts.${id}`],
      [id, `drafts.${id}`],
      [`drafts.${id}`],
    ])
    for (const tx of log) expect(Date.parse(tx.timestamp)).not.toBeNaN()
    expect(log[3]!.mutations).toEqual([
      { createOrReplace: expect.objectContaining({ _id: id, title: 'Second', n: 2 }) },
      { delete: { id: `drafts.${id}` } },
    ])
  })

  it('gives mendoza effects that replay every revision, and revert them', async () => {
    const log = await transactions([id, `drafts.${id}`], { effectFormat: 'mendoza' })
    const state: Record<string, unknown> = { [id]: null, [`drafts.${id}`]: null }
    for (const tx of log) {
      expect(Object.keys(tx.effects!).sort()).toEqual([...tx.documentIDs].sort())
      for (const docId of tx.documentIDs) {
        const effect = tx.effects![docId]!
        const next = applyPatch(state[docId], effect.apply as never)
        expect(applyPatch(next, effect.revert as never)).toEqual(state[docId])
        state[docId] = next
        const [atRevision] = await documentsAt([docId], { revision: tx.id })
        expect(next).toEqual(withoutRev(atRevision))
      }
    }
    expect(state[id]).toMatchObject({ title: 'Second', n: 2 })
    expect(state[`drafts.${id}`]).toMatchObject({ title: 'Second', n: 2, body: 'after publish' })
    // The Studio recognises creations and deletions by whole-value null patches.
    expect(log[0]!.effects![id]!.revert).toEqual([0, null])
    expect(log[3]!.effects![`drafts.${id}`]!.apply).toEqual([0, null])
  })

  it('honours reverse, limit and fromTransaction/toTransaction (inclusive), as the Studio pages', async () => {
    const both = [id, `drafts.${id}`]
    const newestFirst = await transactions(both, { reverse: 'true', limit: '2' })
    expect(newestFirst.map((tx) => tx.id)).toEqual([revs[4], revs[3]])
    const older = await transactions(both, {
      reverse: 'true',
      limit: '2',
      toTransaction: revs[3]!,
    })
    expect(older.map((tx) => tx.id)).toEqual([revs[3], revs[2]])
    const range = await transactions(both, { fromTransaction: revs[1]!, toTransaction: revs[3]! })
    expect(range.map((tx) => tx.id)).toEqual(revs.slice(1, 4))
    const empty = await transactions(both, { fromTransaction: '', toTransaction: '' })
    expect(empty).toHaveLength(5)
  })

  it('filters by time and by author', async () => {
    const both = [id, `drafts.${id}`]
    const log = await transactions(both)
    const byEditor = await transactions(both, { authors: editor.id })
    expect(byEditor.map((tx) => tx.id)).toEqual(revs.slice(1))
    const fromSecond = await transactions(both, { fromTime: log[1]!.timestamp })
    expect(fromSecond[0]!.id).toBe(log[1]!.id)
    const untilFirst = await transactions(both, { toTime: log[0]!.timestamp })
    expect(untilFirst.map((tx) => tx.id)).toContain(log[0]!.id)
    expect(untilFirst.every((tx) => tx.timestamp <= log[0]!.timestamp)).toBe(true)
    expect(await transactions(both, { fromTime: '2999-01-01T00:00:00Z' })).toEqual([])
  })

  it('excludeContent, excludeMutations and includeIdentifiedDocumentsOnly', async () => {
    const lean = await transactions([id], {
      excludeContent: 'true',
      includeIdentifiedDocumentsOnly: 'true',
    })
    // With identified documents only, asking for the published id gives just its transactions.
    expect(lean.map((tx) => tx.id)).toEqual([revs[0], revs[3]])
    expect(lean[1]!.documentIDs).toEqual([id])
    expect(lean[1]!.mutations).toEqual([{ createOrReplace: { _id: id, _type: 'post' } }])
    const all = await transactions([id])
    expect(all[1]!.documentIDs).toEqual([id, `drafts.${id}`])
    const none = await transactions([id], { excludeMutations: 'true' })
    expect(none[0]).not.toHaveProperty('mutations')
    expect(none[0]).not.toHaveProperty('effects')
  })

  it('records writes of every kind: mutations too', async () => {
    const other = fresh('mut')
    const a = await lake.writer.create({ _id: other, _type: 'post', v: 1 })
    const b = await lake.writer.patch(other).set({ v: 2 }).commit()
    await lake.writer.delete(other)
    const log = await transactions([other], { effectFormat: 'mendoza' })
    expect(log.map((tx) => tx.id).slice(0, 2)).toEqual([a._rev, b._rev])
    expect(log).toHaveLength(3)
    expect(log[2]!.effects![other]!.apply).toEqual([0, null])
  })
})

describe('documents at a revision or a time', () => {
  it('returns the documents as they were, and the last state of a deleted one', async () => {
    const id = fresh('rev')
    const v1 = await lake.writer.create({ _id: id, _type: 'post', title: 'one' })
    const v2 = await lake.writer.patch(id).set({ title: 'two' }).commit()
    const [atV1] = await documentsAt([id], { revision: v1._rev })
    expect(atV1).toEqual(v1)
    const [atV2] = await documentsAt([id], { revision: v2._rev })
    expect(atV2).toMatchObject({ title: 'two', _rev: v2._rev })
    const [atTime] = await documentsAt([id], { time: v1._updatedAt as string })
    expect(atTime).toMatchObject({ title: 'one' })
    expect(await documentsAt([id], { time: '2000-01-01T00:00:00Z' })).toEqual([])

    await lake.writer.delete(id)
    expect(await documentsAt([id], {})).toEqual([])
    const [last] = await documentsAt([id], { lastRevision: 'true' })
    expect(last).toMatchObject({ title: 'two', _rev: v2._rev })
  })

  it('answers for several ids at once, leaving out those that did not exist then', async () => {
    const id = fresh('pair')
    const pub = await lake.writer.create({ _id: id, _type: 'post', title: 'P' })
    const { transactionId } = await lake.writer.action(edit(id, { set: { title: 'D' } }))
    const docs = await documentsAt([id, `drafts.${id}`], { revision: pub._rev })
    expect(docs.map((d) => d._id)).toEqual([id])
    const later = await documentsAt([id, `drafts.${id}`], { revision: transactionId })
    expect(later.map((d) => [d._id, d.title])).toEqual([
      [id, 'P'],
      [`drafts.${id}`, 'D'],
    ])
  })
})

describe('restore', () => {
  it('restores an old revision the way the Studio does (documents?revision + replaceDraft)', async () => {
    const id = fresh('restore')
    await lake.writer.create({ _id: id, _type: 'post', title: 'Original', n: 1 })
    const editor = await userClient('editor')
    const { transactionId: good } = await editor.client.action(edit(id, { set: { title: 'Good' } }))
    await editor.client.action(edit(id, { set: { title: 'Bad' }, unset: ['n'] }))
    // getDocumentAtRevision: the pair at that revision, the one whose _rev is the revision.
    const docs = await documentsAt([id, `drafts.${id}`], { revision: good }, editor.client)
    const atRevision = docs.find((d) => d._rev === good)!
    expect(atRevision).toMatchObject({ _id: `drafts.${id}`, title: 'Good', n: 1 })
    const { _updatedAt: _ignored, ...restored } = atRevision
    await editor.client.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: id,
      attributes: { ...restored, _id: `drafts.${id}` },
    })
    expect(await lake.writer.getDocument(`drafts.${id}`)).toMatchObject({ title: 'Good', n: 1 })
  })

  it('restores a deleted document from its last revision (create + replaceDraft)', async () => {
    const id = fresh('deleted')
    await lake.writer.create({ _id: id, _type: 'post', title: 'Gone' })
    await lake.writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: id,
      includeDrafts: [],
    })
    const [last] = await documentsAt([id, `drafts.${id}`], { lastRevision: 'true' })
    const attributes = { ...last!, _id: `drafts.${id}` }
    await lake.writer.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes,
        ifExists: 'fail',
      },
      { actionType: 'sanity.action.document.replaceDraft', publishedId: id, attributes },
    ])
    expect(await lake.writer.getDocument(`drafts.${id}`)).toMatchObject({ title: 'Gone' })
  })
})

describe('document events (the History panel)', () => {
  it('tells the story of a draft: created, published, created again, discarded', async () => {
    const id = fresh('ev')
    const editor = await userClient('editor')
    await lake.writer.create({ _id: id, _type: 'post', title: 'seed' })
    const first = await editor.client.action(edit(id, { set: { title: 'a' } }))
    await editor.client.action(edit(id, { set: { title: 'b' } }))
    const published = await editor.client.action(publish(id))
    const second = await editor.client.action(edit(id, { set: { title: 'c' } }))
    await editor.client.action({
      actionType: 'sanity.action.document.discard',
      draftId: `drafts.${id}`,
    })
    const draftId = `drafts.${id}`
    const reply = await events(draftId, { limit: '100' }, editor.client)
    expect(Object.keys(reply.events)).toEqual([draftId])
    expect(reply.nextCursor).toBeNull()
    const list = reply.events[draftId]!
    expect(list.map((e) => e.type)).toEqual([
      'deleteDocumentVersion',
      'createDocumentVersion',
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
    expect(list.every((e) => e.author === editor.id && typeof e.timestamp === 'string')).toBe(true)
    expect(list[1]).toMatchObject({ versionId: draftId, versionRevisionId: second.transactionId })
    const log = await transactions([draftId])
    expect(list[2]).toMatchObject({
      documentId: id,
      versionId: draftId,
      revisionId: published.transactionId,
      versionRevisionId: log[1]!.id,
      publishCause: 'document.publish',
    })
    expect(list[3]).toMatchObject({ versionRevisionId: first.transactionId })

    const onPublished = (await events(id)).events[id]!
    expect(onPublished.map((e) => e.type)).toEqual(['publishDocumentVersion', 'createLiveDocument'])
    expect(onPublished[0]).toMatchObject({ revisionId: published.transactionId })
  })

  it('unpublish, direct edits, versions and deletion of the group', async () => {
    const id = fresh('ev2')
    await lake.writer.create({ _id: id, _type: 'post', title: 'one' })
    await lake.writer.patch(id).set({ title: 'two' }).commit()
    await lake.writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: `drafts.${id}`,
      publishedId: id,
    })
    await lake.writer.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: id,
      baseId: `drafts.${id}`,
      versionId: `versions.rel.${id}`,
    })
    await lake.writer.action({
      actionType: 'sanity.action.document.publish',
      draftId: `versions.rel.${id}`,
      publishedId: id,
    })
    await lake.writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: id,
      includeDrafts: [`drafts.${id}`],
    })
    expect((await events(id)).events[id]!.map((e) => e.type)).toEqual([
      'deleteDocumentGroup',
      'publishDocumentVersion',
      'unpublishDocument',
      'updateLiveDocument',
      'createLiveDocument',
    ])
    expect((await events(`drafts.${id}`)).events[`drafts.${id}`]!.map((e) => e.type)).toEqual([
      'deleteDocumentGroup',
      'unpublishDocument',
    ])
    const onVersion = (await events(`versions.rel.${id}`)).events[`versions.rel.${id}`]!
    expect(onVersion.map((e) => e.type)).toEqual([
      'publishDocumentVersion',
      'createDocumentVersion',
    ])
    expect(onVersion[0]).toMatchObject({ releaseId: 'rel', publishCause: 'release.publish' })
  })

  it('pages with limit and nextCursor', async () => {
    const id = fresh('page')
    await lake.writer.create({ _id: id, _type: 'post', n: 0 })
    for (let n = 1; n <= 4; n++) await lake.writer.patch(id).set({ n }).commit()
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: EventsReply = await events(
        id,
        cursor ? { limit: '2', nextCursor: cursor } : { limit: '2' },
      )
      const list = page.events[id]!
      expect(list.length).toBeLessThanOrEqual(2)
      seen.push(...list.map((e) => e.revisionId as string))
      cursor = page.nextCursor
    } while (cursor)
    const log = await transactions([id])
    expect(seen).toEqual(log.map((tx) => tx.id).reverse())
  })
})

describe('access', () => {
  it('anonymous callers get 401; a viewer and the read token may read history', async () => {
    const id = fresh('acc')
    await lake.writer.create({ _id: id, _type: 'post' })
    for (const uri of [
      `/data/history/${DATASET}/transactions/${id}`,
      `/data/history/${DATASET}/documents/${id}`,
      `/data/history/${DATASET}/events/documents/${id}`,
    ]) {
      expect((await rejection(() => lake.anon.request({ uri }))).statusCode, uri).toBe(401)
    }
    const viewer = await userClient('viewer')
    expect(await transactions([id], {}, viewer.client)).toHaveLength(1)
    expect(await transactions([id], {}, lake.reader)).toHaveLength(1)
  })

  it('editors and viewers never get the history of private documents', async () => {
    const secret = `private.hist${++seq}`
    await lake.writer.create({ _id: secret, _type: 'cfg', password: 'hunter2' })
    const shared = fresh('shared')
    // One transaction that touches a private and a public document.
    await lake.writer
      .transaction()
      .create({ _id: shared, _type: 'post' })
      .patch(secret, (p) => p.set({ password: 'hunter3' }))
      .commit()
    for (const role of ['editor', 'viewer'] as const) {
      const user = await userClient(role)
      for (const uri of [
        `/data/history/${DATASET}/transactions/${secret}`,
        `/data/history/${DATASET}/transactions/${shared},${secret}`,
        `/data/history/${DATASET}/documents/${secret}?lastRevision=true`,
        `/data/history/${DATASET}/events/documents/drafts.${secret}`,
      ]) {
        const error = await rejection(() => user.client.request({ uri }))
        expect(error.statusCode, `${role} ${uri}`).toBe(403)
      }
      // The shared transaction is listed for the public document without the private one.
      const log = await transactions([shared], { effectFormat: 'mendoza' }, user.client)
      expect(log).toHaveLength(1)
      expect(log[0]!.documentIDs).toEqual([shared])
      expect(JSON.stringify(log)).not.toContain('hunter')
      expect(JSON.stringify(log)).not.toContain(secret)
    }
    const admin = await userClient('administrator')
    const adminLog = await transactions([shared], {}, admin.client)
    expect(adminLog[0]!.documentIDs).toEqual([shared, secret])
  })
})

describe('purge', () => {
  it('discard with purge erases the draft history', async () => {
    const id = fresh('purge')
    await lake.writer.create({ _id: id, _type: 'post', title: 'P' })
    const { transactionId } = await lake.writer.action(edit(id, { set: { title: 'secret draft' } }))
    expect(await transactions([`drafts.${id}`])).toHaveLength(1)
    await lake.writer.action({
      actionType: 'sanity.action.document.discard',
      draftId: `drafts.${id}`,
      purge: true,
    })
    expect(await transactions([`drafts.${id}`])).toEqual([])
    expect(await documentsAt([`drafts.${id}`], { revision: transactionId })).toEqual([])
    expect(await transactions([id])).toHaveLength(1)
  })

  it('delete with purge leaves none of the body in the transaction log or the database file', async () => {
    const id = `private.purge${Date.now()}`
    const secret = `forget-me-${Date.now()}@example.com`
    await lake.writer.create({ _id: id, _type: 'quoteRequest', email: secret })
    const neighbour = fresh('purge-neighbour')
    // One transaction that writes both: the neighbour's mutation must stay in the log.
    await lake.writer
      .transaction()
      .create({ _id: neighbour, _type: 'post', title: 'kept' })
      .patch(id, (patch) => patch.set({ note: `note about ${secret}` }))
      .commit()
    await lake.writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: id,
      includeDrafts: [],
      purge: true,
    })
    const db = new Database(path.join(lake.dataDir, 'lake.sqlite'), { readonly: true })
    try {
      const logged = db
        .prepare<[string], { mutations: string }>(
          'SELECT mutations FROM transactions WHERE instr(mutations, ?) > 0',
        )
        .all(secret)
      expect(logged).toEqual([])
      const kept = db
        .prepare<[string], { n: number }>(
          'SELECT count(*) AS n FROM transactions WHERE instr(mutations, ?) > 0',
        )
        .get(neighbour)
      expect(kept?.n).toBe(1)
    } finally {
      db.close()
    }
    // Checkpointed by the purge and with secure_delete on, no byte of the files holds it.
    for (const suffix of ['', '-wal']) {
      const file = path.join(lake.dataDir, `lake.sqlite${suffix}`)
      if (fs.existsSync(file)) expect(fs.readFileSync(file).includes(secret)).toBe(false)
    }
  })
})

describe('bad input', () => {
  const get = (uri: string, token: string | null = lake.writeToken) =>
    raw(`${lake.url}/v${API_VERSION}${uri}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('unknown ids give empty answers; unknown transactions and revisions 404', async () => {
    expect(await transactions(['never-existed'])).toEqual([])
    expect(
      await documentsAt(['never-existed'], {
        revision: (await transactions([await anyId()]))[0]!.id,
      }),
    ).toEqual([])
    expect(await events('never-existed')).toEqual({
      events: { 'never-existed': [] },
      nextCursor: null,
    })
    const tx = await get(`/data/history/${DATASET}/transactions/x?fromTransaction=nope`)
    expect(tx.status).toBe(404)
    expect(tx.body).toMatchObject({
      error: { type: 'notFoundError', description: expect.any(String) },
    })
    const doc = await get(`/data/history/${DATASET}/documents/x?revision=nope`)
    expect(doc.status).toBe(404)
  })

  it('bad ids, too many ids, bad parameters are 400', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `d${i}`).join(',')
    for (const uri of [
      `/data/history/${DATASET}/transactions/a%20b`,
      `/data/history/${DATASET}/transactions/..%2Fetc`,
      `/data/history/${DATASET}/transactions/${many}`,
      `/data/history/${DATASET}/transactions/,,,`,
      `/data/history/${DATASET}/transactions/x?limit=0`,
      `/data/history/${DATASET}/transactions/x?limit=abc`,
      `/data/history/${DATASET}/transactions/x?limit=1&limit=2`,
      `/data/history/${DATASET}/transactions/x?fromTime=yesterday`,
      `/data/history/${DATASET}/transactions/x?effectFormat=json`,
      `/data/history/${DATASET}/documents/x?revision=a&time=2020-01-01T00:00:00Z`,
      `/data/history/${DATASET}/documents/x?time=never`,
      `/data/history/${DATASET}/documents/a%22b`,
      `/data/history/${DATASET}/events/documents/a,b`,
      `/data/history/${DATASET}/events/documents/x?nextCursor=zzz`,
      `/data/history/${DATASET}/events/documents/x?limit=100000`,
    ]) {
      const res = await get(uri)
      expect(res.status, `${uri}: ${res.text}`).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('fuzz: no query string or id gives a 5xx', async () => {
    const id = await anyId()
    const param = fc.constantFrom(
      'limit',
      'reverse',
      'fromTime',
      'toTime',
      'fromTransaction',
      'toTransaction',
      'excludeContent',
      'includeIdentifiedDocumentsOnly',
      'effectFormat',
      'authors',
      'revision',
      'time',
      'lastRevision',
      'nextCursor',
    )
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('true', '0', '-1', '1e9', '2020-01-01', '9-9', '', '%', 'mendoza'),
    )
    const ids = fc.oneof(
      fc.constantFrom(id, `drafts.${id}`, 'private.x', 'x'.repeat(200)),
      fc.string({ maxLength: 20 }),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('transactions', 'documents', 'events/documents'),
        fc.array(ids, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(param, value), { maxLength: 4 }),
        fc.constantFrom(lake.writeToken, lake.readToken, null),
        async (kind, idList, params, token) => {
          const qs = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')
          const path = idList.map((i) => encodeURIComponent(i)).join(',')
          const res = await get(`/data/history/${DATASET}/${kind}/${path}?${qs}`, token)
          expect(res.status, `${kind}/${path}?${qs}: ${res.text}`).toBeLessThan(500)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('a lake from before the history tables', () => {
  it('is migrated on open: its log is indexed, current revisions known, new writes complete', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-history-migration-'))
    const open = async () => {
      const server = await startTestLake({ dataDir })
      const client = server.writer
      const history = async (id: string, query: Record<string, string> = {}) =>
        (
          await client.request<string | Buffer>({
            uri: `/data/history/${DATASET}/transactions/${id}`,
            query,
          })
        )
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Tx)
      return { server, client, history }
    }
    try {
      const first = await open()
      const v1 = await first.client.create({ _id: 'old', _type: 'post', title: 'v1' })
      const v2 = await first.client.patch('old').set({ title: 'v2' }).commit()
      const single = await first.client.create({ _id: 'single', _type: 'post' })
      await first.server.close()

      // Make it an old lake: no revisions table, no migration mark.
      const db = new Database(path.join(dataDir, 'lake.sqlite'))
      db.exec(`DROP TABLE revisions; DROP INDEX transactions_by_time;
               DELETE FROM meta WHERE key = 'history.revisions';`)
      db.close()

      const second = await open()
      try {
        const log = await second.history('old', { effectFormat: 'mendoza' })
        expect(log.map((tx) => tx.id)).toEqual([v1._rev, v2._rev])
        // The bodies of old revisions are gone: no effects for them, but no wrong ones either.
        expect(log.map((tx) => Object.keys(tx.effects!))).toEqual([[], []])
        const [single1] = await second.history('single', { effectFormat: 'mendoza' })
        expect(single1!.effects!.single!.apply).toEqual([0, withoutRev(single as Doc)])
        const now = await second.client.request<{ documents: Doc[] }>({
          uri: `/data/history/${DATASET}/documents/old?revision=${v2._rev}`,
        })
        expect(now.documents).toEqual([v2])
        const before = await second.client.request<{ documents: Doc[] }>({
          uri: `/data/history/${DATASET}/documents/old?revision=${v1._rev}`,
        })
        expect(before.documents).toEqual([])

        const v3 = await second.client.patch('old').set({ title: 'v3' }).commit()
        const after = await second.history('old', { effectFormat: 'mendoza' })
        expect(after.map((tx) => tx.id)).toEqual([v1._rev, v2._rev, v3._rev])
        const effect = after[2]!.effects!.old!
        expect(applyPatch(withoutRev(v2 as Doc), effect.apply as never)).toEqual(
          withoutRev(v3 as Doc),
        )
      } finally {
        await second.server.close()
      }

      // Opening again does not index the log twice.
      const check = new Database(path.join(dataDir, 'lake.sqlite'))
      const rows = check.prepare("SELECT COUNT(*) AS n FROM revisions WHERE id = 'old'").get() as {
        n: number
      }
      check.close()
      expect(rows.n).toBe(3)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

/** Some document id that has history. */
async function anyId(): Promise<string> {
  const id = fresh('any')
  await lake.writer.createIfNotExists({ _id: id, _type: 'post' })
  return id
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
