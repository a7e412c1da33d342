import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface LakeProcess {
  url: string
  pid: number
  child: ChildProcess
  writeToken: string
  stop(): Promise<void>
}

/** A free TCP port on 127.0.0.1 (the OS picks; we release it for the child to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Starts `lake/src/main.ts` as its own process, so its memory and CPU are measured alone. */
export async function startLakeProcess(dataDir: string): Promise<LakeProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'lake/src/main.ts'], {
    // Same allocator setting as `npm run lake`: two malloc arenas instead of one per thread
    // (libvips and libuv workers), which keeps the resident size from ballooning.
    env: {
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      DATA_DIR: dataDir,
      LAKE_PORT: String(port),
      LAKE_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`lake exited with code ${child.exitCode}`)
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const tokens = JSON.parse(fs.readFileSync(path.join(dataDir, 'lake-tokens.json'), 'utf8')) as {
    writeToken: string
  }
  return {
    url,
    pid: child.pid!,
    child,
    writeToken: tokens.writeToken,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}
