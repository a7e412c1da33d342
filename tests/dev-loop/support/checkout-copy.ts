import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '#test-support/free-port'

/** This checkout. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')

/** Never copied: installed packages (linked instead), builds, state, caches, the local .env. */
const NOT_COPIED = new Set(['node_modules', '.git', '.data', 'dist', '.tmp', 'coverage', '.env'])

/**
 * A copy of this checkout in a temporary folder, with node_modules linked, for tests that edit
 * sources (other tests read the real tree at the same time). Builds, data and caches stay out.
 */
export function copyCheckout(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(REPO_ROOT, root, {
    recursive: true,
    filter: (source) => {
      if (source === REPO_ROOT) return true
      const name = path.basename(source)
      return !NOT_COPIED.has(name) && !name.startsWith('.dist') && name !== '.sanity'
    },
  })
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'))
  return root
}

/** Replaces `from` with `to` in a file of the copy; fails when `from` is not there. */
export function editFile(root: string, file: string, from: string, to: string): void {
  const target = path.join(root, file)
  const text = fs.readFileSync(target, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`)
  fs.writeFileSync(target, text.replace(from, to))
}

/**
 * Variables of our environment that would change what the copy builds or serves: another content
 * store, admins, build folders, VITE_* values, vitest's NODE_ENV.
 */
const NOT_INHERITED = [
  'LEGACY_PHP_URL',
  'SANITY_API_HOST',
  'LAKE_PUBLIC_URL',
  'LOG_REQUESTS',
  'SANITY_READ_TOKEN',
  'SANITY_WRITE_TOKEN',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'WEB_DIST_DIR',
  'STUDIO_DIST_DIR',
  'NODE_ENV',
]

/** Our environment for a process in the copy, without NOT_INHERITED and VITE_*. */
export function copyEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of Object.keys(env)) {
    if (NOT_INHERITED.includes(name) || name.startsWith('VITE_')) delete env[name]
  }
  return { ...env, ...extra }
}

export interface CopyProduct {
  url: string
  child: ChildProcess
  /** Everything it printed, stdout and stderr. */
  output(): string
  /** How many start banners it printed (one per start of the server). */
  banners(): number
  stop(): Promise<void>
}

/**
 * The product in the copy: `node <argv>` with cwd `root`, on free ports of 127.0.0.1 and its own
 * DATA_DIR, in a process group of its own (`tsx watch` runs the server as its child: both are
 * stopped together). Resolves once the API answers.
 */
export async function startInCopy(
  root: string,
  argv: string[],
  options: { dataDir: string; timeoutMs?: number },
): Promise<CopyProduct> {
  const [port, lakePort, tlsPort] = [await freePort(), await freePort(), await freePort()]
  const env = copyEnv({
    MALLOC_ARENA_MAX: '2',
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LAKE_HOST: '127.0.0.1',
    LAKE_PORT: String(lakePort),
    LAKE_TLS_PORT: String(tlsPort),
  })
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-200_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // The group is gone already.
    }
  }
  const stop = async () => {
    if (running()) signal('SIGTERM')
    const timer = setTimeout(() => signal('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
    // tsx watch's server child, should it outlive its parent.
    signal('SIGKILL')
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  for (;;) {
    if (!running()) throw new Error(`the product exited before answering\n${out}`)
    const ready = await fetch(`${url}/api/home.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => response.ok)
      .catch(() => false)
    if (ready && /Site and API/.test(out)) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the product did not answer in time\n${out}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    output: () => out,
    banners: () => out.split('Site and API').length - 1,
    stop,
  }
}
