import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { repoRoot, studioDir } from './ensure-studio-build'
import { QUIET_SANITY_CLI_ENV } from './sanity-cli-env'

const scriptsLibDir = path.dirname(fileURLToPath(import.meta.url))

/**
 * `npm run dev`: the Studio with hot reload, from `sanity dev` (Vite) in studio/, in embedded mode
 * against the lake at `apiHost`. The page is served from http://127.0.0.1:<port> and calls the
 * lake's API cross-origin, so that origin must be in the lake's CORS list (LAKE_CORS_ORIGINS), and
 * the lake must be told it is a Studio origin (startLakeServer's `studio.devOrigins`) for the login
 * to send editors back to it.
 * Needs no network: auto-updates (studio/sanity.cli.ts) and the dashboard are off, and so are
 * telemetry and the update check.
 */
export interface StudioDevServerOptions {
  /** The lake's HTTPS origin the Studio calls, e.g. https://localhost:3334. */
  apiHost: string
  port: number
  /** Interface to listen on (default 127.0.0.1). */
  host?: string
  /** The lake's project id and dataset (default as in ensureStudioBuild: the lake's variables). */
  projectId?: string
  dataset?: string
  /**
   * The public site the Presentation tool shows (SANITY_STUDIO_PREVIEW_URL): the dev server's
   * page is not the lake's, which names it for a built Studio (docs/decisions/031).
   */
  previewSite?: string
  /** The environment the dev server inherits (default process.env). */
  env?: NodeJS.ProcessEnv
  /** How long to wait for the first answer (default 2 min). */
  timeoutMs?: number
  /** Where the dev server's output lines go (default console.log with a [studio] prefix). */
  onOutput?: (line: string) => void
}

export interface StudioDevServer {
  /** The page's origin, e.g. http://127.0.0.1:3335: the origin to allow in the lake's CORS list. */
  url: string
  close(): Promise<void>
}

/** The dev server's origin for a host and port. */
export function studioDevServerUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

/**
 * The origins a browser reaches the dev server at (it listens on 127.0.0.1, which browsers also
 * call localhost): known before it starts, so the lake can name them as Studio origins its login
 * may send the one-time code to (docs/decisions/027).
 */
export function studioDevServerOrigins(port: number): string[] {
  return [studioDevServerUrl('127.0.0.1', port), studioDevServerUrl('localhost', port)]
}

export async function startStudioDevServer(
  options: StudioDevServerOptions,
): Promise<StudioDevServer> {
  const url = studioDevServerUrl(options.host ?? '127.0.0.1', options.port)
  const host = options.host ?? '127.0.0.1'
  const env: NodeJS.ProcessEnv = {
    ...(options.env ?? process.env),
    ...QUIET_SANITY_CLI_ENV,
    SANITY_STUDIO_LAKE: 'embedded',
    SANITY_STUDIO_API_HOST: options.apiHost,
  }
  if (options.previewSite) env.SANITY_STUDIO_PREVIEW_URL = options.previewSite
  // vitest and tsx set NODE_ENV; Vite's dev server wants its own.
  delete env.NODE_ENV
  // Points @vitejs/plugin-react at the CLI's own Vite (see studio-dev/vite-fix-hooks.mjs).
  const viteFix = pathToFileURL(path.join(scriptsLibDir, 'studio-dev', 'register-vite-fix.mjs'))
  env.NODE_OPTIONS = [env.NODE_OPTIONS, `--import=${viteFix.href}`].filter(Boolean).join(' ')
  env.SANITY_STUDIO_PROJECT_ID =
    options.projectId || env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || 'local'
  env.SANITY_STUDIO_DATASET =
    options.dataset || env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || 'production'

  const cli = path.join(repoRoot, 'node_modules', '.bin', 'sanity')
  const args = ['dev', '--port', String(options.port), '--host', host, '--no-load-in-dashboard']
  const child = spawn(cli, args, { cwd: studioDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const print = options.onOutput ?? ((line: string) => console.log(`[studio] ${line}`))
  let tail = ''
  const onData = (chunk: Buffer) => {
    const text = chunk.toString()
    tail = (tail + text).slice(-8_000)
    for (const line of text.split(/\r?\n/)) if (line.trim()) print(line)
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A parent that exits without close() (an uncaught error) must not leave the port taken.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }

  try {
    await waitUntilServing(url, child, options.timeoutMs ?? 120_000, () => tail)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, close: stop }
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `sanity dev stopped (${child.signalCode ?? `exit ${child.exitCode}`}):\n${output().trim()}`,
      )
    }
    const answer = await getPage(url)
    if (answer?.status === 200 && answer.body.includes('id="sanity"')) return
    // Vite answers 500 when it cannot transform the page: waiting longer will not help.
    if (answer && answer.status >= 500) {
      throw new Error(`sanity dev answered ${answer.status} on ${url}/:\n${output().trim()}`)
    }
    if (Date.now() > deadline) {
      throw new Error(`sanity dev did not answer on ${url} within ${timeoutMs} ms:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

/**
 * One GET of the page without keep-alive: a pooled connection left open would hold the dev
 * server's close (and so close()) until the pool's idle timeout. Null while nothing listens.
 */
function getPage(url: string): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const request = http.get(
      `${url}/`,
      { agent: false, headers: { connection: 'close' }, timeout: 5_000 },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        response.on('error', () => resolve(null))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(null))
  })
}
