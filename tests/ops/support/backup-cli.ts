/**
 * What the ops tests share (tests/ops/): `npm run backup|restore|admin|export|import` as
 * real child processes (the script under tsx, as npm runs it), a DATA_DIR filled by a real lake
 * process, and fingerprints of folders to prove a refused restore left them untouched.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { filesUnder } from '#test-support/files'
import { lakeClient } from '#test-support/lake'
import { startLakeProcess } from '#test-support/lake-process'
import { REPO_ROOT, serverEnv } from '#test-support/server-process'

const run = promisify(execFile)

export interface ScriptResult {
  code: number
  stdout: string
  stderr: string
  output: string
}

type Script = 'backup' | 'restore' | 'admin' | 'export' | 'import'

function scriptEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  // No BACKUP_* from the caller's shell: each test names its own folders and policy.
  const base = serverEnv({})
  for (const name of Object.keys(base)) if (name.startsWith('BACKUP_')) delete base[name]
  return { ...base, ...env }
}

/** Runs scripts/<script>.ts with `args` and `env`; resolves with its exit code and output. */
export async function runScript(
  script: Script,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: scriptEnv(env), cwd: REPO_ROOT, maxBuffer: 16 * 1024 * 1024 },
    )
    return { code: 0, stdout, stderr, output: `${stdout}${stderr}` }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    const [stdout, stderr] = [failed.stdout ?? '', failed.stderr ?? '']
    return { code: failed.code ?? 1, stdout, stderr, output: `${stdout}${stderr}` }
  }
}

/** `npm run backup` as a child the test can SIGKILL. */
export function spawnBackup(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    env: scriptEnv(env),
    cwd: REPO_ROOT,
    stdio: 'ignore',
  })
}

/** A fresh temp folder, removed by the caller (or left in /tmp on failure). */
export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `backup-test-${label}-`))
}

export interface FilledDataDir {
  dataDir: string
  /** sha1 of every file asset uploaded. */
  assetHashes: string[]
}

/**
 * A DATA_DIR written by a real lake process: file assets of the given sizes (random bytes,
 * through the upload route), `documents` plain documents, the given extra documents, a résumé
 * file and an auth secret (as the API server writes them). The lake is stopped before return.
 */
export async function fillDataDir(
  dataDir: string,
  options: { assetSizes?: number[]; documents?: number; extra?: Record<string, unknown>[] } = {},
): Promise<FilledDataDir> {
  const lake = await startLakeProcess({ dataDir })
  const assetHashes: string[] = []
  try {
    const client = lakeClient(lake.url, { token: lake.writeToken })
    for (const [index, size] of (options.assetSizes ?? []).entries()) {
      const asset = await client.assets.upload('file', randomBytes(size), {
        filename: `asset-${index}.bin`,
      })
      assetHashes.push(asset.sha1hash)
    }
    const tx = client.transaction()
    for (let n = 0; n < (options.documents ?? 0); n++) {
      tx.createOrReplace({ _id: `fixture.${n}`, _type: 'backupFixture', n })
    }
    for (const doc of options.extra ?? []) tx.createOrReplace(doc as { _id: string; _type: string })
    if (tx.toJSON().length > 0) await tx.commit()
  } finally {
    await lake.stop()
  }
  fs.mkdirSync(path.join(dataDir, 'private/resumes'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'private/resumes/0b7e.pdf'), randomBytes(2048))
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), randomBytes(32).toString('hex'))
  return { dataDir, assetHashes }
}

/** Every file below `dir` with its SHA-256 (a missing folder gives {}). */
export function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dir).map((file) => [path.relative(dir, file), sha(fs.readFileSync(file))]),
  )
}

export function sha(bytes: Buffer, algorithm = 'sha256'): string {
  return createHash(algorithm).update(bytes).digest('hex')
}

/** The `backup-*` folders of `backupDir`, oldest first. */
export function backupNames(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return []
  return fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith('backup-'))
    .sort()
}
