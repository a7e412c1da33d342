import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Names of the files whose content differs between the committed directory and a fresh
 * generation (a missing file counts as different).
 */
export async function findStaleFiles(
  committedDir: string,
  freshDir: string,
  files: readonly string[],
): Promise<string[]> {
  const stale: string[] = []
  for (const file of files) {
    const [committed, fresh] = await Promise.all([
      readFile(path.join(committedDir, file), 'utf8').catch(() => undefined),
      readFile(path.join(freshDir, file), 'utf8').catch(() => undefined),
    ])
    if (committed === undefined || fresh === undefined || committed !== fresh) stale.push(file)
  }
  return stale
}
