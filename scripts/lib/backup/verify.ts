import path from 'node:path'
import { hashFile, listEntries } from './files'
import { MANIFEST, type ManifestFile } from './manifest'
import { integrityCheck } from './snapshot'

/**
 * Checks a backup folder against its file list: the folder holds exactly those files (plus the
 * manifest, once written), each with its size and SHA-256, and the copied database passes
 * `PRAGMA integrity_check`. Returns the problems found ([] when it is whole). Reads only.
 */
export async function verifyBackupFiles(dir: string, files: ManifestFile[]): Promise<string[]> {
  const problems: string[] = []
  const listed = new Set(files.map((file) => file.path))
  let present: string[]
  try {
    present = (await listEntries(dir)).filter((file) => file !== MANIFEST)
  } catch (error) {
    return [(error as Error).message]
  }
  for (const file of present) {
    if (!listed.has(file)) problems.push(`${file} is not in the manifest`)
  }
  const presentSet = new Set(present)
  for (const file of files) {
    if (!presentSet.has(file.path)) {
      problems.push(`${file.path} is missing`)
      continue
    }
    const actual = await hashFile(path.join(dir, file.path))
    if (actual.size !== file.size) {
      problems.push(`${file.path} has ${actual.size} bytes, the manifest says ${file.size}`)
    } else if (actual.sha256 !== file.sha256) {
      problems.push(`${file.path} does not match its SHA-256 in the manifest`)
    }
  }
  if (problems.length === 0 && listed.has('lake.sqlite')) {
    const result = integrityCheck(path.join(dir, 'lake.sqlite'))
    if (result !== 'ok') problems.push(`lake.sqlite fails integrity_check: ${result}`)
  }
  return problems
}
