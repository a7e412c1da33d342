import { execFileSync } from 'node:child_process'
import { ensureStudioBuild } from '#scripts/lib/ensure-studio-build'
import { ensureWebBuild } from '#scripts/lib/ensure-web-build'

/**
 * Runs once before any test file: builds the site when its sources changed, the compiled server
 * (`npm start`'s dist/server) likewise, and the Studio when its inputs' hash changed (cached
 * between runs: no cost when nothing changed), so test files in parallel workers never start two
 * builds into the same folder.
 */
export default async function setup(): Promise<void> {
  ensureWebBuild()
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
  await ensureStudioBuild()
}
