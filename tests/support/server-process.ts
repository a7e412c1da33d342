/**
 * What the lake and product child processes of the tests share (./lake-process.ts,
 * ./product-process.ts): an environment the caller's shell cannot switch out of the embedded-lake
 * mode, their output kept in memory (and copied to a log or to our stderr when asked), an `exited`
 * promise made before any kill, so that a SIGKILL is always awaited to the reaped exit, and the
 * two ways to end them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type fs from 'node:fs'
import path from 'node:path'

/** This checkout. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

/** How much of a process's output is kept (the start banner, the last errors). */
const OUTPUT_TAIL = 50_000

/**
 * Variables of the caller's shell that would switch a test server to another content store or
 * give it other tokens or admins than the test's; only the test's own `env` sets them.
 */
const NOT_INHERITED = [
  'LEGACY_PHP_URL',
  'SANITY_API_HOST',
  'LAKE_PUBLIC_URL',
  'LOG_LEVEL',
  'SANITY_READ_TOKEN',
  'SANITY_WRITE_TOKEN',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
]

/**
 * Also left out with `ownBuild`: what would change what a tree builds or serves (our build
 * folders, vitest's NODE_ENV; and every VITE_* value).
 */
const BUILD_SETTINGS = ['WEB_DIST_DIR', 'STUDIO_DIST_DIR', 'NODE_ENV']

/**
 * The environment of a server child: ours without NOT_INHERITED, plus `env`. Same allocator
 * setting as `npm start` (two malloc arenas instead of one per thread, which keeps the resident
 * size from ballooning) unless the caller's shell sets another. With `ownBuild`, our build
 * settings are left out too, so that another tree (a copy whose sources a test edits) builds and
 * serves as its own `npm start` would.
 */
export function serverEnv(
  env: Record<string, string>,
  options: { ownBuild?: boolean } = {},
): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2', ...process.env }
  for (const name of Object.keys(inherited)) {
    const buildSetting = BUILD_SETTINGS.includes(name) || name.startsWith('VITE_')
    if (NOT_INHERITED.includes(name) || (options.ownBuild && buildSetting)) delete inherited[name]
  }
  return { ...inherited, ...env }
}

export interface OutputOptions {
  /** Also write everything the process prints here. */
  log?: fs.WriteStream
  /** Also copy its stderr to ours as it comes (the benches show a server's errors live). */
  echoStderr?: boolean
}

/** A running server child. */
export interface ServerProcess {
  child: ChildProcess
  pid: number
  /** The environment it runs with (ports, DATA_DIR): for `npm run admin` against it, say. */
  env: NodeJS.ProcessEnv
  /** What it printed on stdout and stderr so far (the tail), for banners and failure messages. */
  output(): string
  /** Resolves with the signal or the exit code, once the process is reaped. */
  exited: Promise<string>
  /** Milliseconds from the spawn until it answered. */
  startMs: number
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>
  /** SIGKILL, awaited until the process is reaped; resolves with how it ended. */
  kill(): Promise<string>
}

/** A spawned server child, before it answers. */
export type SpawnedServer = Omit<ServerProcess, 'startMs'>

export interface SpawnOptions extends OutputOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  label: string
  /**
   * Runs it in a process group of its own, and signals the whole group: for a server that runs
   * the real one as its child (`tsx watch`), so that both end together.
   */
  processGroup?: boolean
  /** How many characters of its output are kept (OUTPUT_TAIL by default). */
  outputTail?: number
}

export function spawnServer(argv: readonly string[], options: SpawnOptions): SpawnedServer {
  const [command, ...args] = argv
  const child = spawn(command!, args, {
    cwd: options.cwd,
    env: options.env,
    detached: options.processGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const outputTail = options.outputTail ?? OUTPUT_TAIL
  let out = ''
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-outputTail)
    options.log?.write(chunk)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk)
    if (options.echoStderr) {
      process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `  [${options.label}] `))
    }
  })
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  const running = () => child.exitCode === null && child.signalCode === null
  const signal = (name: NodeJS.Signals) => {
    if (!options.processGroup) {
      child.kill(name)
      return
    }
    try {
      process.kill(-child.pid!, name)
    } catch {
      // The group is gone already.
    }
  }
  // The group's other processes (tsx watch's server child), should they outlive its leader.
  const killGroup = () => {
    if (options.processGroup) signal('SIGKILL')
  }
  return {
    child,
    pid: child.pid!,
    env: options.env,
    output: () => out,
    exited,
    async stop() {
      if (running()) {
        signal('SIGTERM')
        const timer = setTimeout(() => signal('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      killGroup()
    },
    async kill() {
      if (running()) signal('SIGKILL')
      const how = await exited
      killGroup()
      return how
    },
  }
}
