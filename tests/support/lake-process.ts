/**
 * The embedded lake as a child process (lake/src/main.ts, as `npm run lake` runs it): for kill -9
 * tests, a second process on one DATA_DIR, and benches that measure the lake's memory alone. The
 * lake in the test's own process is ./lake.ts.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  REPO_ROOT,
  serverEnv,
  spawnServer,
  type OutputOptions,
  type ServerProcess,
} from './server-process'

/**
 * How node runs lake/src/main.ts: `bundle`, an esbuild bundle of it (dependencies left external,
 * so it runs the very same packages), starts in ~0.9 s on the 2-core machine against ~2.3 s for
 * `tsx` (most of it transpiling), which matters for 20+ restarts; `tsx`, node with tsx's loader,
 * as `npm run lake` runs it (the benches measure that process).
 */
export type LakeRunner = 'bundle' | 'tsx'

const bundles = new Map<string, Promise<string[]>>()

/**
 * Node's arguments for lake/src/main.ts of the tree at `root`. The bundle is built once per tree
 * and process; without esbuild (a dependency of tsx and vite) it falls back to tsx.
 */
export function lakeCommand(root = REPO_ROOT, runner: LakeRunner = 'bundle'): Promise<string[]> {
  const main = path.join(root, 'lake/src/main.ts')
  if (runner === 'tsx') return Promise.resolve(['--import', 'tsx', main])
  let bundle = bundles.get(root)
  if (!bundle) {
    bundle = (async () => {
      try {
        const esbuild = await import('esbuild')
        const tag = createHash('sha1').update(root).digest('hex').slice(0, 8)
        const outfile = path.join(REPO_ROOT, `node_modules/.cache/lake-tests/main-${tag}.mjs`)
        await esbuild.build({
          entryPoints: [main],
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
        return ['--import', 'tsx', main]
      }
    })()
    bundles.set(root, bundle)
  }
  return bundle
}

export interface LakeProcessOptions extends OutputOptions {
  dataDir: string
  /** Lake variables added or overridden (SANITY_WRITE_TOKEN, LAKE_IMAGE_CACHE_MAX_BYTES…). */
  env?: Record<string, string>
  /** The tree whose lake runs (another checkout); this one by default. */
  root?: string
  runner?: LakeRunner
  /**
   * Runs the lake under another program: gets the lake's command line (node first) and gives
   * the one to spawn, e.g. a shell that starts the lake in the background and never reaps it.
   */
  wrap?: (argv: string[]) => string[]
  timeoutMs?: number
}

export interface LakeProcess extends ServerProcess {
  /** The lake's base URL, e.g. http://127.0.0.1:40123 */
  url: string
  /** SANITY_WRITE_TOKEN when given, else the one the lake generated into its lake-tokens.json. */
  writeToken: string
}

/**
 * Starts the lake on 127.0.0.1, port 0, over `dataDir`, and resolves once it printed its
 * "Content Lake: <url>" line; rejects when it exits first or takes longer than `timeoutMs`.
 */
export async function startLakeProcess(options: LakeProcessOptions): Promise<LakeProcess> {
  const root = options.root ?? REPO_ROOT
  const timeoutMs = options.timeoutMs ?? 30_000
  const argv = [process.execPath, ...(await lakeCommand(root, options.runner))]
  const started = performance.now()
  const env = serverEnv({
    LAKE_PORT: '0',
    LAKE_HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ...options.env,
  })
  const lake = spawnServer(options.wrap ? options.wrap(argv) : argv, {
    cwd: root,
    env,
    log: options.log,
    echoStderr: options.echoStderr,
    label: 'lake',
  })
  const { child, output, exited } = lake
  const url = await new Promise<string>((resolve, reject) => {
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
  const startMs = performance.now() - started
  const writeToken =
    options.env?.SANITY_WRITE_TOKEN ??
    (
      JSON.parse(fs.readFileSync(path.join(options.dataDir, 'lake-tokens.json'), 'utf8')) as {
        writeToken: string
      }
    ).writeToken
  return { ...lake, url, writeToken, startMs }
}
