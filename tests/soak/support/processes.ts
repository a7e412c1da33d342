/**
 * Child processes for the soak: the embedded lake alone (an esbuild bundle of lake/src/main.ts,
 * ~1 s to start) and the whole product (scripts/start.ts under tsx, as `npm start` runs it, ~2.5 s
 * with the Studio and web builds cached). Both take a DATA_DIR and free ports, keep their output
 * in memory (and in a log file when asked) instead of the console, and give an `exited` promise
 * made before any kill, so a SIGKILL is always awaited to the reaped exit.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import type fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../bench/support/lake-process'

/** This checkout. A run can target another tree (e.g. a `git archive` of a commit, with a
 * node_modules link and the cached studio/dist and web/dist copied in) with SOAK_ROOT / --root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export let ROOT = REPO_ROOT

export function setRoot(root: string | undefined): void {
  ROOT = root ? path.resolve(root) : REPO_ROOT
}

export interface Child {
  kind: 'lake' | 'product'
  child: ChildProcess
  /** The lake's own base URL (Sanity HTTP API). */
  lakeUrl: string
  /** The site and /api (product only). */
  url?: string
  apiUrl?: string
  env: NodeJS.ProcessEnv
  output(): string
  /** Resolves with the signal or the exit code, once the process is reaped. */
  exited: Promise<string>
  startMs: number
}

/** Bundles lake/src/main.ts once (dependencies external: the same packages run). */
export async function lakeBundle(): Promise<string[]> {
  try {
    const esbuild = await import('esbuild')
    const tag = createHash('sha1').update(ROOT).digest('hex').slice(0, 8)
    const outfile = path.join(REPO_ROOT, `node_modules/.cache/soak/lake-main-${tag}.mjs`)
    await esbuild.build({
      entryPoints: [path.join(ROOT, 'lake/src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    })
    return [outfile]
  } catch {
    return ['--import', 'tsx', path.join(ROOT, 'lake/src/main.ts')]
  }
}

function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_ARENA_MAX: '2', ...extra }
  for (const name of [
    'LEGACY_PHP_URL',
    'SANITY_API_HOST',
    'LAKE_PUBLIC_URL',
    'LOG_REQUESTS',
    'SANITY_READ_TOKEN',
    'SANITY_WRITE_TOKEN',
  ]) {
    if (!(name in extra)) delete env[name]
  }
  return env
}

function capture(child: ChildProcess, log?: fs.WriteStream) {
  let out = ''
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-50_000)
    log?.write(d)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  return { output: () => out, exited }
}

export async function startLake(
  command: string[],
  dataDir: string,
  log?: fs.WriteStream,
  timeoutMs = 30_000,
): Promise<Child> {
  const started = performance.now()
  const env = cleanEnv({ DATA_DIR: dataDir, LAKE_PORT: '0', LAKE_HOST: '127.0.0.1' })
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { output, exited } = capture(child, log)
  const lakeUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`lake did not start within ${timeoutMs} ms:\n${output()}`))
    }, timeoutMs)
    const onData = () => {
      const match = /Content Lake: (http:\/\/\S+)/.exec(output())
      if (match) {
        clearTimeout(timer)
        child.stdout!.off('data', onData)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`lake exited (${how}) before listening:\n${output()}`))
    })
  })
  return {
    kind: 'lake',
    child,
    lakeUrl,
    env,
    output,
    exited,
    startMs: performance.now() - started,
  }
}

export interface ProductOptions {
  dataDir: string
  adminEmail: string
  adminPassword: string
  log?: fs.WriteStream
  timeoutMs?: number
}

/** scripts/start.ts as `npm start` runs it; resolves once home.php answers. */
export async function startProduct(options: ProductOptions): Promise<Child> {
  const started = performance.now()
  const [port, lakePort, tlsPort] = [await freePort(), await freePort(), await freePort()]
  const env = cleanEnv({
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LAKE_HOST: '127.0.0.1',
    LAKE_PORT: String(lakePort),
    LAKE_TLS_PORT: String(tlsPort),
    ADMIN_EMAIL: options.adminEmail,
    ADMIN_PASSWORD: options.adminPassword,
    CAREERS_RATE_LIMIT: '100000',
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { output, exited } = capture(child, options.log)
  const url = `http://127.0.0.1:${port}`
  const apiUrl = `${url}/api`
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the product exited (code ${child.exitCode}, signal ${child.signalCode}) before answering\n${output()}`,
      )
    }
    const ready = await fetch(`${apiUrl}/home.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      await exited
      throw new Error(`the product did not answer within ${options.timeoutMs ?? 90_000} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    kind: 'product',
    child,
    lakeUrl: `http://127.0.0.1:${lakePort}`,
    url,
    apiUrl,
    env,
    output,
    exited,
    startMs: performance.now() - started,
  }
}

/** SIGKILL, awaited until the process is reaped. */
export async function kill9(child: Child): Promise<string> {
  if (child.child.exitCode === null && child.child.signalCode === null) {
    child.child.kill('SIGKILL')
  }
  return child.exited
}

/** A graceful stop (SIGTERM, then SIGKILL after 10 s). */
export async function stop(child: Child): Promise<void> {
  if (child.child.exitCode !== null || child.child.signalCode !== null) return
  child.child.kill('SIGTERM')
  const timer = setTimeout(() => child.child.kill('SIGKILL'), 10_000)
  await child.exited
  clearTimeout(timer)
}
