import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { distDir as defaultDistDir, webDir } from '#adapters/server/site/site-build'
import { readBuildInputs, staleReason, type BuildInputsLayout } from './web-build-inputs'

export interface WebBuildOptions {
  /** The checkout to build (default this one): a test points it at a copy. */
  root?: string
  /** Where the build goes (default WEB_DIST_DIR, else <root>/web/dist). */
  distDir?: string
  /** The environment of the build and of the freshness check (default process.env). */
  env?: NodeJS.ProcessEnv
  /** Where the one progress line goes (default console.log). */
  log?: (line: string) => void
}

function layoutOf(options: WebBuildOptions): BuildInputsLayout {
  const root = path.resolve(options.root ?? path.dirname(webDir))
  const env = options.env ?? process.env
  const distDir = options.distDir
    ? path.resolve(options.distDir)
    : options.root
      ? env.WEB_DIST_DIR
        ? path.resolve(env.WEB_DIST_DIR)
        : path.join(root, 'web', 'dist')
      : defaultDistDir
  return { root, webDir: path.join(root, 'web'), distDir }
}

/**
 * Why the site must be built again, or null when the build in `distDir` is current: each of its
 * two builds (browser bundle, server renderer) recorded the content hash of every file it read,
 * the listings of the folders its modules came from and the VITE_* variables
 * (web-build-inputs.ts); any difference, or a missing record, makes it stale.
 */
export function webBuildStaleReason(options: WebBuildOptions = {}): string | null {
  const layout = layoutOf(options)
  for (const part of ['client', 'server'] as const) {
    const recorded = readBuildInputs(path.join(layout.distDir, part))
    if (!recorded) return `there is no build of the site in ${layout.distDir}`
    const reason = staleReason(layout, recorded, options.env ?? process.env)
    if (reason) return reason
  }
  return null
}

/**
 * Builds the site (`npm run build:web`) when there is no build or one of its inputs changed, so
 * `npm install && npm start` works on a fresh clone, after every pull and after every edit of
 * anything the site is made of (web/, adapters/contract, the lockfile…).
 *
 * The build goes to a temporary folder and then takes the place of `distDir`, so a server or test
 * reading the old build never sees a half-written one, and two processes building at once each
 * leave a complete build.
 */
export function ensureWebBuild(options: WebBuildOptions = {}): { built: boolean; reason?: string } {
  const layout = layoutOf(options)
  const reason = webBuildStaleReason(options)
  if (!reason) return { built: false }
  ;(options.log ?? console.log)(`Building the site (npm run build:web): ${reason}...`)
  // Beside the build, on its file system (a rename is atomic there); inside the checkout, in its
  // ignored .tmp/ (lint and the build's own folder listings never see a half-written one).
  const inside = !path.relative(layout.root, layout.distDir).startsWith('..')
  const parent = inside ? path.join(layout.root, '.tmp') : path.dirname(layout.distDir)
  const suffix = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  const tmpDir = path.join(parent, `.web-build.tmp-${suffix}`)
  const oldDir = path.join(parent, `.web-build.old-${suffix}`)
  fs.mkdirSync(parent, { recursive: true })
  fs.mkdirSync(path.dirname(layout.distDir), { recursive: true })
  try {
    const result = spawnSync('npm', ['run', 'build:web', '--silent'], {
      cwd: layout.root,
      stdio: 'inherit',
      // A production build whatever the caller runs under (vitest sets NODE_ENV=test, which would
      // give React's development build, its console messages and its size).
      env: { ...(options.env ?? process.env), NODE_ENV: 'production', WEB_DIST_DIR: tmpDir },
    })
    if (result.status !== 0) throw new Error('The site build failed (npm run build:web)')
    if (fs.existsSync(layout.distDir)) fs.renameSync(layout.distDir, oldDir)
    try {
      fs.renameSync(tmpDir, layout.distDir)
    } catch (error) {
      // Another process put its build there between the two renames: as fresh as ours.
      if (!fs.existsSync(path.join(layout.distDir, 'server'))) throw error
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true })
    fs.rmSync(oldDir, { recursive: true, force: true })
  }
  return { built: true, reason }
}
