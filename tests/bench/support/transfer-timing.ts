import fs from 'node:fs'
import type { LakeServer } from '#lake/server'
import { transferCli, type CliLake } from '../../ops/support/transfer-cli'

/**
 * `npm run export` or `npm run import`, each as the command an operator runs (a child process),
 * timed in seconds.
 */
export async function timeExport(
  source: LakeServer | CliLake,
  tarball: string,
): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now()
  const exported = await transferCli('export', [tarball], source)
  if (exported.code !== 0) throw new Error(`npm run export failed:\n${exported.output}`)
  return { seconds: (performance.now() - started) / 1000, bytes: fs.statSync(tarball).size }
}

export async function timeImport(target: LakeServer | CliLake, tarball: string): Promise<number> {
  const started = performance.now()
  const imported = await transferCli('import', [tarball], target)
  if (imported.code !== 0) throw new Error(`npm run import failed:\n${imported.output}`)
  return (performance.now() - started) / 1000
}
