/**
 * The data directory after a crash and across versions (issue 11, items 10 and 11):
 * - a lake killed with -9 whose parent has not reaped it yet (a zombie, which a pid check sees
 *   as alive) does not stop an immediate restart on the same DATA_DIR, and loses nothing;
 * - a live lake still refuses a second one, naming its pid; a stale lake.pid naming some other
 *   live process does not;
 * - a DATA_DIR left 0755 with 0644 files by an older version is tightened at start.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lockDataDir } from '#lake/store/data-dir-lock'
import { lakeClient, startTestLake, type TestLake } from '#test-support/lake'
import { lakeCommand, startLakeProcess } from '#test-support/lake-process'

const WRITE_TOKEN = 'skw-data-dir-test-write-token-0123456789'

const dirs: string[] = []
const children: ChildProcess[] = []
const savedUmask = process.umask(0o022)

// The lake bundle is built before the first test, outside its timing.
beforeAll(() => lakeCommand())

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
})

afterAll(() => {
  process.umask(savedUmask)
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-datadir-'))
  dirs.push(dir)
  return dir
}

/** A lake in this process over `dataDir`, with the test's write token. */
function startLake(dataDir: string): Promise<TestLake> {
  return startTestLake({ dataDir, env: { SANITY_WRITE_TOKEN: WRITE_TOKEN } })
}

function writer(url: string) {
  return lakeClient(url, { token: WRITE_TOKEN })
}

/** The state letter of /proc/<pid>/stat (R, S, Z...), or null when the pid is gone. */
function procState(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null
  } catch {
    return null
  }
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

describe('11: the data-dir lock after kill -9', () => {
  it.runIf(process.platform === 'linux')(
    'a killed lake its parent has not reaped (a zombie) does not block an immediate restart',
    async () => {
      const dataDir = tempDir()
      // The shell starts the lake in the background, prints its pid, then becomes `sleep`, which
      // never waits for children: once killed, the lake stays a zombie until sleep ends.
      const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`
      const parent = await startLakeProcess({
        dataDir,
        env: { SANITY_WRITE_TOKEN: WRITE_TOKEN },
        wrap: (argv) => [
          'sh',
          '-c',
          `${argv.map(quote).join(' ')} & echo "pid $!"; exec sleep 120`,
        ],
      })
      children.push(parent.child)
      const lakePid = Number(/pid (\d+)/.exec(parent.output())![1])
      await writer(parent.url).create({ _id: 'before-crash', _type: 'note', title: 'kept' })

      process.kill(lakePid, 'SIGKILL')
      const deadline = Date.now() + 5000
      while (procState(lakePid) !== 'Z' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10))
      }
      // The test is only meaningful if the dead lake is still there, unreaped.
      expect(procState(lakePid)).toBe('Z')
      expect(() => process.kill(lakePid, 0)).not.toThrow()

      const restarted = await startLake(dataDir)
      try {
        expect(procState(lakePid)).toBe('Z')
        const doc = await writer(restarted.url).getDocument('before-crash')
        expect(doc).toMatchObject({ title: 'kept' })
        expect(fs.readFileSync(path.join(dataDir, 'lake.pid'), 'utf8')).toBe(String(process.pid))
      } finally {
        await restarted.close()
      }
    },
  )

  it('a live lake refuses a second one on the same DATA_DIR, naming its pid', async () => {
    const dataDir = tempDir()
    const first = await startLakeProcess({ dataDir })
    children.push(first.child)
    await expect(startLake(dataDir)).rejects.toThrow(
      new RegExp(`Another lake process \\(pid ${first.child.pid}\\) is using`),
    )
    first.child.kill('SIGKILL')
    await first.exited
    // Reaped or not, dead is dead: the next start takes over at once.
    const next = await startLake(dataDir)
    await next.close()
  })

  it('a stale lake.pid naming another live process (a reused pid) does not block a start', async () => {
    const dataDir = tempDir()
    const other = spawn('sleep', ['30'])
    children.push(other)
    fs.writeFileSync(path.join(dataDir, 'lake.pid'), String(other.pid))
    const lake = await startLake(dataDir)
    await lake.close()
    expect(fs.existsSync(path.join(dataDir, 'lake.pid'))).toBe(false)
  })

  it('one process may lock its own data directory twice; the lock goes with the last holder', () => {
    const dataDir = tempDir()
    const releaseFirst = lockDataDir(dataDir)
    const releaseSecond = lockDataDir(dataDir)
    releaseFirst()
    releaseFirst() // idempotent
    expect(fs.existsSync(path.join(dataDir, 'lake.pid'))).toBe(true)
    releaseSecond()
    expect(fs.existsSync(path.join(dataDir, 'lake.pid'))).toBe(false)
  })
})

describe('10: DATA_DIR permissions', () => {
  it('a new DATA_DIR is 0700 with the database, WAL, SHM and tokens 0600 (umask 022)', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data')
    const lake = await startLake(dataDir)
    try {
      await writer(lake.url).create({ _type: 'note', title: 'x' })
      expect(modeOf(dataDir)).toBe('700')
      for (const name of [
        'lake.sqlite',
        'lake.sqlite-wal',
        'lake.sqlite-shm',
        'lake.lock',
        'lake-tokens.json',
      ]) {
        expect(modeOf(path.join(dataDir, name)), name).toBe('600')
      }
    } finally {
      await lake.close()
    }
  })

  it('an existing DATA_DIR of an older version (0755, files 0644) is tightened at start', async () => {
    const dataDir = tempDir()
    // Tokens are generated (not configured) so that lake-tokens.json is written.
    let lake = await startTestLake({ dataDir })
    await lake.close()
    fs.mkdirSync(path.join(dataDir, 'private', 'resumes'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'private', 'resumes', 'old.pdf'), '%PDF-1.4')
    const loose = ['lake.sqlite', 'lake-tokens.json', path.join('private', 'resumes', 'old.pdf')]
    for (const name of loose) fs.chmodSync(path.join(dataDir, name), 0o644)
    for (const name of ['', 'private', path.join('private', 'resumes')]) {
      fs.chmodSync(path.join(dataDir, name), 0o755)
    }
    lake = await startTestLake({ dataDir })
    try {
      expect(modeOf(dataDir)).toBe('700')
      for (const name of loose) expect(modeOf(path.join(dataDir, name)), name).toBe('600')
      expect(modeOf(path.join(dataDir, 'private'))).toBe('700')
      expect(modeOf(path.join(dataDir, 'private', 'resumes'))).toBe('700')
      for (const name of ['lake.sqlite-wal', 'lake.sqlite-shm']) {
        expect(modeOf(path.join(dataDir, name)), name).toBe('600')
      }
    } finally {
      await lake.close()
    }
  })
})
