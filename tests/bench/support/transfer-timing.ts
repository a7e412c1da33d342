import fs from 'node:fs'
import path from 'node:path'
import type { LakeServer } from '#lake/server'
import { transferCli } from '../../ops/support/transfer-cli'

export interface TransferTiming {
  exportSeconds: number
  tarballBytes: number
  importSeconds: number
}

/**
 * `npm run export` of `source` into `workDir`, then `npm run import` of that tarball into
 * `target` (an empty lake), each as the command an operator runs (a child process), timed.
 */
export async function timeExportAndImport(
  source: LakeServer,
  target: LakeServer,
  workDir: string,
): Promise<TransferTiming> {
  const tarball = path.join(workDir, 'bench-export.tar.gz')
  const started = performance.now()
  const exported = await transferCli('export', [tarball], source)
  if (exported.code !== 0) throw new Error(`npm run export failed:\n${exported.output}`)
  const exportSeconds = (performance.now() - started) / 1000
  const importStarted = performance.now()
  const imported = await transferCli('import', [tarball], target)
  if (imported.code !== 0) throw new Error(`npm run import failed:\n${imported.output}`)
  return {
    exportSeconds,
    tarballBytes: fs.statSync(tarball).size,
    importSeconds: (performance.now() - importStarted) / 1000,
  }
}
