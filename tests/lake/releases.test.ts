import { describe, expect, it } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { useTestLake } from '#test-support/lake'
import { rejection } from './support/lake-requests'
import { sessionUser } from './support/studio-users'

/**
 * Content releases as Sanity answers them (docs/decisions/043), through the real @sanity/client:
 * `client.releases.*`, `client.createVersion`, `client.unpublishVersion` and `client.action`.
 * Every action is one transaction; wrong states are 409, bad input 400, unknown releases 404.
 */
const lake = useTestLake()
let counter = 0

function ids() {
  counter += 1
  const releaseId = `rel${counter}${Date.now().toString(36)}`
  return { releaseId, docId: `page-${releaseId}` }
}

async function releaseWithVersion(client: SanityClient, title = 'Before') {
  const { releaseId, docId } = ids()
  await client.create({ _id: docId, _type: 'aboutPage', title })
  await client.releases.create({
    releaseId,
    metadata: { title: 'National Day', releaseType: 'scheduled' },
  })
  await client.createVersion({ publishedId: docId, baseId: docId, releaseId })
  await client.patch(`versions.${releaseId}.${docId}`).set({ title: 'After' }).commit()
  return { releaseId, docId, versionId: `versions.${releaseId}.${docId}` }
}

const inAMinute = () => new Date(Date.now() + 60_000).toISOString()

describe('the Studio finds releases turned on', () => {
  it('answers /features with contentReleases and singleDocRelease, and a release limit', async () => {
    const headers = { authorization: `Bearer ${lake.writeToken}` }
    const features = await fetch(`${lake.url}/v2025-02-19/features`, { headers })
    expect(await features.json()).toEqual(['contentReleases', 'singleDocRelease'])
    const allowed = await fetch(
      `${lake.url}/v2025-02-19/projects/local/new-content-release-allowed`,
      {
        headers,
      },
    )
    const body = (await allowed.json()) as { data: { datasetReleaseLimit: number } }
    expect(body.data.datasetReleaseLimit).toBeGreaterThan(0)
  })
})

describe('release actions', () => {
  it('creates a release as an active system.release document with its metadata', async () => {
    const { releaseId } = ids()
    const created = await lake.writer.releases.create({ releaseId, metadata: { title: 'Eid' } })
    expect(created.releaseId).toBe(releaseId)
    const release = await lake.writer.releases.get({ releaseId })
    expect(release).toMatchObject({
      _id: `_.releases.${releaseId}`,
      _type: 'system.release',
      name: releaseId,
      state: 'active',
      metadata: { title: 'Eid', releaseType: 'undecided' },
    })
    const again = await rejection(() => lake.writer.releases.create({ releaseId }))
    expect(again.statusCode).toBe(409)
  })

  it('edits metadata only', async () => {
    const { releaseId } = ids()
    await lake.writer.releases.create({ releaseId, metadata: { title: 'Old' } })
    await lake.writer.releases.edit({ releaseId, patch: { set: { 'metadata.title': 'New' } } })
    expect((await lake.writer.releases.get({ releaseId }))?.metadata.title).toBe('New')
    const state = await rejection(() =>
      lake.writer.releases.edit({ releaseId, patch: { set: { state: 'published' } } }),
    )
    expect(state.statusCode).toBe(400)
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('active')
  })

  it('refuses an edit made against a stale revision (409)', async () => {
    const { releaseId } = ids()
    await lake.writer.releases.create({ releaseId, metadata: { title: 'One' } })
    const before = await lake.writer.releases.get({ releaseId })
    await lake.writer.releases.edit({ releaseId, patch: { set: { 'metadata.title': 'Two' } } })
    const stale = await rejection(() =>
      lake.writer.releases.edit({
        releaseId,
        patch: { set: { 'metadata.title': 'Three' }, ifRevisionID: before!._rev },
      }),
    )
    expect(stale.statusCode).toBe(409)
    expect((await lake.writer.releases.get({ releaseId }))?.metadata.title).toBe('Two')
  })

  it('tells listeners of every release action, as one mutation event per transaction', async () => {
    const { releaseId } = ids()
    const events: { transition: string; documentId: string }[] = []
    const subscription = lake.writer
      .listen('*[_id in path("_.releases.*")]', {}, { visibility: 'query', events: ['mutation'] })
      .subscribe((event) => {
        if (event.type === 'mutation') events.push(event)
      })
    try {
      // The listener is open once an edit it follows arrives.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await lake.writer.releases.create({ releaseId })
      await lake.writer.releases.schedule({ releaseId, publishAt: inAMinute() })
      await lake.writer.releases.unschedule({ releaseId })
      await expect.poll(() => events.length, { timeout: 5_000 }).toBe(3)
      expect(events.map((e) => e.transition)).toEqual(['appear', 'update', 'update'])
      expect(new Set(events.map((e) => e.documentId))).toEqual(new Set([`_.releases.${releaseId}`]))
    } finally {
      subscription.unsubscribe()
    }
  })

  it('schedules, locks the versions while scheduled, unschedules', async () => {
    const { releaseId, versionId } = await releaseWithVersion(lake.writer)
    const publishAt = inAMinute()
    await lake.writer.releases.schedule({ releaseId, publishAt })
    const scheduled = await lake.writer.releases.get({ releaseId })
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt })

    const edit = await rejection(() =>
      lake.writer.patch(versionId).set({ title: 'Sneaky' }).commit(),
    )
    expect(edit.statusCode).toBe(409)
    expect(JSON.stringify(edit.response?.body)).toContain('releaseLockedError')
    const twice = await rejection(() => lake.writer.releases.schedule({ releaseId, publishAt }))
    expect(twice.statusCode).toBe(409)
    // The Studio's "publish now" unschedules first: a scheduled release is not published by hand.
    const publish = await rejection(() => lake.writer.releases.publish({ releaseId }))
    expect(publish.statusCode).toBe(409)

    await lake.writer.releases.unschedule({ releaseId })
    const active = await lake.writer.releases.get({ releaseId })
    expect(active?.state).toBe('active')
    expect(active?.publishAt).toBeUndefined()
    await lake.writer.patch(versionId).set({ title: 'Edited again' }).commit()
    expect((await lake.writer.getDocument(versionId))?.title).toBe('Edited again')
  })

  it('publishes every version in one transaction, then the release can be deleted', async () => {
    const { releaseId, docId, versionId } = await releaseWithVersion(lake.writer)
    const second = `${docId}-second`
    await lake.writer.createVersion({
      document: { _id: `versions.${releaseId}.${second}`, _type: 'aboutPage', title: 'New page' },
      publishedId: second,
      releaseId,
    })
    const { transactionId } = await lake.writer.releases.publish({ releaseId })
    expect((await lake.writer.getDocument(docId))?.title).toBe('After')
    expect((await lake.writer.getDocument(second))?.title).toBe('New page')
    expect(await lake.writer.getDocument(versionId)).toBeUndefined()
    const release = await lake.writer.releases.get({ releaseId })
    expect(release?.state).toBe('published')
    expect(release?.publishedAt).toEqual(expect.any(String))
    expect(release?.finalDocumentStates?.map((s) => s.id).sort()).toEqual(
      [versionId, `versions.${releaseId}.${second}`].sort(),
    )
    // One transaction: both documents carry its id as their revision.
    expect((await lake.writer.getDocument(docId))?._rev).toBe(transactionId)
    expect((await lake.writer.getDocument(second))?._rev).toBe(transactionId)
    await lake.writer.releases.delete({ releaseId })
    expect(await lake.writer.releases.get({ releaseId })).toBeUndefined()
  })

  it('unpublishes a document when its release publishes an unpublish version', async () => {
    const { releaseId, docId } = ids()
    await lake.writer.create({ _id: docId, _type: 'aboutPage', title: 'Price notice' })
    await lake.writer.releases.create({ releaseId })
    await lake.writer.unpublishVersion({ publishedId: docId, releaseId })
    const version = await lake.writer.getDocument(`versions.${releaseId}.${docId}`)
    expect(version?._system).toMatchObject({ delete: true })
    await lake.writer.releases.publish({ releaseId })
    expect(await lake.writer.getDocument(docId)).toBeUndefined()
  })

  it('archives (the versions go), unarchives (they come back), and deletes only when archived', async () => {
    const { releaseId, docId, versionId } = await releaseWithVersion(lake.writer)
    const active = await rejection(() => lake.writer.releases.delete({ releaseId }))
    expect(active.statusCode).toBe(409)
    await lake.writer.releases.archive({ releaseId })
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('archived')
    expect(await lake.writer.getDocument(versionId)).toBeUndefined()
    const addToArchived = await rejection(() =>
      lake.writer.createVersion({ publishedId: docId, baseId: docId, releaseId }),
    )
    expect(addToArchived.statusCode).toBe(409)

    await lake.writer.releases.unarchive({ releaseId })
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('active')
    expect((await lake.writer.getDocument(versionId))?.title).toBe('After')
    expect((await lake.writer.getDocument(docId))?.title).toBe('Before')
    await lake.writer.releases.archive({ releaseId })
    await lake.writer.releases.delete({ releaseId })
    expect(await lake.writer.releases.get({ releaseId })).toBeUndefined()
  })

  it('imports a release document as @sanity/import sends it', async () => {
    const { releaseId } = ids()
    const attributes = {
      _id: `_.releases.${releaseId}`,
      _type: 'system.release',
      metadata: { title: 'Imported', releaseType: 'asap' },
      state: 'active',
    }
    const action = { actionType: 'sanity.action.release.import' as const, releaseId, attributes }
    await lake.writer.action({ ...action, ifExists: 'fail' })
    expect((await lake.writer.releases.get({ releaseId }))?.metadata.title).toBe('Imported')
    const again = await rejection(() => lake.writer.action({ ...action, ifExists: 'fail' }))
    expect(again.statusCode).toBe(409)
    await lake.writer.action({
      actionType: 'sanity.action.release.import',
      releaseId,
      attributes: { ...attributes, metadata: { title: 'Replaced' } },
      ifExists: 'replace',
    })
    expect((await lake.writer.releases.get({ releaseId }))?.metadata.title).toBe('Replaced')
  })

  it('lists a release’s documents for the Studio (sanity::partOfRelease) and previews its perspective', async () => {
    const { releaseId, docId } = await releaseWithVersion(lake.writer)
    // The Studio reads members in the raw perspective (versions are not in the published one).
    const raw = lake.writer.withConfig({ perspective: 'raw' })
    const docs = (await raw.releases.fetchDocuments({ releaseId })).result
    expect(docs.map((d) => d._id)).toEqual([`versions.${releaseId}.${docId}`])
    const seen = await lake.writer.fetch(
      '*[_id == $id][0].title',
      { id: docId },
      {
        perspective: [releaseId, 'drafts'],
      },
    )
    expect(seen).toBe('After')
    expect(await lake.writer.fetch('*[_id == $id][0].title', { id: docId })).toBe('Before')
  })
})

describe('bad input gets Sanity’s error shape and changes nothing', () => {
  it('refuses malformed and reserved release ids (400) and unknown releases (404)', async () => {
    for (const releaseId of ['', 'a.b', '../x', 'drafts', 'x'.repeat(65), 'has space']) {
      const error = await rejection(() =>
        lake.writer.action({ actionType: 'sanity.action.release.create', releaseId, metadata: {} }),
      )
      expect(error.statusCode, releaseId).toBe(400)
    }
    for (const call of [
      () => lake.writer.releases.publish({ releaseId: 'rNoSuch01' }),
      () => lake.writer.releases.archive({ releaseId: 'rNoSuch01' }),
      () => lake.writer.releases.schedule({ releaseId: 'rNoSuch01', publishAt: inAMinute() }),
    ]) {
      const error = await rejection(call)
      expect(error.statusCode).toBe(404)
      expect(JSON.stringify(error.response?.body)).toContain('releaseNotFoundError')
    }
    const unknown = await rejection(() =>
      lake.writer.action({ actionType: 'sanity.action.release.explode', releaseId: 'rX' } as never),
    )
    expect(unknown.statusCode).toBe(400)
  })

  it('refuses scheduling in the past, more than a year ahead, or at no time', async () => {
    const { releaseId } = ids()
    await lake.writer.releases.create({ releaseId })
    const day = 24 * 60 * 60 * 1000
    for (const publishAt of [
      new Date(Date.now() - day).toISOString(),
      new Date(Date.now() + 400 * day).toISOString(),
      'tomorrow',
      '',
    ]) {
      const error = await rejection(() => lake.writer.releases.schedule({ releaseId, publishAt }))
      expect(error.statusCode, publishAt).toBe(400)
    }
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('active')
  })

  it('refuses a release of more than 1,000 documents, whole', async () => {
    const { releaseId } = ids()
    await lake.writer.releases.create({ releaseId })
    const tx = lake.writer.transaction()
    for (let i = 0; i < 1001; i++) {
      tx.create({ _id: `versions.${releaseId}.bulk-${i}`, _type: 'aboutPage', title: `${i}` })
    }
    const error = await rejection(() => tx.commit())
    expect(error.statusCode).toBe(409)
    expect(JSON.stringify(error.response?.body)).toContain('releaseDocumentLimitExceededError')
    const raw = lake.writer.withConfig({ perspective: 'raw' })
    expect((await raw.releases.fetchDocuments({ releaseId })).result).toEqual([])
  })

  it('a failing action in a request leaves the release as it was', async () => {
    const { releaseId, docId, versionId } = await releaseWithVersion(lake.writer)
    const error = await rejection(() =>
      lake.writer.action([
        { actionType: 'sanity.action.release.publish', releaseId },
        { actionType: 'sanity.action.release.delete', releaseId: 'rNoSuch02' },
      ]),
    )
    expect(error.statusCode).toBe(404)
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('active')
    expect((await lake.writer.getDocument(docId))?.title).toBe('Before')
    expect((await lake.writer.getDocument(versionId))?.title).toBe('After')
  })

  it('lets editors run release actions, not write release documents directly; viewers neither', async () => {
    const editor = await sessionUser(lake, `releditor${Date.now()}`, 'editor')
    const viewer = await sessionUser(lake, `relviewer${Date.now()}`, 'viewer')
    const asEditor = lake.client(editor.token)
    const { releaseId } = ids()
    await asEditor.releases.create({ releaseId, metadata: { title: 'By an editor' } })
    const direct = await rejection(() =>
      asEditor.patch(`_.releases.${releaseId}`).set({ state: 'published' }).commit(),
    )
    expect(direct.statusCode).toBe(400)
    const byViewer = await rejection(() =>
      lake.client(viewer.token).releases.archive({ releaseId }),
    )
    expect(byViewer.statusCode).toBe(403)
    expect((await lake.writer.releases.get({ releaseId }))?.state).toBe('active')
    expect((await lake.client(viewer.token).releases.get({ releaseId }))?.name).toBe(releaseId)
  })
})
