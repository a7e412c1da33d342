import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '#test-support/free-port'
import { REPO_ROOT, serverEnv, spawnServer, type SpawnedServer } from '#test-support/server-process'

/**
 * deploy/ as the README's "Deploying" steps use it, on loopback ports of this machine: the env
 * template filled in, the store and N site replicas started exactly as their systemd units say
 * (EnvironmentFile, Environment=, ExecStartPre, ExecStart), and Debian's nginx with the rendered
 * configuration in front. Only the machine's paths and ports differ from a real install.
 */

export const SITE_HOST = 'site.test'
export const STUDIO_HOST = 'studio.test'
const DEPLOY = path.join(REPO_ROOT, 'deploy')

export interface Deployment {
  root: string
  /** https://site.test:<port> and https://studio.test:<port>, both at nginx on 127.0.0.1. */
  siteUrl: string
  studioUrl: string
  httpsPort: number
  lakeUrl: string
  env: Record<string, string>
  store: SpawnedServer
  replicas: Replica[]
  nginxError(): string
  /** A GET or POST through nginx (Host and SNI as a browser sends them). */
  request(pathname: string, options?: RequestOptions): Promise<Reply>
  /** Starts a replica again on its port (after a stop or a kill). */
  restart(replica: Replica): Promise<void>
  /** Starts the store again (after a stop). */
  restartStore(): Promise<void>
  close(): Promise<void>
}

export interface Replica {
  port: number
  url: string
  process: SpawnedServer
}

export interface RequestOptions {
  method?: string
  host?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** The address to connect to (127.0.0.1 by default): another of this machine's addresses. */
  address?: string
  agent?: https.Agent
}

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match) env[match[1]!] = match[2]!
  }
  return env
}

export interface UnitCommand {
  environmentFile: string
  environment: Record<string, string>
  workingDirectory: string
  execStartPre: string[]
  execStart: string[]
}

/** The [Service] lines of a systemd unit that say what runs, with `%i` as `instance`. */
export function parseUnit(file: string, instance = ''): UnitCommand {
  const text = fs
    .readFileSync(path.join(DEPLOY, 'systemd', file), 'utf8')
    .replaceAll('%i', instance)
  const values = (key: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).trim())
  const single = (key: string) => {
    const found = values(key)
    if (found.length !== 1) throw new Error(`${file}: expected one ${key}=, found ${found.length}`)
    return found[0]!
  }
  return {
    environmentFile: single('EnvironmentFile'),
    environment: Object.fromEntries(
      values('Environment').map((pair) => {
        const at = pair.indexOf('=')
        return [pair.slice(0, at), pair.slice(at + 1)]
      }),
    ),
    workingDirectory: single('WorkingDirectory'),
    execStartPre: single('ExecStartPre').split(/\s+/),
    execStart: single('ExecStart').split(/\s+/),
  }
}

/** A unit's argv and environment on this machine: its paths mapped into `root` and this tree. */
function localCommand(
  unit: UnitCommand,
  envFile: Record<string, string>,
  mapPath: (value: string) => string,
): { argv: string[]; env: Record<string, string> } {
  const env: Record<string, string> = { ...envFile }
  for (const [name, value] of Object.entries(unit.environment)) env[name] = mapPath(value)
  // `/usr/bin/env VAR=… /usr/bin/node …`: the variables join the environment, node is ours.
  const argv = unit.execStart.slice(unit.execStart[0] === '/usr/bin/env' ? 1 : 0)
  while (argv[0]?.includes('=')) {
    const pair = argv.shift()!
    env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1)
  }
  if (argv[0] === '/usr/bin/node') argv[0] = process.execPath
  return { argv, env }
}

async function waitFor(url: string, what: string, child: SpawnedServer, ms = 120_000) {
  const deadline = Date.now() + ms
  for (;;) {
    if (child.child.exitCode !== null || child.child.signalCode !== null) {
      throw new Error(`${what} exited before answering:\n${child.output()}`)
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(3_000) })
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url}:\n${child.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A certificate nginx serves for both host names (made with openssl, valid one day). */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'site.crt')
  const key = path.join(dir, 'site.key')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SITE_HOST},DNS:${STUDIO_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}

/** Brings the deployment up: the store, `replicaCount` replicas, then nginx. */
export async function startDeployment(replicaCount = 2): Promise<Deployment> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'))
  const lakePort = await freePort()
  const lakeTlsPort = await freePort()
  const httpsPort = await freePort()
  const httpPort = await freePort()
  const replicaPorts = await Promise.all(Array.from({ length: replicaCount }, () => freePort()))
  const siteUrl = `https://${SITE_HOST}:${httpsPort}`
  const studioUrl = `https://${STUDIO_HOST}:${httpsPort}`
  // The README's step: the template, with this deployment's addresses and fresh secrets.
  const template = parseEnvFile(fs.readFileSync(path.join(DEPLOY, 'freight.env.example'), 'utf8'))
  const secret = () => randomBytes(32).toString('base64url')
  const mapPath = (value: string) =>
    value
      .replaceAll('/var/lib/freight', root)
      .replaceAll('/opt/freight', REPO_ROOT)
      .replace('127.0.0.1:3333', `127.0.0.1:${lakePort}`)
  const envFile: Record<string, string> = {
    ...Object.fromEntries(Object.entries(template).map(([name, value]) => [name, mapPath(value)])),
    SITE_URL: siteUrl,
    STUDIO_PUBLIC_URL: studioUrl,
    LAKE_PUBLIC_URL: studioUrl,
    LAKE_PORT: String(lakePort),
    LAKE_TLS_PORT: String(lakeTlsPort),
    AUTH_SECRET: secret(),
    SANITY_WRITE_TOKEN: secret(),
    SANITY_READ_TOKEN: secret(),
    METRICS_TOKEN: secret(),
    WARM_UP: '0',
  }
  const spawnUnit = (file: string, instance: string, label: string) => {
    const unit = parseUnit(file, instance)
    const { argv, env } = localCommand(unit, envFile, mapPath)
    execFileSync(process.execPath, unit.execStartPre.slice(1), { cwd: REPO_ROOT, stdio: 'ignore' })
    return spawnServer(argv, { cwd: REPO_ROOT, env: serverEnv(env), label })
  }
  let nginx: SpawnedServer | null = null
  const close = async () => {
    await nginx?.stop()
    await Promise.all(replicas.map((replica) => replica.process.stop()))
    await store?.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
  const replicas: Replica[] = []
  let store: SpawnedServer | undefined
  const startStore = async () => {
    const child = spawnUnit('freight-store.service', '', 'store')
    await waitFor(`http://127.0.0.1:${lakePort}/readyz`, 'the store', child)
    return child
  }
  try {
    store = await startStore()
    const startReplica = async (port: number): Promise<SpawnedServer> => {
      const child = spawnUnit('freight-site@.service', String(port), `site-${port}`)
      await waitFor(`http://127.0.0.1:${port}/readyz`, `replica ${port}`, child)
      return child
    }
    for (const port of replicaPorts) {
      replicas.push({ port, url: `http://127.0.0.1:${port}`, process: await startReplica(port) })
    }
    nginx = startNginx(root, {
      SITE_HOST,
      STUDIO_HOST,
      SITE_REPLICAS: replicaPorts.map((port) => `127.0.0.1:${port}`).join(','),
      STORE_STUDIO: `127.0.0.1:${lakeTlsPort}`,
      STORE_CA: path.join(root, 'store', 'tls', 'ca.pem'),
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      CACHE_DIR: path.join(root, 'nginx', 'cache'),
    })
    const deployment: Deployment = {
      root,
      siteUrl,
      studioUrl,
      httpsPort,
      lakeUrl: `http://127.0.0.1:${lakePort}`,
      env: envFile,
      store,
      replicas,
      nginxError: () => fs.readFileSync(path.join(root, 'nginx', 'error.log'), 'utf8'),
      request: (pathname, options) => throughNginx(httpsPort, pathname, options),
      restart: async (replica) => {
        replica.process = await startReplica(replica.port)
      },
      restartStore: async () => {
        store = deployment.store = await startStore()
      },
      close,
    }
    await waitForNginx(deployment, nginx)
    return deployment
  } catch (error) {
    await close()
    throw error
  }
}

function startNginx(root: string, values: Record<string, string>): SpawnedServer {
  const dir = path.join(root, 'nginx')
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true })
  const { cert, key } = makeCertificate(dir)
  // As an operator renders it: the script, its values in the environment.
  const rendered = execFileSync(process.execPath, [path.join(DEPLOY, 'render-nginx.mjs')], {
    env: { PATH: process.env.PATH, ...values, TLS_CERT: cert, TLS_KEY: key },
    encoding: 'utf8',
  })
  fs.writeFileSync(path.join(dir, 'freight.conf'), rendered)
  // What Debian's /etc/nginx/nginx.conf gives the included file, with this folder's paths.
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 2;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/freight.conf;
}
`,
  )
  return spawnServer(
    ['/usr/sbin/nginx', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      cwd: dir,
      env: process.env,
      label: 'nginx',
    },
  )
}

async function waitForNginx(deployment: Deployment, nginx: SpawnedServer): Promise<void> {
  const deadline = Date.now() + 20_000
  for (;;) {
    if (nginx.child.exitCode !== null) throw new Error(`nginx exited:\n${nginx.output()}`)
    const ok = await deployment
      .request('/healthz')
      .then((reply) => reply.status === 200)
      .catch(() => false)
    if (ok) return
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${nginx.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** One HTTPS request to nginx (certificate not checked: made by the test a moment ago). */
export function throughNginx(
  port: number,
  pathname: string,
  options: RequestOptions = {},
): Promise<Reply> {
  const host = options.host ?? SITE_HOST
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: options.address ?? '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        servername: host,
        rejectUnauthorized: false,
        agent: options.agent ?? false,
        headers: { host: `${host}:${port}`, ...options.headers },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    request.on('error', reject)
    request.end(options.body)
  })
}

export interface LoadFigures {
  ok: number
  failed: number
  /** What the failures were (status codes or error messages), for the assertion's message. */
  failures: string[]
}

/** A visitor's pause between two page loads: visitors, not a flood (other suites share the CPU). */
const THINK_MS = 50

/**
 * `clients` visitors loading pages through nginx one after another, each on its own kept-alive
 * connection, until stop() is called: counts answered pages (200) and failures (anything else).
 */
export function loadPages(
  deployment: Deployment,
  clients: number,
  paths: readonly string[],
  thinkMs = THINK_MS,
): { stop(): Promise<LoadFigures>; figures: LoadFigures } {
  const figures: LoadFigures = { ok: 0, failed: 0, failures: [] }
  let running = true
  const visitor = async (index: number) => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1 })
    for (let i = index; running; i++) {
      const pathname = paths[i % paths.length]!
      try {
        const reply = await deployment.request(pathname, { agent })
        if (reply.status === 200) figures.ok++
        else {
          figures.failed++
          figures.failures.push(`${pathname}: ${reply.status}`)
        }
      } catch (error) {
        figures.failed++
        figures.failures.push(`${pathname}: ${(error as Error).message}`)
      }
      if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, thinkMs))
    }
    agent.destroy()
  }
  const visitors = Array.from({ length: clients }, (_, index) => visitor(index))
  return {
    figures,
    stop: async () => {
      running = false
      await Promise.all(visitors)
      return figures
    },
  }
}
