import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import type { SanityClient } from '@sanity/client'
import type { PublishOutcome } from '#lake/releases/scheduler'
import { lakeClient, useTestLake } from '#test-support/lake'
import { startLakeProcess, type LakeProcess } from '#test-support/lake-process'

/**
 * The release scheduler (docs/decisions/043): due releases publish at their time in the lake's
 * own process, with no client connected; what fell due while the process was down publishes on
 * start, once; a conflicting publish fails cleanly with the reason on the release; a passing
 * failure is retried, and nothing is ever half-applied.
 */
const outcomes: PublishOutcome[] = []
const lake = useTestLake({
  server: { scheduler: { retryDelaysMs: [300], onOutcome: (o) => outcomes.push(o) } },
})
let counter = 0

async function scheduledRelease(
  client: SanityClient,
  inMs: number,
  options: { unpublish?: boolean } = {},
) {
  counter += 1
  const releaseId = `sched${counter}${Date.now().toString(36)}`
  const docId = `notice-${releaseId}`
  await client.create({ _id: docId, _type: 'aboutPage', title: 'Before' })
  await client.releases.create({
    releaseId,
    metadata: { title: 'On time', releaseType: 'scheduled' },
  })
  if (options.unpublish) {
    await client.unpublishVersion({ publishedId: docId, releaseId })
  } else {
    await client.createVersion({
      document: { _id: `versions.${releaseId}.${docId}`, _type: 'aboutPage', title: 'After' },
      publishedId: docId,
      releaseId,
    })
  }
  const publishAt = new Date(Date.now() + inMs).toISOString()
  await client.releases.schedule({ releaseId, publishAt })
  return { releaseId, docId, publishAt }
}

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const outcomeOf = (releaseId: string, result: PublishOutcome['result']) => () =>
  outcomes.find((o) => o.releaseId === releaseId && o.result === result)

describe('the scheduler in the lake process', () => {
  it('publishes a release due in 3 s with no client connected, within a second of its time', async () => {
    const { releaseId, docId, publishAt } = await scheduledRelease(lake.writer, 3000)
    const store = lake.server.lake.store
    expect(store.get('production', docId)?.title).toBe('Before')
    const published = await until('the publish', outcomeOf(releaseId, 'published'))
    expect(published.lateMs).toBeLessThan(1000)
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt))
    expect(store.get('production', docId)?.title).toBe('After')
    expect(store.get('production', `_.releases.${releaseId}`)).toMatchObject({ state: 'published' })
    expect(lake.server.scheduler.nextRun()).toBeNull()
  })

  it('publishes a scheduled draft (the Studio’s "Schedule publish" on one document)', async () => {
    counter += 1
    const releaseId = `draft${counter}${Date.now().toString(36)}`
    const docId = `notice-${releaseId}`
    await lake.writer.create({ _id: docId, _type: 'aboutPage', title: 'Published' })
    const draft = await lake.writer.create({
      _id: `drafts.${docId}`,
      _type: 'aboutPage',
      title: 'Draft',
    })
    const publishAt = new Date(Date.now() + 1500).toISOString()
    // The Studio's three calls, as it sends them.
    await lake.writer.action({
      actionType: 'sanity.action.release.create',
      releaseId,
      metadata: {
        title: 'Scheduled publish',
        description: '',
        releaseType: 'scheduled',
        cardinality: 'one',
        intendedPublishAt: publishAt,
      },
    })
    await lake.writer.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: docId,
      baseId: `drafts.${docId}`,
      versionId: `versions.${releaseId}.${docId}`,
      ifBaseRevisionId: draft._rev,
    })
    await lake.writer.action({ actionType: 'sanity.action.release.schedule', releaseId, publishAt })
    await until('the publish', outcomeOf(releaseId, 'published'))
    expect((await lake.anon.getDocument(docId))?.title).toBe('Draft')
  })

  it('removes a document at the time of a scheduled unpublish', async () => {
    const { releaseId, docId } = await scheduledRelease(lake.writer, 1500, { unpublish: true })
    expect(await lake.anon.getDocument(docId)).toBeDefined()
    await until('the unpublish', outcomeOf(releaseId, 'published'))
    expect(await lake.anon.getDocument(docId)).toBeUndefined()
  })

  it('fails a release whose document was published again after scheduling, and says why', async () => {
    const { releaseId, docId } = await scheduledRelease(lake.writer, 1500)
    await lake.writer.createOrReplace({ _id: docId, _type: 'aboutPage', title: 'Fixed a typo' })
    const failed = await until('the failure', outcomeOf(releaseId, 'failed'))
    expect(failed.message).toContain('published again')
    const release = await lake.writer.releases.get({ releaseId })
    expect(release?.state).toBe('active')
    expect(release?.error?.message).toContain(docId)
    // Nothing of the release was applied: the newer publish stands, the version is kept.
    expect((await lake.writer.getDocument(docId))?.title).toBe('Fixed a typo')
    expect((await lake.writer.getDocument(`versions.${releaseId}.${docId}`))?.title).toBe('After')
    // The Studio lists it with the error: the query its release list sends.
    const listed = await lake.writer.fetch(
      `*[_type=="system.release" && _id == $id]{ state, ...select(length(error.message) > 0 => { error }, {}) }[0]`,
      { id: `_.releases.${releaseId}` },
      { perspective: 'raw' },
    )
    expect(listed.error.message).toContain('published again')
  })

  it('retries a publish that failed for a passing reason, never half-applied', async () => {
    const { releaseId, docId } = await scheduledRelease(lake.writer, 1000)
    let refusals = 0
    const store = lake.server.lake.store
    const remove = store.withinCommit((tx) => {
      if (tx.identity === 'release-scheduler' && refusals === 0) {
        refusals += 1
        throw new Error('database is busy')
      }
    })
    try {
      const retrying = await until('the first failure', outcomeOf(releaseId, 'retrying'))
      expect(retrying.message).toContain('busy')
      expect(store.get('production', docId)?.title).toBe('Before')
      expect(store.get('production', `_.releases.${releaseId}`)).toMatchObject({
        state: 'scheduled',
      })
      await until('the retry', outcomeOf(releaseId, 'published'))
      expect(store.get('production', docId)?.title).toBe('After')
    } finally {
      remove()
    }
  })

  it('costs nothing while nothing is scheduled: no timer at all', async () => {
    expect(lake.server.scheduler.nextRun()).toBeNull()
    const { releaseId } = await scheduledRelease(lake.writer, 60_000)
    expect(lake.server.scheduler.nextRun()).toBeGreaterThan(Date.now() + 50_000)
    await lake.writer.releases.unschedule({ releaseId })
    expect(lake.server.scheduler.nextRun()).toBeNull()
  })
})

describe('a release that fell due while the lake was down (kill -9)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-schedule-'))
  const token = 'schedule-kill-test-token'
  let running: LakeProcess | undefined
  afterAll(async () => {
    await running?.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const start = async () => {
    running = await startLakeProcess({ dataDir, env: { SANITY_WRITE_TOKEN: token } })
    return lakeClient(running.url, { token, maxRetries: 0 })
  }

  it('publishes on start, exactly once', async () => {
    let client = await start()
    const { releaseId, docId, publishAt } = await scheduledRelease(client, 2500)
    await running!.kill()
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 500))

    client = await start()
    const deadline = Date.now() + 10_000
    while ((await client.getDocument(docId))?.title !== 'After' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await client.getDocument(docId))?.title).toBe('After')
    expect((await client.releases.get({ releaseId }))?.state).toBe('published')
    await running!.kill()
    client = await start()
    expect((await client.releases.get({ releaseId }))?.state).toBe('published')
    await running!.stop()
    running = undefined

    const db = new Database(path.join(dataDir, 'lake.sqlite'), { readonly: true })
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM transactions WHERE identity = 'release-scheduler'")
      .get() as { n: number }
    db.close()
    expect(n).toBe(1)
  })
})
