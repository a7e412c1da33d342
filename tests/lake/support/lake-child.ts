import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const MAIN = path.join(ROOT, 'lake/src/main.ts')

/**
 * How to run lake/src/main.ts in a child. `node --import tsx` takes ~2.3 s to start on the 2-core
 * machine (most of it transpiling); an esbuild bundle of the same source (dependencies left
 * external, so it runs the very same packages) starts in ~0.9 s, which matters for 20+ restarts.
 * Falls back to tsx when esbuild (a dependency of tsx and vite) is not importable.
 */
export async function lakeCommand(): Promise<string[]> {
  try {
    const esbuild = await import('esbuild')
    const outfile = path.join(ROOT, 'node_modules/.cache/lake-tests/main.mjs')
    await esbuild.build({
      entryPoints: [MAIN],
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
    return ['--import', 'tsx', MAIN]
  }
}

export interface LakeChild {
  child: ChildProcess
  url: string
  /** stdout and stderr so far, for failure messages. */
  output(): string
  /** Resolves with the exit code or signal. */
  exited: Promise<string>
}

/** Spawns the lake on port 0 and waits for its "Content Lake: <url>" line. */
export async function spawnLake(
  command: string[],
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<LakeChild> {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, LAKE_PORT: '0', LAKE_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`lake did not start within ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const onData = () => {
      const match = /Content Lake: (http:\/\/\S+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        child.stdout!.off('data', onData)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', onData)
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`lake exited (${how}) before listening:\n${out}`))
    })
  })
  return { child, url, output: () => out, exited }
}

/** Files under a directory, recursively (relative paths); [] when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}
