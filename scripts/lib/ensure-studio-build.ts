import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { QUIET_SANITY_CLI_ENV } from './sanity-cli-env'

/**
 * The Studio's static build for the embedded lake (`SANITY_STUDIO_LAKE=embedded`), made offline
 * with the Sanity CLI and cached by a content hash of its inputs, so `npm start` and `npm test`
 * pay for it (about 30 s) only when the Studio, the schemas or the installed Sanity changed.
 *
 * After the CLI build, the page is made independent of outside hosts (see postProcessStudioBuild):
 * the lake serves it under a CSP that allows only its own origin.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const studioDir = path.join(repoRoot, 'studio')
export const schemasDir = path.join(repoRoot, 'schemas')
/** The contract's caps and default texts, which the schemas' validation imports. */
export const contractDir = path.join(repoRoot, 'adapters', 'contract')
export const defaultStudioDist = path.join(studioDir, 'dist')

/** The stamp inside a build: its cache key and what the post-processing did. */
export const STAMP_FILE = '.studio-build.json'

/** Packages whose installed version changes the bundle (the Studio, its builder, its runtime). */
const BUNDLED_PACKAGES = [
  'sanity',
  '@sanity/cli',
  '@sanity/client',
  'react',
  'react-dom',
  'styled-components',
  'inter-ui',
] as const

/** Variables the CLI reads to decide what goes into the bundle besides SANITY_STUDIO_*. */
const BUILD_AFFECTING_VARIABLES = ['SANITY_INTERNAL_ENV'] as const

export interface EnsureStudioBuildOptions {
  /** Where the build goes; default STUDIO_DIST_DIR or studio/dist. */
  outDir?: string
  /** The environment the build inherits (default process.env). */
  env?: NodeJS.ProcessEnv
  /**
   * The lake's project id and dataset, inlined as SANITY_STUDIO_PROJECT_ID / _DATASET. Default:
   * those variables, else SANITY_PROJECT_ID / SANITY_DATASET (the lake's), else local/production.
   */
  projectId?: string
  dataset?: string
  /** Build even when the stamp matches. */
  force?: boolean
  /** How long to wait for another process's build before giving up (default 10 min). */
  lockTimeoutMs?: number
  /** Where the one progress line goes (default console.log). */
  log?: (line: string) => void
}

export interface StudioBuildResult {
  /** The build folder (index.html, static/). */
  dir: string
  /** True when this call ran the build. */
  built: boolean
  key: string
}

export interface StudioBuildStamp {
  key: string
  builtAt: string
  sanityVersion: string | null
  buildMs: number
  postProcess: PostProcessReport
}

/**
 * Makes sure `outDir` holds a Studio build for the current inputs; builds it when it does not.
 * Asynchronous: the build runs as a child process (`sanity build`) and a concurrent caller (another
 * test worker, `npm start` next to `npm test`) waits on a lock and then finds the fresh build.
 */
export async function ensureStudioBuild(
  options: EnsureStudioBuildOptions = {},
): Promise<StudioBuildResult> {
  const baseEnv = options.env ?? process.env
  const outDir = path.resolve(options.outDir ?? (baseEnv.STUDIO_DIST_DIR || defaultStudioDist))
  const env = studioBuildEnv(options)
  const key = computeStudioBuildKey({ env })
  if (!options.force && readStamp(outDir)?.key === key) return { dir: outDir, built: false, key }

  const lockDir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`)
  return withDirectoryLock(lockDir, options.lockTimeoutMs ?? 10 * 60_000, async () => {
    // Another process may have built it while this one waited for the lock.
    if (!options.force && readStamp(outDir)?.key === key) return { dir: outDir, built: false, key }
    removeAbandonedTempDirs(outDir)
    const tmpDir = path.join(
      path.dirname(outDir),
      `.${path.basename(outDir)}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
    )
    try {
      ;(options.log ?? console.log)('Building the Studio (about 30 s, once)…')
      const started = Date.now()
      await runSanityBuild(tmpDir, env)
      const postProcess = postProcessStudioBuild(tmpDir)
      const stamp: StudioBuildStamp = {
        key,
        builtAt: new Date().toISOString(),
        sanityVersion: installedVersion('sanity'),
        buildMs: Date.now() - started,
        postProcess,
      }
      fs.writeFileSync(path.join(tmpDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`)
      swapIntoPlace(tmpDir, outDir)
      return { dir: outDir, built: true, key }
    } finally {
      fs.rmSync(tmpDir, { recursive: true, force: true })
    }
  })
}

/** The environment `sanity build` runs with: offline, unattended, embedded mode. */
export function studioBuildEnv(
  options: Pick<EnsureStudioBuildOptions, 'env' | 'projectId' | 'dataset'> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...(options.env ?? process.env),
    ...QUIET_SANITY_CLI_ENV,
    NODE_ENV: 'production',
    SANITY_STUDIO_LAKE: 'embedded',
  }
  // Always explicit, so a call with the lake's (default) project and one without agree on the key.
  env.SANITY_STUDIO_PROJECT_ID =
    options.projectId || env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || 'local'
  env.SANITY_STUDIO_DATASET =
    options.dataset || env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || 'production'
  return env
}

export interface StudioBuildKeyInputs {
  /** The build environment (its SANITY_STUDIO_* variables are inlined into the bundle). */
  env: NodeJS.ProcessEnv
  studioDir?: string
  schemasDir?: string
  contractDir?: string
  /** Installed versions of the bundled packages; default: read from node_modules. */
  packageVersions?: Record<string, string | null>
  /** The post-processing code; default: this file. */
  builderSource?: string
}

/**
 * sha256 over everything the bundle is made of: the files of studio/ (without dist, node_modules
 * and the CLI's .sanity runtime), schemas/ and adapters/contract (the schemas import its caps
 * and default texts), by path and content (never mtime), the installed
 * versions of the bundled packages, this file (the post-processing), and the SANITY_STUDIO_*
 * variables the CLI inlines.
 */
export function computeStudioBuildKey(inputs: StudioBuildKeyInputs): string {
  const hash = crypto.createHash('sha256')
  const add = (label: string, value: string | Buffer) => {
    hash.update(`${label}\0${Buffer.byteLength(value)}\0`)
    hash.update(value)
  }
  for (const [name, dir] of [
    ['studio', inputs.studioDir ?? studioDir],
    ['schemas', inputs.schemasDir ?? schemasDir],
    ['contract', inputs.contractDir ?? contractDir],
  ] as const) {
    for (const file of listInputFiles(dir)) {
      add(`file:${name}/${file}`, fs.readFileSync(path.join(dir, file)))
    }
  }
  const versions =
    inputs.packageVersions ??
    Object.fromEntries(BUNDLED_PACKAGES.map((name) => [name, installedVersion(name)]))
  for (const name of Object.keys(versions).sort()) add(`package:${name}`, versions[name] ?? '-')
  add('builder', inputs.builderSource ?? fs.readFileSync(fileURLToPath(import.meta.url)))
  const variables = Object.keys(inputs.env)
    .filter((name) => name.startsWith('SANITY_STUDIO_') || isBuildAffecting(name))
    .sort()
  for (const name of variables) add(`env:${name}`, inputs.env[name] ?? '')
  return hash.digest('hex')
}

function isBuildAffecting(name: string): boolean {
  return (BUILD_AFFECTING_VARIABLES as readonly string[]).includes(name)
}

/** Files under `dir` (relative, forward slashes, sorted), without build output and caches. */
export function listInputFiles(dir: string): string[] {
  const files: string[] = []
  const walk = (relative: string) => {
    const entries = fs.readdirSync(path.join(dir, relative), { withFileTypes: true })
    for (const entry of entries) {
      if (isIgnoredInput(entry.name)) continue
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) files.push(child)
    }
  }
  if (fs.existsSync(dir)) walk('')
  return files.sort()
}

function isIgnoredInput(name: string): boolean {
  return (
    name === 'node_modules' ||
    name === 'dist' ||
    name === '.sanity' ||
    // this module's lock and temp folders next to a build output
    /^\.dist\.(lock|tmp-)/.test(name)
  )
}

function installedVersion(name: string): string | null {
  try {
    const manifest = path.join(repoRoot, 'node_modules', ...name.split('/'), 'package.json')
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null
  } catch {
    return null
  }
}

export function readStamp(outDir: string): StudioBuildStamp | null {
  try {
    if (!fs.existsSync(path.join(outDir, 'index.html'))) return null
    return JSON.parse(fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8')) as StudioBuildStamp
  } catch {
    return null
  }
}

function runSanityBuild(tmpDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const cli = path.join(repoRoot, 'node_modules', '.bin', 'sanity')
  return new Promise((resolve, reject) => {
    const child = spawn(cli, ['build', tmpDir, '-y'], {
      cwd: studioDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const timer = setTimeout(() => child.kill('SIGTERM'), 10 * 60_000)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0 && fs.existsSync(path.join(tmpDir, 'index.html'))) return resolve()
      reject(
        new Error(
          `The Studio build failed (sanity build, ${signal ?? `exit ${code}`}):\n${output.trim()}`,
        ),
      )
    })
  })
}

/** Replaces `outDir` with `tmpDir` by renames, so readers never see a half-written build. */
function swapIntoPlace(tmpDir: string, outDir: string): void {
  const old = `${tmpDir}-old`
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old)
  fs.renameSync(tmpDir, outDir)
  fs.rmSync(old, { recursive: true, force: true })
}

/** Temp folders left by a build whose process died (Ctrl-C during npm start). */
function removeAbandonedTempDirs(outDir: string): void {
  const parent = path.dirname(outDir)
  const prefix = `.${path.basename(outDir)}.tmp-`
  if (!fs.existsSync(parent)) return
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue
    const pid = Number(name.slice(prefix.length).split('-')[0])
    if (!isProcessAlive(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Lock: a directory created with mkdir (atomic), with the owner's pid inside. A lock whose owner
// process is gone (killed during a build) is stale and taken over.

interface LockOwner {
  pid: number
  host: string
  since: number
}

const OWNER_FILE = 'owner.json'

export async function withDirectoryLock<T>(
  lockDir: string,
  timeoutMs: number,
  fn: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  fs.mkdirSync(path.dirname(lockDir), { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(lockDir)
      const owner: LockOwner = { pid: process.pid, host: os.hostname(), since: Date.now() }
      fs.writeFileSync(path.join(lockDir, OWNER_FILE), JSON.stringify(owner))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (isStaleLock(lockDir)) {
      // Rename first: of two waiters that both found it stale, only one takes it away.
      const tombstone = `${lockDir}.stale-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
      try {
        fs.renameSync(lockDir, tombstone)
        fs.rmSync(tombstone, { recursive: true, force: true })
      } catch {
        // someone else removed it first
      }
      continue
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${lockDir} (another Studio build is running)`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  try {
    return await fn()
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true })
  }
}

function isStaleLock(lockDir: string): boolean {
  let owner: LockOwner | null = null
  try {
    owner = JSON.parse(fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8')) as LockOwner
  } catch {
    owner = null
  }
  if (!owner) {
    // Created but the owner not yet written (or the writer died right then): stale after 30 s.
    const stat = fs.statSync(lockDir, { throwIfNoEntry: false })
    return !!stat && Date.now() - stat.mtimeMs > 30_000
  }
  // Another machine on a shared disk: no pid to check; a build never takes an hour.
  if (owner.host !== os.hostname()) return Date.now() - owner.since > 60 * 60_000
  return !isProcessAlive(owner.pid)
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// ---------------------------------------------------------------------------------------------
// Post-processing: no outside host in the page.

export interface PostProcessReport {
  /** The <script src="https://core.sanity-cdn.com/bridge.js"> tag (Sanity's dashboard bridge). */
  bridgeScriptRemoved: boolean
  /** Zod's eval-free mode is set before the Studio runs (no eval probe under the CSP). */
  zodJitless: boolean
  /** Font files copied into static/fonts/, by the URL they replace. */
  fonts: Record<string, string>
  /** How often each of CHUNK_REWRITES applied in the JS chunks (0: this Sanity has no such code). */
  rewrites: Record<string, number>
  /** Absolute URLs left in index.html's resources (should be none). */
  remainingIndexHosts: string[]
  /** Precompressed siblings (.br, .gz) written for text assets. */
  precompressed: number
}

const INTER_DIR = () => path.join(repoRoot, 'node_modules', 'inter-ui', 'web')

const WEIGHTS: Record<string, number> = {
  Thin: 100,
  ExtraLight: 200,
  Light: 300,
  Regular: 400,
  Medium: 500,
  SemiBold: 600,
  Bold: 700,
  ExtraBold: 800,
  Black: 900,
}

/**
 * Requests the Studio makes to Sanity's hosts by itself, not through the configured API host. On
 * the page's own origin they reach the lake instead (a 404 there is what the Studio expects when
 * the service is not available); blocked by the CSP they would each log a violation.
 */
const CHUNK_REWRITES: Array<{
  name: string
  pattern: RegExp
  replace: (match: string[]) => string
}> = [
  {
    // The version check, at startup and every 15 min:
    // MODULES_HOST = isStaging ? "https://sanity-cdn.work" : "https://sanity-cdn.com",
    // MODULES_URL = `${MODULES_HOST}/${MODULES_URL_VERSION}/modules`  ->  /v1/modules/…
    name: 'version check (sanity-cdn.com/v1/modules)',
    pattern:
      /([\w$]+=[\w$]+\?)"https:\/\/sanity-cdn\.work":"https:\/\/sanity-cdn\.com"(,[\w$]+=`\$\{[\w$]+\}\/\$\{[\w$]+\}\/modules`)/g,
    replace: (m) => `${m[1]}"":""${m[2]}`,
  },
  {
    // useFeedbackAvailable probes it at startup (a POST); the feedback dialog posts to it.
    name: 'feedback (api.sanity.io/vX/intake/feedback)',
    pattern: /"https:\/\/api\.sanity\.io\/vX\/intake\/feedback"/g,
    replace: () => '"/vX/intake/feedback"',
  },
  {
    // Sentry's tunnel; error reporting is off in a self-built Studio, kept local all the same.
    name: 'error reports (api.sanity.io/vX/intake/tracing)',
    pattern: /"https:\/\/api\.sanity\.io\/vX\/intake\/tracing"/g,
    replace: () => '"/vX/intake/tracing"',
  },
  {
    // The avatar of Sanity's "system" user (history entries made by Sanity itself).
    name: 'system user avatar (public.sanity.io)',
    pattern: /"https:\/\/public\.sanity\.io\/logos\/favicon-192\.png"/g,
    replace: () => '"/static/favicon-192.png"',
  },
]

/**
 * Makes a fresh `sanity build` output self-contained:
 * - removes the bridge script tag (it connects the Studio to Sanity's hosted dashboard);
 * - sets zod's eval-free mode before the Studio's code runs (see below);
 * - serves the Inter faces of the inline @font-face rules from static/fonts/ (from the inter-ui
 *   package, the same family and file names; the nearest weight if one is missing), with a
 *   content hash in the name so the immutable cache policy holds;
 * - points the requests that the main chunk sends to Sanity's hosts on its own (CHUNK_REWRITES)
 *   at the page's own origin, where the CSP allows them and the lake's 404 means "not available";
 * - writes .br and .gz siblings of the text assets.
 */
export function postProcessStudioBuild(dir: string): PostProcessReport {
  const indexPath = path.join(dir, 'index.html')
  let html = fs.readFileSync(indexPath, 'utf8')

  const bridge =
    /<script\b[^>]*\bsrc="https:\/\/core\.sanity-cdn\.(?:com|work)\/bridge\.js"[^>]*>\s*<\/script>\s*/g
  const withBridge = html
  html = html.replace(bridge, '')
  const bridgeScriptRemoved = html !== withBridge

  // Zod (inside the Studio) probes for eval with `new Function('')` when its first schema is
  // defined, which the lake's CSP (no 'unsafe-eval') reports as a violation. Its documented global
  // config, read from globalThis before the Studio's code runs, selects the eval-free mode.
  const zodJitless = '<script>globalThis.__zod_globalConfig={jitless:true}</script>'
  const jitlessSet = !html.includes(zodJitless)
  if (jitlessSet) html = html.replace(/<head>/i, `<head>${zodJitless}`)

  const fonts: Record<string, string> = {}
  const fontsDir = path.join(dir, 'static', 'fonts')
  html = html.replace(
    /url\((["']?)(https:\/\/studio-static\.sanity\.io\/(Inter-[A-Za-z]+)\.woff2)\1\)/g,
    (_match, quote: string, url: string, face: string) => {
      const source = interFile(face)
      const bytes = fs.readFileSync(source)
      const digest = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10)
      const name = `${face}-${digest}.woff2`
      fs.mkdirSync(fontsDir, { recursive: true })
      fs.writeFileSync(path.join(fontsDir, name), bytes)
      fonts[url] = `/static/fonts/${name}`
      return `url(${quote}/static/fonts/${name}${quote})`
    },
  )
  fs.writeFileSync(indexPath, html)

  const rewrites: Record<string, number> = Object.fromEntries(
    CHUNK_REWRITES.map((rewrite) => [rewrite.name, 0]),
  )
  const staticDir = path.join(dir, 'static')
  for (const name of fs.readdirSync(staticDir)) {
    if (!name.endsWith('.js')) continue
    const file = path.join(staticDir, name)
    const code = fs.readFileSync(file, 'utf8')
    let next = code
    for (const rewrite of CHUNK_REWRITES) {
      next = next.replace(rewrite.pattern, (...match: string[]) => {
        rewrites[rewrite.name] = (rewrites[rewrite.name] ?? 0) + 1
        return rewrite.replace(match)
      })
    }
    if (next !== code) fs.writeFileSync(file, next)
  }

  return {
    bridgeScriptRemoved,
    zodJitless: jitlessSet && html.includes(zodJitless),
    fonts,
    rewrites,
    remainingIndexHosts: resourceHostsIn(html),
    precompressed: precompress(staticDir),
  }
}

/** The inter-ui file for a face name of Sanity's (Inter-SemiBoldItalic), or the nearest weight. */
function interFile(face: string): string {
  const dir = INTER_DIR()
  const name = pickInterFile(face, fs.readdirSync(dir))
  if (!name) throw new Error(`No Inter font file for ${face} in ${dir}`)
  return path.join(dir, name)
}

/**
 * The file among `available` for a face name of Sanity's (Inter-SemiBoldItalic): the same name,
 * else the same style (italic or not) at the nearest weight (the heavier one on a tie).
 */
export function pickInterFile(face: string, available: string[]): string | null {
  if (available.includes(`${face}.woff2`)) return `${face}.woff2`
  const wanted = parseFace(face)
  if (!wanted.weight) return null
  const distance = (weight: number) => Math.abs(weight - wanted.weight)
  const candidates = available
    .filter((name) => /^Inter-[A-Za-z]+\.woff2$/.test(name))
    .map((name) => ({ name, ...parseFace(name.replace(/\.woff2$/, '')) }))
    .filter((c) => c.weight > 0 && c.italic === wanted.italic)
    .sort((a, b) => distance(a.weight) - distance(b.weight) || b.weight - a.weight)
  return candidates[0]?.name ?? null
}

function parseFace(face: string): { weight: number; italic: boolean } {
  const style = face.replace(/^Inter-/, '')
  const italic = style.endsWith('Italic')
  const weightName = italic ? style.slice(0, -'Italic'.length) || 'Regular' : style
  return { weight: WEIGHTS[weightName] ?? 0, italic }
}

/**
 * Absolute URLs that the page loads as resources (src, href of link, CSS url()), not plain links
 * in text or comments.
 */
export function resourceHostsIn(html: string): string[] {
  const found = new Set<string>()
  const patterns = [
    /<(?:script|img|iframe|source|video|audio)\b[^>]*\bsrc=["']?(https?:\/\/[^"' >]+)/gi,
    /<link\b[^>]*\bhref=["']?(https?:\/\/[^"' >]+)/gi,
    /url\(\s*["']?(https?:\/\/[^"')]+)/gi,
    /@import\s+["'](https?:\/\/[^"']+)/gi,
  ]
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) found.add(match[1]!)
  }
  return [...found].sort()
}

const COMPRESSIBLE = /\.(js|mjs|css|json|webmanifest|svg|txt|map)$/

function precompress(staticDir: string): number {
  let count = 0
  for (const name of fs.readdirSync(staticDir)) {
    if (!COMPRESSIBLE.test(name)) continue
    const file = path.join(staticDir, name)
    const bytes = fs.readFileSync(file)
    if (bytes.length < 1024) continue
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    const gz = zlib.gzipSync(bytes, { level: 9 })
    if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br)
    if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz)
    count += 1
  }
  return count
}
