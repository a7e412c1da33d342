/**
 * kill -9 soak (issue 11, "Proof at scale"; research/reliability.md §3 D5 and §5 G7).
 *
 *   npm run soak -- [--cycles 500] [--seed N] [--full-every 4] [--integrity-every 1] [--keep]
 *                   [--until <ISO time>: stop early, cleanly] [--root <tree>: another checkout]
 *
 * One DATA_DIR for the whole run. Every cycle starts a process on it, drives writes, SIGKILLs it
 * at a random moment, and the next cycle checks the store before writing again:
 *
 * - every `--full-every`-th cycle (and the first, which seeds) runs the whole product
 *   (scripts/start.ts: the lake, the site and /api), and an admin, logged in through
 *   /api/admin.php, saves about.php, trackship.php, media-center.php and home.php with multipart
 *   uploads (PNG banners and photos, MP4/WebM/Ogg videos) while the lake writers run too;
 * - the other cycles run the lake alone (much faster to restart) with the lake writers only:
 *   @sanity/client with the write token of DATA_DIR/lake-tokens.json, single mutations,
 *   multi-mutation transactions with `ifRevisionID`, deletes, and asset uploads followed by a
 *   document referencing the asset.
 *
 * After each restart: `PRAGMA integrity_check` of lake.sqlite (a read-only connection beside the
 * running process), every acknowledged write present (a write in flight at the kill may be there
 * or not, but whole), every asset `_ref` in any document resolving to an asset document whose
 * blob exists under DATA_DIR/assets/blobs with the recorded size and sha1, and no upload temp
 * file left behind. At the end, every acknowledged lake transaction id is in the transaction log.
 *
 * Prints a summary table; exits 1 when anything was lost, corrupt or missing. A failing run is
 * replayed (as far as timing allows) with the printed `--seed`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import Database from 'better-sqlite3'
import type { LocaleString } from '#schemas/generated/sanity.types'
import { adminToken } from '#test-support/admin-api'
import { filesUnder } from '#test-support/files'
import {
  docState,
  killWrites,
  notInTransactionLog,
  prng,
  randomPng,
  sha1,
  type InFlight,
  type WriteMutations,
} from '#test-support/kill-writes'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess, type LakeProcess } from '#test-support/lake-process'
import { mp4Video, oggVideo, webmVideo, type MediaFixture } from '#test-support/media-fixtures'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'
import { option, soakRoot } from './support/options'

// --- Options ------------------------------------------------------------------------------------

const CYCLES = Number(option('cycles') ?? process.env.SOAK_CYCLES ?? 500)
const SEED = Number(option('seed') ?? process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31))
const FULL_EVERY = Math.max(1, Number(option('full-every') ?? 4))
const INTEGRITY_EVERY = Math.max(1, Number(option('integrity-every') ?? 1))
const KEEP = process.argv.includes('--keep')
const ROOT = soakRoot(option('root'))
const DEADLINE = option('until') ? Date.parse(option('until')!) : Infinity
const WORKERS = 3
const DOCS_PER_WORKER = 4
const ADMIN_EMAIL = 'soak-admin@example.com'
const ADMIN_PASSWORD = 'soak admin password 7f3a9c'

const rng = prng(SEED)

// --- Figures ------------------------------------------------------------------------------------

const figures = {
  cycles: 0,
  fullCycles: 0,
  lakeCycles: 0,
  kills: 0,
  ackedLakeTx: 0,
  ackedAssetUploads: 0,
  ackedAdminSaves: 0,
  adminSavesByRoute: {} as Record<string, number>,
  adminUploadsAcked: 0,
  inFlightApplied: 0,
  inFlightLost: 0,
  lost: 0,
  corrupt: 0,
  missingAssets: 0,
  integrityChecks: 0,
  leftoverTemp: 0,
  apiTempFiles: 0,
  unexpectedReplies: 0,
  restartFailures: 0,
  startMs: { lake: [] as number[], product: [] as number[] },
}
const problems: string[] = []
function problem(kind: keyof typeof figures, message: string) {
  ;(figures[kind] as number)++
  problems.push(`[cycle ${figures.cycles}] ${kind}: ${message}`)
  if (problems.length <= 50) console.log(`  !! ${kind}: ${message}`)
}

// --- Lake writers -------------------------------------------------------------------------------

const writes = killWrites({
  rng,
  txPrefix: 'soak',
  docType: 'soakDoc',
  docId: (w, k) => `soak-w${w}-d${k}`,
  workers: WORKERS,
  docsPerWorker: DOCS_PER_WORKER,
  assetShare: 0.15,
  imageShare: 0.5,
  maxImageSide: 64,
  maxBlobKiB: 96,
})
const lakeInFlight = new Map<number, InFlight>()
const ackedAssets = new Map<string, string>() // asset id -> sha1
const ackedTxIds: string[] = []

function writeClient(url: string, token: string): SanityClient {
  return lakeClient(url, { token, maxRetries: 0, timeout: 30_000 })
}

async function randomPngFixture(): Promise<MediaFixture> {
  return { name: 'pic.png', type: 'image/png', bytes: await randomPng(rng, 64) }
}

/** A network failure is the kill; an HTTP status is the server's answer. */
function statusOf(error: unknown): number | undefined {
  return (error as { statusCode?: number }).statusCode
}

async function lakeWorker(w: number, client: SanityClient, stopFlag: { now: boolean }) {
  while (!stopFlag.now) {
    const write = writes.next(w)
    try {
      let planned: WriteMutations
      if (write.asset) {
        const { kind, bytes, name } = await write.asset
        lakeInFlight.set(w, { txId: '', changes: new Map() })
        const asset = await client.assets.upload(kind, bytes, { filename: name })
        const hash = sha1(bytes)
        if (!asset._id.includes(hash)) {
          problem('unexpectedReplies', `asset ${asset._id} does not carry sha1 ${hash}`)
        }
        ackedAssets.set(asset._id, hash)
        figures.ackedAssetUploads++
        planned = write.reference(asset._id)
      } else {
        planned = write
      }
      lakeInFlight.set(w, { txId: write.txId, changes: planned.changes })
      const res = await client.mutate(planned.mutations as never, {
        transactionId: write.txId,
        returnDocuments: false,
      })
      if (res.transactionId !== write.txId) {
        problem('unexpectedReplies', `transaction id ${res.transactionId} for ${write.txId}`)
      }
      writes.acknowledge(planned.changes)
      ackedTxIds.push(write.txId)
      figures.ackedLakeTx++
      lakeInFlight.delete(w)
    } catch (error) {
      const status = statusOf(error)
      if (status === undefined) return // the kill
      problem('unexpectedReplies', `lake write ${write.txId} answered ${status}: ${String(error)}`)
      lakeInFlight.delete(w)
      // Resynchronise this worker's documents with what the store says.
      const ids = writes.workerIds(w)
      const docs = await client.getDocuments(ids).catch(() => null)
      if (!docs) return
      writes.acknowledge(new Map(ids.map((id, k) => [id, docState(docs[k])])))
    }
  }
}

// --- Admin saves --------------------------------------------------------------------------------

type Route = 'about.php' | 'trackship.php' | 'media-center.php' | 'home.php'
const ROUTES: Route[] = ['about.php', 'trackship.php', 'media-center.php', 'home.php']

/** What each singleton page must read, once an admin save of it was acknowledged. */
interface AboutState {
  title: string
  banner?: string
  aboutImage?: string
}
interface TrackState {
  marker: string
  banner?: string
}
interface MediaState {
  newsTitle: string
  banner?: string
  photos?: string[]
}
interface HomeSave {
  marker: string
  video?: string
}
const admin = {
  about: null as AboutState | null,
  track: null as TrackState | null,
  media: null as MediaState | null,
  home: [] as HomeSave[],
  inFlight: null as null | { route: Route; apply: () => void; home?: HomeSave },
  saveCounter: 0,
}

const VIDEOS = [mp4Video, webmVideo, oggVideo]

async function adminSave(apiUrl: string, token: string): Promise<boolean> {
  const route = ROUTES[rng.int(0, ROUTES.length - 1)]!
  const marker = `soak-${SEED}-${admin.saveCounter++}-${rng.int(0, 1e9).toString(36)}`
  const form = new FormData()
  form.append('mode', 'post')
  let uploads = 0
  const addImage = async (field: string): Promise<string> => {
    const png = await randomPngFixture()
    form.append(field, new Blob([new Uint8Array(png.bytes)], { type: png.type }), png.name)
    uploads++
    return sha1(png.bytes)
  }
  let apply: () => void
  let home: HomeSave | undefined
  if (route === 'about.php') {
    const next: AboutState = { ...(admin.about ?? { title: '' }), title: marker }
    form.append('welcomeTitle', marker)
    form.append('welcomeContent', `Welcome text ${marker}`)
    form.append('visionPoints', JSON.stringify([`vision ${marker}`]))
    if (rng.next() < 0.6) next.banner = await addImage('bannerImage')
    if (rng.next() < 0.4) next.aboutImage = await addImage('aboutImage')
    apply = () => (admin.about = next)
  } else if (route === 'trackship.php') {
    const next: TrackState = { ...(admin.track ?? { marker: '' }), marker }
    form.append('shipmentcontent', `Tracking ${marker}`)
    if (rng.next() < 0.6) next.banner = await addImage('bannerImage')
    apply = () => (admin.track = next)
  } else if (route === 'media-center.php') {
    const next: MediaState = { ...(admin.media ?? { newsTitle: '' }), newsTitle: marker }
    form.append(
      'news',
      JSON.stringify([{ title: marker, content: `News ${marker}`, date: '2026-11-24' }]),
    )
    form.append('videoLinks', JSON.stringify(['https://www.youtube.com/watch?v=soak']))
    if (rng.next() < 0.5) next.banner = await addImage('bannerImage')
    const photoCount = rng.int(0, 3)
    if (photoCount > 0) {
      next.photos = []
      for (let i = 0; i < photoCount; i++) next.photos.push(await addImage(`photos[${i}]`))
    }
    apply = () => (admin.media = next)
  } else {
    home = { marker }
    form.append('slogone', marker)
    form.append('slogsubone', `sub ${marker}`)
    form.append('testimonial', JSON.stringify([`testimonial ${marker}`]))
    if (rng.next() < 0.7) {
      const video = VIDEOS[rng.int(0, VIDEOS.length - 1)]!()
      form.append(
        'videoone',
        new Blob([new Uint8Array(video.bytes)], { type: video.type }),
        video.name,
      )
      home.video = sha1(video.bytes)
      uploads++
    }
    const saved = home
    apply = () => admin.home.push(saved)
  }
  admin.inFlight = { route, apply, home }
  let response: Response
  try {
    response = await fetch(`${apiUrl}/${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    })
  } catch {
    return false // the kill (the save stays in flight)
  }
  const text = await response.text().catch(() => null)
  if (text === null) return false
  if (response.status !== 200 || !(JSON.parse(text) as { success?: boolean }).success) {
    problem('unexpectedReplies', `${route} answered ${response.status}: ${text.slice(0, 300)}`)
    admin.inFlight = null
    return true
  }
  apply()
  admin.inFlight = null
  figures.ackedAdminSaves++
  figures.adminUploadsAcked += uploads
  figures.adminSavesByRoute[route] = (figures.adminSavesByRoute[route] ?? 0) + 1
  return true
}

async function adminLoop(apiUrl: string, stopFlag: { now: boolean }) {
  let token: string
  try {
    token = await adminToken(apiUrl, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  } catch (error) {
    // No answer is the kill; an answer without a token is a finding.
    const status = (error as { status?: number }).status
    if (status !== undefined) problem('unexpectedReplies', `admin.php login answered ${status}`)
    return
  }
  while (!stopFlag.now) {
    if (!(await adminSave(apiUrl, token))) return
  }
}

// --- Verification -------------------------------------------------------------------------------

const verifiedBlobs = new Map<string, string>() // path -> `${size}:${mtimeMs}` already hashed

function integrityCheck(dataDir: string) {
  figures.integrityChecks++
  let db: Database.Database | null = null
  try {
    db = new Database(path.join(dataDir, 'lake.sqlite'), { readonly: true, fileMustExist: true })
    db.pragma('busy_timeout = 10000')
    const rows = db.pragma('integrity_check') as { integrity_check: string }[]
    const result = rows.map((r) => r.integrity_check).join('; ')
    if (result !== 'ok') problem('corrupt', `lake.sqlite integrity_check: ${result}`)
  } catch (error) {
    problem('corrupt', `lake.sqlite could not be checked: ${String(error)}`)
  } finally {
    db?.close()
  }
}

function collectRefs(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_ref' && typeof item === 'string' && /^(image|file)-/.test(item)) into.add(item)
      else collectRefs(item, into)
    }
  }
}

interface AssetDoc {
  _id: string
  sha1hash: string
  size: number
}

async function verify(lakeUrl: string, dataDir: string, token: string) {
  const client = writeClient(lakeUrl, token)

  // 1. The lake writers: each worker's documents at the acknowledged state, or with the
  //    transaction in flight at the kill applied whole.
  const ids = writes.ids()
  const docs = await client.getDocuments(ids)
  const actual = new Map(ids.map((id, i) => [id, docState(docs[i])]))
  for (let w = 0; w < WORKERS; w++) {
    const pending = lakeInFlight.get(w)
    const settled = writes.settle(w, actual, pending)
    if (settled.outcome === 'acknowledged') {
      if (settled.inFlightLost) figures.inFlightLost++
    } else if (settled.outcome === 'in-flight-applied') {
      if (pending?.txId) {
        ackedTxIds.push(pending.txId)
        figures.inFlightApplied++
      }
    } else {
      problem(
        'lost',
        `worker ${w}: expected ${JSON.stringify(Object.fromEntries(settled.expected))} (or with ${pending?.txId ?? 'nothing'} in flight), got ${JSON.stringify(Object.fromEntries(settled.got))}`,
      )
    }
  }
  lakeInFlight.clear()

  // 2. The admin saves.
  const [about, track, media] = await client.getDocuments<Record<string, unknown>>([
    'aboutPage',
    'trackShipmentPage',
    'mediaCenter',
  ])
  const homeEntries = await client.fetch<Record<string, unknown>[]>(
    '*[_type == "homeEntry"]{_id, slogans, videos}',
  )
  const assets = await client.fetch<AssetDoc[]>(
    '*[_type in ["sanity.imageAsset", "sanity.fileAsset"]]{_id, sha1hash, size}',
  )
  const assetById = new Map(assets.map((a) => [a._id, a]))
  const shaOf = (field: unknown) => {
    const ref = (field as { asset?: { _ref?: string } } | undefined)?.asset?._ref
    return ref ? assetById.get(ref)?.sha1hash : undefined
  }
  // The admin panel saves the English side of each localized field (its Arabic side is the
  // Studio's), so that is where an acknowledged save must be found.
  const english = (value: unknown) => (value as LocaleString | undefined)?.en ?? ''
  const aboutNow: AboutState = {
    title: english(about?.welcomeTitle),
    banner: shaOf(about?.bannerImage),
    aboutImage: shaOf(about?.aboutImage),
  }
  const trackNow = JSON.stringify(track?.shipmentContent ?? '')
  const trackBanner = shaOf(track?.bannerImage)
  const mediaNow: MediaState = {
    newsTitle: english((media?.news as { title?: LocaleString }[] | undefined)?.[0]?.title),
    banner: shaOf(media?.bannerImage),
    photos: ((media?.photos as unknown[] | undefined) ?? []).map((p) => shaOf(p) ?? '?'),
  }
  const matches = {
    about: (s: AboutState) =>
      aboutNow.title === s.title &&
      (s.banner === undefined || aboutNow.banner === s.banner) &&
      (s.aboutImage === undefined || aboutNow.aboutImage === s.aboutImage),
    track: (s: TrackState) =>
      trackNow.includes(s.marker) && (s.banner === undefined || trackBanner === s.banner),
    media: (s: MediaState) =>
      mediaNow.newsTitle === s.newsTitle &&
      (s.banner === undefined || mediaNow.banner === s.banner) &&
      (s.photos === undefined || JSON.stringify(mediaNow.photos) === JSON.stringify(s.photos)),
  }
  const pending = admin.inFlight
  admin.inFlight = null
  const singleton = <S>(
    name: 'about' | 'track' | 'media',
    route: Route,
    acked: S | null,
    ok: (s: S) => boolean,
    describe: string,
  ) => {
    // The save in flight at the kill may have landed (whole): then it is the state to expect.
    if (pending?.route === route) {
      pending.apply()
      const next = admin[name] as S
      if (ok(next)) {
        figures.inFlightApplied++
        return
      }
      admin[name] = acked as never
    }
    if (acked && !ok(acked)) {
      problem('lost', `${route}: expected ${JSON.stringify(acked)}, got ${describe}`)
    }
  }
  singleton('about', 'about.php', admin.about, matches.about, JSON.stringify(aboutNow))
  singleton('track', 'trackship.php', admin.track, matches.track, trackNow.slice(0, 300))
  singleton('media', 'media-center.php', admin.media, matches.media, JSON.stringify(mediaNow))
  const homeBySlogan = new Map(
    homeEntries.map((e) => [english((e.slogans as LocaleString[] | undefined)?.[0]), e]),
  )
  const homeMatches = (save: HomeSave) => {
    const entry = homeBySlogan.get(save.marker)
    if (!entry) return false
    const video = (entry.videos as { _key?: string }[] | undefined)?.find(
      (v) => v._key === 'videoone',
    )
    return save.video === undefined ? !video : shaOf(video) === save.video
  }
  if (pending?.route === 'home.php' && pending.home && homeMatches(pending.home)) {
    pending.apply()
    figures.inFlightApplied++
  }
  for (const save of admin.home) {
    if (!homeMatches(save)) problem('lost', `home.php save ${JSON.stringify(save)} not found`)
  }

  // 3. Assets: every acknowledged upload, and every asset `_ref` in any document, resolves to an
  //    asset document whose blob is on disk with its size and sha1.
  for (const [id, hash] of ackedAssets) {
    if (assetById.get(id)?.sha1hash !== hash) {
      problem('missingAssets', `acknowledged upload ${id} has no asset document`)
      ackedAssets.delete(id)
    }
  }
  const all = await client.fetch<unknown[]>('*', {}, { perspective: 'raw' })
  const refs = new Set<string>()
  collectRefs(all, refs)
  for (const ref of refs) {
    const asset = assetById.get(ref)
    if (!asset) {
      problem('missingAssets', `referenced ${ref} has no asset document`)
      continue
    }
    const blob = path.join(dataDir, 'assets', 'blobs', asset.sha1hash.slice(0, 2), asset.sha1hash)
    const stat = fs.statSync(blob, { throwIfNoEntry: false })
    if (!stat) {
      problem('missingAssets', `referenced ${ref}: no file ${blob}`)
      continue
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`
    if (verifiedBlobs.get(blob) === stamp) continue
    if (stat.size !== asset.size || sha1(fs.readFileSync(blob)) !== asset.sha1hash) {
      problem('missingAssets', `referenced ${ref}: file ${blob} is partial or altered`)
      continue
    }
    verifiedBlobs.set(blob, stamp)
  }

  // 4. No temp file of an interrupted lake upload survives a start. The /api upload folder keeps
  //    a dead process's temp folder until it is an hour old (adapters/server/uploads/multipart.ts
  //    STALE_TEMP_MS): counted, not a failure.
  const leftLake = filesUnder(path.join(dataDir, 'assets', 'tmp')).length
  if (leftLake > 0) problem('leftoverTemp', `${leftLake} file(s) left in assets/tmp after a start`)
  figures.apiTempFiles = filesUnder(path.join(dataDir, 'tmp', 'uploads')).length
  return { refs: refs.size, assets: assets.length, homeEntries: homeEntries.length }
}

// --- Main ---------------------------------------------------------------------------------------

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kill-soak-'))
  const logFile = path.join(dataDir, '..', `${path.basename(dataDir)}.log`)
  const log = fs.createWriteStream(logFile)
  const started = performance.now()
  console.log(
    `kill-soak: seed ${SEED} (--seed ${SEED} to replay), ${CYCLES} cycles, the whole product every ${FULL_EVERY}th cycle, integrity_check every ${INTEGRITY_EVERY}\n  product tree ${ROOT}\n  DATA_DIR ${dataDir}\n  server output in ${logFile}`,
  )
  let token = ''
  let last = { refs: 0, assets: 0, homeEntries: 0 }

  for (let cycle = 0; cycle <= CYCLES; cycle++) {
    figures.cycles = cycle
    const full = cycle % FULL_EVERY === 0 || cycle === CYCLES
    let child: LakeProcess | ProductProcess | null = null
    for (let attempt = 0; attempt < 3 && !child; attempt++) {
      try {
        child = full
          ? await startProductProcess({
              dataDir,
              adminEmail: ADMIN_EMAIL,
              adminPassword: ADMIN_PASSWORD,
              env: { CAREERS_RATE_LIMIT: '100000' },
              root: ROOT,
              log,
            })
          : await startLakeProcess({ dataDir, root: ROOT, log })
      } catch (error) {
        problem('restartFailures', String(error).slice(0, 2000))
      }
    }
    if (!child) throw new Error(`cycle ${cycle}: could not restart after 3 attempts`)
    const lakeUrl = 'lakeUrl' in child ? child.lakeUrl : child.url
    figures.startMs[full ? 'product' : 'lake'].push(child.startMs)
    if (!token) {
      token = (
        JSON.parse(fs.readFileSync(path.join(dataDir, 'lake-tokens.json'), 'utf8')) as {
          writeToken: string
        }
      ).writeToken
    }

    if (cycle % INTEGRITY_EVERY === 0 || cycle === CYCLES) integrityCheck(dataDir)
    try {
      last = await verify(lakeUrl, dataDir, token)
    } catch (error) {
      problem('unexpectedReplies', `verification failed to read the store: ${String(error)}`)
    }

    if (cycle === CYCLES || Date.now() > DEADLINE) {
      await child.stop()
      break
    }

    // Writes, then the kill at a random moment.
    const client = writeClient(lakeUrl, token)
    const stopFlag = { now: false }
    const loops = [...Array(WORKERS).keys()].map((w) => lakeWorker(w, client, stopFlag))
    if ('apiUrl' in child) loops.push(adminLoop(child.apiUrl, stopFlag))
    await new Promise((r) => setTimeout(r, full ? rng.int(150, 2500) : rng.int(20, 900)))
    const how = await child.kill()
    if (how !== 'SIGKILL')
      problem('restartFailures', `the process ended with ${how} before the kill`)
    figures.kills++
    if (full) figures.fullCycles++
    else figures.lakeCycles++
    stopFlag.now = true
    await Promise.all(loops)

    if ((cycle + 1) % 25 === 0) {
      const s = (performance.now() - started) / 1000
      console.log(
        `  cycle ${cycle + 1}/${CYCLES}: ${figures.ackedLakeTx} lake tx + ${figures.ackedAdminSaves} admin saves acknowledged, ${last.assets} assets (${last.refs} referenced), lost ${figures.lost}, corrupt ${figures.corrupt}, missing ${figures.missingAssets}; ${s.toFixed(0)} s (${(s / (cycle + 1)).toFixed(2)} s/cycle)`,
      )
    }
  }

  // Every acknowledged lake transaction is in the transaction log (read after a clean stop).
  const missing = notInTransactionLog(dataDir, ackedTxIds)
  for (const id of missing.slice(0, 10)) problem('lost', `transaction ${id} not in the log`)
  figures.lost += Math.max(0, missing.length - 10)
  log.end()

  const seconds = (performance.now() - started) / 1000
  const median = (xs: number[]) =>
    xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : 0
  const rows: [string, string | number][] = [
    ['seed', SEED],
    [
      'kill -9 cycles',
      `${figures.kills} (${figures.fullCycles} whole product, ${figures.lakeCycles} lake alone)`,
    ],
    [
      'acknowledged writes',
      figures.ackedLakeTx + figures.ackedAssetUploads + figures.ackedAdminSaves,
    ],
    ['  lake transactions', figures.ackedLakeTx],
    ['  lake asset uploads', figures.ackedAssetUploads],
    [
      '  admin saves (/api)',
      `${figures.ackedAdminSaves} (${Object.entries(figures.adminSavesByRoute)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ')})`,
    ],
    ['  files in admin saves', figures.adminUploadsAcked],
    ['in flight at kill: applied / not', `${figures.inFlightApplied} / ${figures.inFlightLost}`],
    ['lost acknowledged writes', figures.lost],
    ['corrupt stores', `${figures.corrupt} (of ${figures.integrityChecks} integrity_checks)`],
    [
      'missing referenced assets',
      `${figures.missingAssets} (${last.refs} referenced, ${last.assets} assets)`,
    ],
    ['lake temp files after restart', figures.leftoverTemp],
    ['/api upload temp files (swept after 1 h)', figures.apiTempFiles],
    ['unexpected replies', figures.unexpectedReplies],
    ['restart failures', figures.restartFailures],
    [
      'median start (lake / product)',
      `${median(figures.startMs.lake).toFixed(0)} ms / ${median(figures.startMs.product).toFixed(0)} ms`,
    ],
    [
      'time',
      `${seconds.toFixed(0)} s (${(seconds / Math.max(1, figures.kills)).toFixed(2)} s/cycle)`,
    ],
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  console.log('\nkill -9 soak')
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`)
  if (problems.length > 50) console.log(`  (${problems.length - 50} more problems not printed)`)
  const failed =
    figures.lost +
      figures.corrupt +
      figures.missingAssets +
      figures.unexpectedReplies +
      figures.leftoverTemp >
      0 || figures.kills < Math.min(CYCLES, 1)
  if (!KEEP && !failed) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(logFile, { force: true })
  } else {
    console.log(`  DATA_DIR kept: ${dataDir}; server output: ${logFile}`)
  }
  process.exit(failed ? 1 : 0)
}

await main()
