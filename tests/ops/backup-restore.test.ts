/**
 * `npm run restore` checks a backup whole before it writes anything (docs/decisions/033): a
 * tampered manifest or file, a path leaving DATA_DIR, an unknown entry or an extra file is
 * refused with exit 1 and DATA_DIR untouched; a non-empty DATA_DIR needs --force and is then
 * moved aside, never deleted; a DATA_DIR a lake holds is refused.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLakeProcess } from '#test-support/lake-process'
import {
  backupNames,
  fillDataDir,
  fingerprint,
  runScript,
  sha,
  tempDir,
} from './support/backup-cli'

let root: string
let backup: string

beforeAll(async () => {
  root = tempDir('restore')
  const dataDir = path.join(root, 'data')
  await fillDataDir(dataDir, { assetSizes: [40_000, 70_000], documents: 5 })
  const backupDir = path.join(root, 'backups')
  const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
  expect(result.code, result.output).toBe(0)
  backup = path.join(backupDir, backupNames(backupDir)[0]!)
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

interface ManifestJson {
  files: { path: string; size: number; sha256: string }[]
}

/** A copy of the backup, changed by `tamper`. */
function tampered(label: string, tamper: (dir: string, manifest: ManifestJson) => void): string {
  const dir = path.join(root, `tampered-${label}`)
  fs.cpSync(backup, dir, { recursive: true })
  const file = path.join(dir, 'manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestJson
  tamper(dir, manifest)
  fs.writeFileSync(file, JSON.stringify(manifest))
  return dir
}

const tampers: [string, (dir: string, manifest: ManifestJson) => void][] = [
  ['changed sha256', (_dir, m) => (m.files[1]!.sha256 = sha(Buffer.from('other')))],
  [
    'a ../ path',
    (dir, m) => {
      fs.writeFileSync(path.join(dir, 'x'), 'x')
      m.files.push({ path: 'private/../../x', size: 1, sha256: sha(Buffer.from('x')) })
    },
  ],
  [
    'an absolute path',
    (_dir, m) => m.files.push({ path: '/etc/passwd', size: 1, sha256: 'a'.repeat(64) }),
  ],
  [
    'an unknown top-level entry',
    (dir, m) => {
      fs.mkdirSync(path.join(dir, 'cache'))
      fs.writeFileSync(path.join(dir, 'cache/x'), 'x')
      m.files.push({ path: 'cache/x', size: 1, sha256: sha(Buffer.from('x')) })
    },
  ],
  ['an extra file', (dir) => fs.writeFileSync(path.join(dir, 'private/resumes/extra.pdf'), 'x')],
  [
    'a changed byte in a blob',
    (dir, m) => {
      const blob = path.join(dir, m.files.find((f) => f.path.startsWith('assets/'))!.path)
      const bytes = fs.readFileSync(blob)
      bytes[100] = bytes[100]! ^ 0xff
      fs.writeFileSync(blob, bytes)
    },
  ],
]

describe('a tampered backup', () => {
  it.each(tampers)('with %s is refused, nothing written', async (label, tamper) => {
    const dir = tampered(label.replace(/\W+/g, '-'), tamper)
    const fresh = path.join(root, `fresh-${label.replace(/\W+/g, '-')}`)
    const refusedFresh = await runScript('restore', [dir], { DATA_DIR: fresh })
    expect(refusedFresh.code, refusedFresh.output).toBe(1)
    expect(refusedFresh.stderr).toMatch(/Not restoring/)
    expect(fs.existsSync(fresh)).toBe(false)

    const existing = path.join(root, `existing-${label.replace(/\W+/g, '-')}`)
    fs.mkdirSync(existing)
    fs.writeFileSync(path.join(existing, 'auth-secret'), 'the current secret')
    const before = fingerprint(existing)
    const refusedForce = await runScript('restore', [dir, '--force'], { DATA_DIR: existing })
    expect(refusedForce.code, refusedForce.output).toBe(1)
    expect(fingerprint(existing)).toEqual(before)
    expect(
      fs.readdirSync(root).filter((name) => name.startsWith(`${path.basename(existing)}.`)),
    ).toEqual([])
  })
})

describe('restoring over a DATA_DIR', () => {
  it('refuses a non-empty one without --force, naming it', async () => {
    const target = path.join(root, 'occupied')
    fs.mkdirSync(target)
    fs.writeFileSync(path.join(target, 'auth-secret'), 'keep me')
    const before = fingerprint(target)
    const result = await runScript('restore', [backup], { DATA_DIR: target })
    expect(result.code, result.output).toBe(1)
    expect(result.stderr).toContain(target)
    expect(result.stderr).toContain('--force')
    expect(fingerprint(target)).toEqual(before)
  })

  it('with --force restores and keeps the old one aside', async () => {
    const target = path.join(root, 'forced')
    fs.mkdirSync(target)
    fs.writeFileSync(path.join(target, 'auth-secret'), 'keep me')
    const result = await runScript('restore', [backup, '--force'], { DATA_DIR: target })
    expect(result.code, result.output).toBe(0)
    const aside = /moved to (\S+)/.exec(result.stdout)?.[1]
    expect(aside).toMatch(new RegExp(`^${target}\\.replaced-`))
    expect(fs.readFileSync(path.join(aside!, 'auth-secret'), 'utf8')).toBe('keep me')
    const manifest = JSON.parse(
      fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'),
    ) as ManifestJson
    const restored = fingerprint(target)
    for (const file of manifest.files) expect(restored[file.path], file.path).toBe(file.sha256)
    expect(fs.statSync(target).mode & 0o777).toBe(0o700)
  })

  it('refuses one a lake process holds', async () => {
    const target = path.join(root, 'held')
    const lake = await startLakeProcess({ dataDir: target })
    try {
      const result = await runScript('restore', [backup, '--force'], { DATA_DIR: target })
      expect(result.code, result.output).toBe(1)
      expect(result.stderr).toMatch(/Another lake process .* is using/)
      expect(fs.readdirSync(root).filter((name) => name.startsWith('held.'))).toEqual([])
    } finally {
      await lake.stop()
    }
  })
})
