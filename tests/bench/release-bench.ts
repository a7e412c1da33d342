import fs from 'node:fs'
import {
  benchDir,
  benchWriteClient,
  ms,
  startBenchProduct,
  verdict,
  verdictBench,
} from './support/bench-kit'

/**
 * `npm run bench:releases`: the release scheduler on the product as `npm start` runs it
 * (docs/decisions/043), printed, not a timed test.
 * - A release of 500 documents (the about page and 499 redirects) scheduled 5 s ahead: how late
 *   its publish commits after publishAt (budget 2 s), and how long after that the pages show
 *   it (/abouts and a redirect, budget 1 s).
 * - What the scheduler costs while waiting: the product's CPU time over 20 s at rest with
 *   nothing scheduled, then with 90 releases scheduled a day ahead (it keeps one timer; it
 *   never polls).
 */
const DOCUMENTS = 500
const IDLE_SECONDS = 20
const IDLE_RELEASES = 90

const dir = benchDir('release-bench-')
await verdictBench(dir, async (rows) => {
  const product = await startBenchProduct(dir)
  const client = benchWriteClient(dir, product.lakeUrl)

  // A first start makes its images' AVIF versions in the background (ADR 042): wait for rest.
  await atRest(product.pid)
  const idleNothing = await cpuOver(product.pid, IDLE_SECONDS)
  for (let i = 0; i < IDLE_RELEASES; i++) {
    const releaseId = `rIdle${i}`
    await client.releases.create({ releaseId, metadata: { title: `Idle ${i}` } })
    await client.releases.schedule({
      releaseId,
      publishAt: new Date(Date.now() + 86_400_000 + i * 60_000).toISOString(),
    })
  }
  await atRest(product.pid)
  const idleScheduled = await cpuOver(product.pid, IDLE_SECONDS)

  const releaseId = 'rBench500'
  const title = `Published by the scheduler ${Date.now()}`
  await client.releases.create({ releaseId, metadata: { title: '500 documents' } })
  await client.createVersion({ publishedId: 'aboutPage', baseId: 'aboutPage', releaseId })
  await client.patch(`versions.${releaseId}.aboutPage`).set({ 'welcomeTitle.en': title }).commit()
  const tx = client.transaction()
  for (let i = 1; i < DOCUMENTS; i++) {
    tx.create({
      _id: `versions.${releaseId}.redirect-bench-${i}`,
      _type: 'redirect',
      from: `/bench-moved-${i}`,
      to: '/abouts',
      permanent: false,
    })
  }
  await tx.commit()
  const publishAt = Date.now() + 5000
  await client.releases.schedule({ releaseId, publishAt: new Date(publishAt).toISOString() })

  const release = () => client.getDocument(`_.releases.${releaseId}`)
  await waitFor(async () => (await release())?.state === 'published', 10)
  const seen = performance.now()
  // Seen by a client polling every 10 ms: the commit came at most that much earlier.
  const commitLate = Date.now() - publishAt
  const aboutShown = await waitFor(async () => {
    const html = await (await fetch(`${product.url}/abouts`)).text()
    return html.includes(title)
  }, 10)
  const redirectShown = await waitFor(async () => {
    const response = await fetch(`${product.url}/bench-moved-${DOCUMENTS - 1}`, {
      redirect: 'manual',
    })
    return response.status >= 300 && response.status < 400
  }, 10)
  const pagesAfter = Math.max(aboutShown, redirectShown) - seen

  rows.push(
    [
      `${DOCUMENTS}-document release: publishAt -> committed`,
      ms(commitLate),
      '<= 2000 ms',
      verdict(commitLate <= 2000),
    ],
    [
      'committed -> /abouts and a redirect show it',
      ms(pagesAfter),
      '<= 1000 ms',
      verdict(pagesAfter <= 1000),
    ],
    [`product CPU at rest, ${IDLE_SECONDS} s, nothing scheduled`, ms(idleNothing, 0), '', ''],
    [
      `product CPU at rest, ${IDLE_SECONDS} s, ${IDLE_RELEASES} releases scheduled`,
      ms(idleScheduled, 0),
      'no more than nothing scheduled + 50 ms',
      verdict(idleScheduled <= idleNothing + 50),
    ],
  )
})

/** Waits until the process uses under 5% of a core over 5 s (at most 5 minutes). */
async function atRest(pid: number): Promise<void> {
  const deadline = Date.now() + 5 * 60_000
  while ((await cpuOver(pid, 5)) > 250 && Date.now() < deadline) {
    // still busy (warm-up, background image versions)
  }
}

/** CPU time (user + system, ms) a process uses over `seconds` of wall time. */
async function cpuOver(pid: number, seconds: number): Promise<number> {
  const before = cpuMs(pid)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  return cpuMs(pid) - before
}

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Polls until `check` holds; resolves with performance.now() at that moment. */
async function waitFor(check: () => Promise<boolean>, intervalMs = 50, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  return performance.now()
}
