import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serverEntry, webDir } from '../../adapters/server/site/site-build'

/** Newest modification time under `target` (a file or a folder tree). */
function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'dist' || entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/**
 * Builds the site (`npm run build:web`) when there is no build or the sources are newer than it,
 * so `npm install && npm start` works on a fresh clone and after every pull.
 */
export function ensureWebBuild(): void {
  const builtAt = newestMtime(serverEntry)
  const sources = Math.max(
    newestMtime(webDir),
    newestMtime(path.join(webDir, '..', 'schemas', 'lib')),
    newestMtime(path.join(webDir, '..', 'schemas', 'generated')),
  )
  if (builtAt > 0 && builtAt >= sources) return
  console.log('Building the site (npm run build:web)...')
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], {
    cwd: path.join(webDir, '..'),
    stdio: 'inherit',
    // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which would
    // give React's development build, its console messages and its size).
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('The site build failed (npm run build:web)')
}
