import {
  benchDir,
  benchWriteClient,
  ms,
  startBenchProduct,
  stats,
  verdict,
  verdictBench,
} from './support/bench-kit'

/**
 * `npm run bench:publish`: what a publish costs the site's page cache (docs/decisions/029), on
 * the product as `npm start` runs it, printed (not a timed test). Every page of the sitemap is
 * cached; then the about page's title is published 20 times. For each publish: the time from
 * the lake's acknowledgement to the first load of /abouts that shows it (budget: median <= 1 s),
 * and how many cached pages the publish dropped (expected: the about page in both languages).
 */
const RUNS = 20
const AFFECTED = new Set(['/abouts', '/ar/abouts'])

const dir = benchDir('publish-bench-')
await verdictBench(dir, async (rows) => {
  const product = await startBenchProduct(dir)
  const client = benchWriteClient(dir, product.lakeUrl)
  const paths = await sitemapPaths(product.url)
  const load = async (p: string) => {
    const response = await fetch(`${product.url}${p}`, {
      headers: { 'accept-encoding': 'identity' },
    })
    return { html: await response.text(), cache: response.headers.get('x-render-cache') }
  }
  const times: number[] = []
  let exact = 0
  let dropped = 0
  for (let run = 0; run < RUNS; run++) {
    for (const p of paths) await waitFor(async () => (await load(p)).cache === 'hit')
    const title = `Welcome, publish ${run} ${Date.now()}`
    await client.patch('aboutPage').set({ 'welcomeTitle.en': title }).commit()
    const acknowledged = performance.now()
    await waitFor(async () => (await load('/abouts')).html.includes(title), 5)
    times.push(performance.now() - acknowledged)
    const missed = new Set<string>(['/abouts'])
    for (const p of paths.filter((p) => p !== '/abouts')) {
      if ((await load(p)).cache !== 'hit') missed.add(p)
    }
    dropped += missed.size
    if (missed.size === AFFECTED.size && [...missed].every((p) => AFFECTED.has(p))) exact++
  }
  const { median, p95 } = stats(times)
  rows.push(
    [
      `publish -> next load shows it, median of ${RUNS}`,
      ms(median),
      '<= 1000 ms',
      verdict(median <= 1000),
    ],
    ['publish -> next load shows it, p95', ms(p95), '', ''],
    [`cached pages (sitemap, both languages)`, String(paths.length), '', ''],
    [
      'pages dropped per publish (mean)',
      (dropped / RUNS).toFixed(1),
      `${AFFECTED.size} (the about page, en + ar)`,
      verdict(exact === RUNS),
    ],
  )
})

/** The site's paths, from its sitemap (each page once per language). */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

async function waitFor(check: () => Promise<boolean>, intervalMs = 50, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the page cache')
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
