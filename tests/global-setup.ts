import { ensureWebBuild } from '../scripts/lib/ensure-web-build'

/**
 * Runs once before any test file: builds the site when its sources changed, so test files in
 * parallel workers never start two builds into the same folder.
 */
export default function setup(): void {
  ensureWebBuild()
}
