import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './lake-process'

export interface ProductProcess {
  /** The API server, e.g. http://127.0.0.1:40123 (the legacy calls are under /api). */
  url: string
  apiUrl: string
  lakeUrl: string
  /** The environment it runs with (ports, DATA_DIR): for `npm run admin` against it. */
  env: NodeJS.ProcessEnv
  /** The server process itself (node running scripts/start.ts), whose memory is measured. */
  pid: number
  child: ChildProcess
  /** What the process printed on stdout so far (its start banner). */
  output(): string
  stop(): Promise<void>
}

export interface ProductProcessOptions {
  dataDir: string
  /** ADMIN_EMAIL / ADMIN_PASSWORD; left out, the product starts as on a fresh machine. */
  adminEmail?: string
  adminPassword?: string
  startTimeoutMs?: number
  /** Extra node flags for the server, e.g. ['--cpu-prof'] when looking into a figure. */
  nodeArgs?: string[]
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Starts the product the way `npm start` does (`MALLOC_ARENA_MAX=2 tsx scripts/start.ts`: the
 * embedded lake and the API in one process, an empty DATA_DIR seeded on first start), as a child
 * process of its own so its memory and CPU are measured apart from the load generator. Node runs
 * the script with tsx's loader directly, so the child's pid is the server's (the tsx CLI would
 * put a second process in between). Resolves once `home.php` answers.
 */
export async function startProductProcess(options: ProductProcessOptions): Promise<ProductProcess> {
  const [port, lakePort, studioPort] = [await freePort(), await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LAKE_HOST: '127.0.0.1',
    LAKE_PORT: String(lakePort),
    LAKE_TLS_PORT: String(studioPort),
  }
  // The lake mode is the one measured: nothing from the caller's shell may switch it off.
  for (const name of [
    'LEGACY_PHP_URL',
    'SANITY_API_HOST',
    'LAKE_PUBLIC_URL',
    'LOG_REQUESTS',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ]) {
    delete env[name]
  }
  if (options.adminEmail) env.ADMIN_EMAIL = options.adminEmail
  if (options.adminPassword) env.ADMIN_PASSWORD = options.adminPassword
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'scripts/start.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    stdout = (stdout + text).slice(-20_000)
  })
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    process.stderr.write(text.replace(/^(?=.)/gm, '  [server] '))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = `http://127.0.0.1:${port}`
  const apiUrl = `${url}/api`
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering\n${stdout}`,
      )
    }
    const ready = await fetch(`${apiUrl}/home.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'getall' }),
    })
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer within ${options.startTimeoutMs ?? 60_000} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    apiUrl,
    lakeUrl: `http://127.0.0.1:${lakePort}`,
    env,
    pid: child.pid!,
    child,
    output: () => stdout,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
