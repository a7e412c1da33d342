/**
 * The whole product as a child process, started the way `npm start` does (the compiled server
 * with package.json's flags: the embedded lake, the site, /api and the Studio origin in one
 * process, an empty DATA_DIR seeded on first start): for benches that measure the
 * server apart from the load generator, a first start, fuzzing and kill -9 soaks. The product in
 * the test's own process is ./api-stack.ts.
 */
import { freePort } from './free-port'
import { serverCommand } from './npm-script'
import {
  REPO_ROOT,
  serverEnv,
  spawnServer,
  type ServerProcess,
  type SpawnOptions,
} from './server-process'

export interface ProductProcessOptions extends Pick<
  SpawnOptions,
  'log' | 'echoStderr' | 'processGroup' | 'outputTail'
> {
  dataDir: string
  /** ADMIN_EMAIL / ADMIN_PASSWORD; left out, the product starts as on a fresh machine. */
  adminEmail?: string
  adminPassword?: string
  /** Variables added or overridden (CAREERS_RATE_LIMIT, LAKE_QUERY_WORKERS…). */
  env?: Record<string, string>
  /** Extra node flags for the server, e.g. ['--cpu-prof'] when looking into a figure. */
  nodeArgs?: string[]
  /**
   * What node runs after nodeArgs: by default what `npm start` runs (the compiled
   * dist/server/start.mjs with its flags, built by the global setup); another command of the
   * tree otherwise (`--import tsx scripts/start.ts`, `npm run dev`'s `tsx watch …`, say).
   */
  script?: string[]
  /** The tree to run (another checkout, with its node_modules and builds); this one by default. */
  root?: string
  /** Leaves our build settings out of its environment (serverEnv's `ownBuild`). */
  ownBuild?: boolean
  /** Once `home.php` answers, also waits until its output shows this (its start banner, say). */
  readyOutput?: RegExp
  timeoutMs?: number
}

export interface ProductProcess extends ServerProcess {
  /** The site and the API, e.g. http://127.0.0.1:40123 (the legacy calls are under /api). */
  url: string
  apiUrl: string
  /** The lake's own base URL (Sanity HTTP API). */
  lakeUrl: string
}

/**
 * Starts the product on free ports of 127.0.0.1 and resolves once `home.php` answers. Node runs
 * it directly, not through npm, so the child's pid is the server's.
 */
export async function startProductProcess(options: ProductProcessOptions): Promise<ProductProcess> {
  const timeoutMs = options.timeoutMs ?? 90_000
  const started = performance.now()
  const [port, lakePort, tlsPort] = [await freePort(), await freePort(), await freePort()]
  const production = serverCommand('start', options.root)
  const env = serverEnv(
    {
      ...(options.script ? {} : production.env),
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LAKE_HOST: '127.0.0.1',
      LAKE_PORT: String(lakePort),
      LAKE_TLS_PORT: String(tlsPort),
      ...(options.adminEmail ? { ADMIN_EMAIL: options.adminEmail } : {}),
      ...(options.adminPassword ? { ADMIN_PASSWORD: options.adminPassword } : {}),
      ...options.env,
    },
    { ownBuild: options.ownBuild },
  )
  const script = options.script ?? production.args
  const product = spawnServer([process.execPath, ...(options.nodeArgs ?? []), ...script], {
    cwd: options.root ?? REPO_ROOT,
    env,
    log: options.log,
    echoStderr: options.echoStderr,
    processGroup: options.processGroup,
    outputTail: options.outputTail,
    label: 'server',
  })
  const { child, output } = product
  const url = `http://127.0.0.1:${port}`
  const apiUrl = `${url}/api`
  const deadline = Date.now() + timeoutMs
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
    if (ready && (!options.readyOutput || options.readyOutput.test(output()))) break
    if (Date.now() > deadline) {
      await product.kill()
      throw new Error(`the product did not answer within ${timeoutMs} ms\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    ...product,
    url,
    apiUrl,
    lakeUrl: `http://127.0.0.1:${lakePort}`,
    startMs: performance.now() - started,
  }
}
