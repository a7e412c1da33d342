import { spawn } from 'node:child_process'
import { createWriteClient, type ContentStoreConfig } from '#adapters/cms/content-store'
import { inServerBuild, serverBuildFile } from '#server-kit/server-build'

/**
 * Seeds or upgrades the lake's content (lib/prepare-content.ts). The compiled server runs it in
 * a child process that exits when done, so the schemas and the `sanity` package they import
 * never take the server's memory; from the sources (`npm run dev`, tests) it runs in-process.
 */
export async function runPrepareContent(store: ContentStoreConfig, empty: boolean): Promise<void> {
  if (!inServerBuild) {
    const { prepareContent } = await import('./prepare-content')
    return prepareContent(createWriteClient(store), empty)
  }
  const child = spawn(process.execPath, [serverBuildFile('prepare-content.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PREPARE_CONTENT: JSON.stringify({ store, empty }) },
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`Preparing the content failed (exit code ${code})`)
}
