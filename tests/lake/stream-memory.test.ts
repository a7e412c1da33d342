import fs from 'node:fs'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess, type LakeProcess } from '#test-support/lake-process'

// Issue 25, finding 3: fifty listen streams on one HTTP/2 connection whose client never reads,
// and a few edits of a 1 MB public document, took the server from about 450 MB to over 1.3 GB and
// kept it. The lake runs as its own process here, so its resident memory is what is measured.
const STREAMS = 50
const EDITS = 6
const MB = 1024 * 1024

let dataDir: string
let lake: LakeProcess
let studioUrl: string
let ca: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-memory-'))
  const main = path.join(import.meta.dirname, 'support/studio-lake-main.ts')
  lake = await startLakeProcess({
    dataDir,
    env: { LAKE_TLS_PORT: '0', LAKE_STREAM_STALL_MS: '3000' },
    runner: 'tsx',
    wrap: ([node]) => [node!, '--import', 'tsx', main],
  })
  const match = /Studio origin: (\S+) ca=(\S+)/.exec(lake.output())!
  studioUrl = match[1]!
  ca = fs.readFileSync(match[2]!, 'utf8')
})

afterAll(async () => {
  await lake?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function residentMb(): number {
  const status = fs.readFileSync(`/proc/${lake.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/** A 1 MB public document's new text: every edit sends it to each listener several times over. */
const text = (n: number) => `${n}`.padEnd(MB, `edit ${n} `)

interface HeldStream {
  status: Promise<number>
}

/** Opens a listen on the session and never reads its body. */
function holdStream(session: http2.ClientHttp2Session): HeldStream {
  const query = new URLSearchParams({
    query: '*[_id == "big"]',
    includeResult: 'true',
    includePreviousRevision: 'true',
    effectFormat: 'mendoza',
  })
  const request = session.request({
    ':path': `/v2025-02-19/data/listen/production?${query}`,
    accept: 'text/event-stream',
  })
  request.pause()
  request.on('error', () => {})
  return {
    status: new Promise((resolve) => request.once('response', (h) => resolve(h[':status']!))),
  }
}

it('bounds the memory of streams that do not read, ends them, and gives the memory back', async () => {
  const writer = lakeClient(lake.url, { token: lake.writeToken })
  await writer.createOrReplace({ _id: 'big', _type: 'notice', body: text(0) })
  // Warm up: the allocations of a 1 MB edit with nobody listening are not the streams' doing.
  for (let n = 1; n <= 3; n++)
    await writer
      .patch('big')
      .set({ body: text(n) })
      .commit()
  const baseline = residentMb()

  const session = http2.connect(studioUrl, { ca })
  session.on('error', () => {})
  const streams = Array.from({ length: STREAMS }, () => holdStream(session))
  const statuses = await Promise.all(streams.map((s) => s.status))
  const accepted = streams.filter((_, i) => statuses[i] === 200)
  // One address gets its share of the streams (LAKE_MAX_STREAMS_PER_ADDRESS); the rest are 429.
  expect(accepted.length).toBe(32)
  expect(statuses.filter((s) => s === 429).length).toBe(STREAMS - 32)

  let peak = residentMb()
  for (let n = 1; n <= EDITS; n++) {
    await writer
      .patch('big')
      .set({ body: text(100 + n) })
      .commit()
    await new Promise((resolve) => setTimeout(resolve, 300))
    peak = Math.max(peak, residentMb())
  }
  // Every stream that fell behind was ended, with nothing read: the address has its share back.
  // (On a new connection: Node's HTTP/2 keeps counting the dropped streams' bytes against their
  // own connection's memory limit, and refuses it new streams.)
  session.destroy()
  const next = http2.connect(studioUrl, { ca })
  next.on('error', () => {})
  expect(await holdStream(next).status).toBe(200)
  next.destroy()

  // A few more edits let the collector run; what the streams held must be free again.
  for (let n = 1; n <= 3; n++)
    await writer
      .patch('big')
      .set({ body: text(200 + n) })
      .commit()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = residentMb()
  console.log(
    `stream memory: baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
  )
  // Before the streams had a budget: +1350 MB at the sixth edit, all of it kept. With it: about
  // +75 MB at the peak and +65 MB after, most of which nine 1 MB edits cost without any stream.
  expect(peak - baseline).toBeLessThan(150)
  expect(after - baseline).toBeLessThan(100)
})
