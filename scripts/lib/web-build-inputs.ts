import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * What a build of the site (`npm run build:web`) was made from, recorded by the build itself so
 * `ensureWebBuild` can tell whether it is still current (docs/decisions/013-dev-loop.md).
 *
 * - **files**: every project file the bundler loaded (the module graph: web/src, the
 *   adapters/contract and schemas modules the site imports, index.html, SVGs…, outside
 *   node_modules), the files of web/public (copied as they are), the Vite config and what it
 *   imports, and the files that decide how modules resolve and what is installed: package.json
 *   (its `imports` aliases), package-lock.json, tsconfig.json, and web/.env* (absent or not). Each
 *   by content hash, never by modification time.
 * - **listings**: the names in every folder that holds a module of the graph, so a file that
 *   appears where one resolves (`foo.js` beside `foo.ts`) or where a glob looks
 *   (`import.meta.glob('../features/**')`) makes the build stale; under web/ the whole tree is
 *   listed (the site's own folder: its globs may reach any depth).
 * - **env**: the `VITE_*` variables Vite inlines into the bundle.
 *
 * A new file can change the build only if an existing input changes to import it, if it
 * shadows a resolution in its folder, or if a glob matches it: each changes one of the above.
 */
export interface BuildInputs {
  version: 1
  /** Path relative to the repository root (forward slashes) -> sha256 of the content, or null. */
  files: Record<string, string | null>
  /** Folder relative to the root ('.' for the root) -> sha256 of its listing. */
  listings: Record<string, string>
  env: Record<string, string>
}

/** Inside each build's output folder (dist/client, dist/server). */
export const BUILD_INPUTS_FILE = '.vite/build-inputs.json'
/** Files of the root that every build reads, whether or not a module imports them. */
const ROOT_CONFIG_FILES = ['package.json', 'package-lock.json', 'tsconfig.json']
/** The env files Vite reads for a production build (envDir is web/). */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local']
const ENV_PREFIX = 'VITE_'
/** Names never listed: build output, installed packages, dot files (editors, caches, .env). */
const UNLISTED = new Set(['dist', 'node_modules'])

export interface BuildInputsLayout {
  /** The repository root: paths are recorded relative to it. */
  root: string
  /** web/ (Vite's root and envDir). */
  webDir: string
  /** Where the builds go (never an input, even when inside the root). */
  distDir: string
}

function toRelative(root: string, file: string): string | null {
  const relative = path.relative(root, file)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep).join('/')
}

function sha256(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex')
}

function hashFile(root: string, relative: string): string | null {
  try {
    return sha256(fs.readFileSync(path.join(root, relative)))
  } catch {
    return null
  }
}

/** Names in `dir` (folders with a trailing slash), recursively when asked, sorted. */
function listing(dir: string, recursive: boolean, distDir: string): string[] {
  const names: string[] = []
  const walk = (relative: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || UNLISTED.has(entry.name)) continue
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (path.join(dir, child) === distDir) continue
      if (entry.isDirectory()) {
        names.push(`${child}/`)
        if (recursive) walk(child)
      } else names.push(child)
    }
  }
  walk('')
  return names.sort()
}

function hashListing(layout: BuildInputsLayout, folder: string): string {
  const dir = path.join(layout.root, folder)
  const recursive = folder === toRelative(layout.root, layout.webDir)
  return sha256(listing(dir, recursive, layout.distDir).join('\n'))
}

function viteEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.keys(env)
      .filter((name) => name.startsWith(ENV_PREFIX))
      .sort()
      .map((name) => [name, env[name] ?? '']),
  )
}

/** Every file under `dir`, absolute. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The record of one build, from the ids of the modules it loaded and the config's files. */
export function collectBuildInputs(
  layout: BuildInputsLayout,
  input: { moduleIds: Iterable<string>; configFiles: string[]; publicDir: string | null },
  env: NodeJS.ProcessEnv = process.env,
): BuildInputs {
  const modules = new Set<string>()
  for (const id of input.moduleIds) {
    if (id.startsWith('\0') || !path.isAbsolute(id)) continue
    const file = id.replace(/[?#].*$/, '')
    const relative = toRelative(layout.root, file)
    if (!relative || relative.split('/').includes('node_modules')) continue
    if (toRelative(layout.distDir, file) || !fs.existsSync(file)) continue
    modules.add(relative)
  }
  const others = new Set<string>([
    ...ROOT_CONFIG_FILES,
    ...ENV_FILES.map((name) => toRelative(layout.root, path.join(layout.webDir, name))!),
  ])
  for (const file of [
    ...input.configFiles,
    ...(input.publicDir ? filesUnder(input.publicDir) : []),
  ]) {
    const relative = toRelative(layout.root, file)
    if (relative && !relative.split('/').includes('node_modules')) others.add(relative)
  }
  const files: BuildInputs['files'] = {}
  for (const relative of [...new Set([...modules, ...others])].sort()) {
    files[relative] = hashFile(layout.root, relative)
  }
  const folders = new Set<string>()
  const webFolder = toRelative(layout.root, layout.webDir)!
  for (const relative of modules) {
    folders.add(relative.startsWith(`${webFolder}/`) ? webFolder : path.posix.dirname(relative))
  }
  const listings: BuildInputs['listings'] = {}
  for (const folder of [...folders].sort()) listings[folder] = hashListing(layout, folder)
  return { version: 1, files, listings, env: viteEnv(env) }
}

/** Why the recorded build is no longer what its inputs would give, or null when it is. */
export function staleReason(
  layout: BuildInputsLayout,
  recorded: BuildInputs,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (recorded.version !== 1) return 'the build record has another format'
  for (const [file, hash] of Object.entries(recorded.files)) {
    const now = hashFile(layout.root, file)
    if (now !== hash) {
      return `${file} ${now === null ? 'was removed' : hash === null ? 'was added' : 'changed'}`
    }
  }
  for (const [folder, hash] of Object.entries(recorded.listings)) {
    if (hashListing(layout, folder) !== hash)
      return `files were added to or removed from ${folder}/`
  }
  const current = viteEnv(env)
  if (JSON.stringify(current) !== JSON.stringify(recorded.env)) {
    return `the ${ENV_PREFIX}* variables differ from the build's`
  }
  return null
}

/** The record a build wrote into `outDir`, or null. */
export function readBuildInputs(outDir: string): BuildInputs | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, BUILD_INPUTS_FILE), 'utf8')) as BuildInputs
  } catch {
    return null
  }
}

/**
 * A Vite plugin (builds only) that writes the record of what the build read into the output,
 * as `.vite/build-inputs.json`. `builder` is the script running the build (its options are
 * inputs too); this file is one as well.
 */
export function recordBuildInputs(
  layout: Omit<BuildInputsLayout, 'distDir'>,
  builder: string,
): Plugin {
  let config: ResolvedConfig
  return {
    name: 'record-build-inputs',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle() {
      const inputs = collectBuildInputs(
        { ...layout, distDir: path.dirname(path.resolve(config.root, config.build.outDir)) },
        {
          moduleIds: this.getModuleIds(),
          configFiles: [
            ...(config.configFile ? [config.configFile] : []),
            ...config.configFileDependencies,
            builder,
            fileURLToPath(import.meta.url),
          ],
          publicDir: config.publicDir || null,
        },
      )
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INPUTS_FILE,
        source: `${JSON.stringify(inputs, null, 1)}\n`,
      })
    },
  }
}
