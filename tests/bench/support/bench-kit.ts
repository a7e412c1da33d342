/**
 * What every bench of tests/bench does around its measures: a temp DATA_DIR removed at the end
 * (on Ctrl-C too), a lake or the product as a process of its own (so its memory and CPU are
 * measured apart from the load generator), its memory, and the printed figures.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import autocannon from 'autocannon'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess, type LakeProcess } from '#test-support/lake-process'
import {
  startProductProcess,
  type ProductProcess,
  type ProductProcessOptions,
} from '#test-support/product-process'

export interface BenchDir {
  dataDir: string
  /** Stops what `onCleanUp` registered, then removes the directory; runs once. */
  cleanUp(): Promise<void>
  onCleanUp(stop: () => Promise<void>): void
}

/** A fresh DATA_DIR for a bench, cleaned up by `cleanUp()` or on SIGINT / SIGTERM. */
export function benchDir(prefix: string): BenchDir {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const stops: (() => Promise<void>)[] = []
  let cleaned = false
  const cleanUp = async () => {
    if (cleaned) return
    cleaned = true
    for (const stop of stops) await stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)))
  }
  return { dataDir, cleanUp, onCleanUp: (stop) => stops.push(stop) }
}

/**
 * The lake alone as `npm run lake` runs it (tsx), over a fresh DATA_DIR, with a write client;
 * `LAKE_*` variables of the caller's shell reach it, `env` adds to them.
 */
export async function startBenchLake(
  prefix: string,
  env: Record<string, string> = {},
): Promise<BenchDir & { lake: LakeProcess; client: SanityClient }> {
  const dir = benchDir(prefix)
  let lake: LakeProcess
  try {
    lake = await startLakeProcess({ dataDir: dir.dataDir, env, runner: 'tsx', echoStderr: true })
  } catch (error) {
    await dir.cleanUp()
    throw error
  }
  dir.onCleanUp(() => lake.stop())
  return { ...dir, lake, client: lakeClient(lake.url, { token: lake.writeToken }) }
}

/** The product as `npm start` runs it over `dir`, stopped by its clean-up. */
export async function startBenchProduct(
  dir: BenchDir,
  options: Omit<ProductProcessOptions, 'dataDir'> = {},
): Promise<ProductProcess> {
  const product = await startProductProcess({ ...options, dataDir: dir.dataDir, echoStderr: true })
  dir.onCleanUp(() => product.stop())
  return product
}

/** A write client on the lake of a bench's product, with the token the lake generated. */
export function benchWriteClient(dir: BenchDir, lakeUrl: string): SanityClient {
  const { writeToken } = JSON.parse(
    fs.readFileSync(path.join(dir.dataDir, 'lake-tokens.json'), 'utf8'),
  ) as { writeToken: string }
  return lakeClient(lakeUrl, { token: writeToken })
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

export function rssMb(pid: number): string {
  return memoryOf(pid).rssMb.toFixed(0)
}

export function peakMb(pid: number): string {
  return memoryOf(pid).peakMb.toFixed(0)
}

/** The machine's load averages (1, 5, 15 min), e.g. `0.52 / 0.80 / 0.91`. */
export function loadAverage(separator = ' / '): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(separator)
}

/** Median, p95 and p99 of a list of timings. */
export function stats(times: number[]): { median: number; p95: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) }
}

export function ms(value: number, digits = 1): string {
  return `${value.toFixed(digits)} ms`
}

export function verdict(pass: boolean): string {
  return pass ? 'pass' : 'FAIL'
}

/** A load's warm-up and measured run, in seconds. */
export const WARMUP_SECONDS = 2
export const LOAD_SECONDS = 10

/** `options` for WARMUP_SECONDS (not measured), then for LOAD_SECONDS: the measured result. */
export async function warmedLoad(options: autocannon.Options): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: WARMUP_SECONDS })
  return autocannon({ ...options, duration: LOAD_SECONDS })
}

/** The legacy API's public list, home.php `getall`, as an autocannon load. */
export function getallLoad(apiUrl: string, connections: number): autocannon.Options {
  return {
    url: `${apiUrl}/home.php`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'getall' }),
    connections,
  }
}

/**
 * A bench's measures and their verdict table (measure, result, budget, pass/fail): `measure` adds
 * the rows, the table is printed at the end. When a figure could not be taken, the rows so far
 * and the error are printed and the exit code is 1. Cleans `dir` up either way.
 */
export async function verdictBench(
  dir: BenchDir,
  measure: (rows: string[][]) => Promise<void>,
): Promise<void> {
  const header = ['measure', 'result', 'budget', 'pass/fail']
  const rows: string[][] = []
  try {
    await measure(rows)
    printTable(header, rows)
  } catch (error) {
    if (rows.length > 0) printTable(header, rows)
    console.error('\nA measurement could not be taken:', error)
    process.exitCode = 1
  } finally {
    await dir.cleanUp()
  }
}

/** A Markdown table of the figures. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}

/** The machine's busy and total CPU time so far (Linux /proc/stat, clock ticks). */
function cpuTimes(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
  const ticks = fields.map(Number)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0) // idle + iowait
  const total = ticks.reduce((sum, value) => sum + value, 0)
  return { busy: total - idle, total }
}

/**
 * Waits until the machine's CPUs are at most `busyShare` busy over a `windowMs` window (or
 * `maxMs` passed): a product just started still has start-up work (its page cache warm-up and,
 * after it, the AVIF versions of the first screens' images, ADR 042), which would otherwise
 * share this machine's two cores with the browser measuring it. Resolves with the wait in ms.
 */
export async function waitForQuietMachine({
  busyShare = 0.15,
  windowMs = 2000,
  maxMs = 180_000,
} = {}): Promise<number> {
  const started = performance.now()
  for (;;) {
    const before = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const after = cpuTimes()
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total)
    const waited = performance.now() - started
    if (share <= busyShare || waited >= maxMs) return waited
  }
}
