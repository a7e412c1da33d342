// `npm start` and `npm run lake` run this first, with plain Node (no tsx): it compiles the
// server's TypeScript into dist/server/ with esbuild when the sources changed, then exits, so the
// server itself runs compiled JavaScript with no compiler or esbuild service beside it
// (docs/decisions/045). `node scripts/build-server.mjs --force` builds whatever the record says.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'dist', 'server')
const recordFile = path.join(outDir, 'build-inputs.json')

/** The servers' entry points: `npm start` (site, API, lake, Studio), `npm run lake` and `store`. */
const ENTRIES = {
  start: 'scripts/start.ts',
  lake: 'lake/src/main.ts',
  // The content store of a deployment: the lake with the Studio, seed and backups (README).
  store: 'scripts/store.ts',
  // Run by `start` in a child process: the seed and its schemas stay out of the server's memory.
  'prepare-content': 'scripts/prepare-content.ts',
}
/** The lake's query worker, one CommonJS script a worker thread evaluates (lake/src/query). */
const WORKER_ENTRY = 'lake/src/query/query-worker.ts'

/** Files whose change changes the output besides the sources esbuild reports reading. */
const EXTRA_INPUTS = ['package.json', 'package-lock.json', 'scripts/build-server.mjs']

function sha256(file) {
  try {
    return crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest('hex')
  } catch {
    return null
  }
}

/** Why dist/server must be built again, or null when every recorded input is unchanged. */
export function serverBuildStaleReason() {
  let record
  try {
    record = JSON.parse(fs.readFileSync(recordFile, 'utf8'))
  } catch {
    return 'there is no build of the server in dist/server'
  }
  for (const name of Object.keys(ENTRIES)) {
    if (!fs.existsSync(path.join(outDir, `${name}.mjs`)))
      return `dist/server/${name}.mjs is missing`
  }
  for (const [file, hash] of Object.entries(record.inputs ?? {})) {
    if (sha256(file) !== hash) return `${file} changed`
  }
  return null
}

/**
 * Source modules keep their own `import.meta.url`: code that finds files beside itself (the web
 * build, the seed media, the query worker's native module) works from the bundle as from the
 * sources. The bundle lives at a fixed place in the checkout, so the path is relative to it.
 */
function ownModuleUrl() {
  return {
    name: 'own-module-url',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const relative = path.relative(outDir, args.path).split(path.sep).join('/')
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`
        return {
          contents: source.replaceAll('import.meta.url', own),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
}

async function build() {
  const esbuild = await import('esbuild')
  const tmpDir = `${outDir}.tmp-${process.pid}`
  fs.rmSync(tmpDir, { recursive: true, force: true })
  const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning' }
  const servers = await esbuild.build({
    ...common,
    entryPoints: ENTRIES,
    outdir: tmpDir,
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    // Dev-only modules (Vite, `sanity dev`) are chunks of their own, loaded only by `npm run dev`.
    splitting: true,
    // Chunks beside the entries: every output file has the same folder, which ownModuleUrl needs.
    chunkNames: '[name]-[hash]',
    // Installed packages load from node_modules as they are (native modules, Sanity's libraries).
    packages: 'external',
    // server-kit/server-build.ts: e.g. the worker pool reads the prebuilt worker below.
    define: { SERVER_BUILD: 'true' },
    plugins: [ownModuleUrl()],
    sourcemap: 'linked',
    metafile: true,
  })
  const worker = await esbuild.build({
    ...common,
    entryPoints: [WORKER_ENTRY],
    outfile: path.join(tmpDir, 'query-worker.cjs'),
    format: 'cjs',
    // Native: loaded by the worker with createRequire, from node_modules.
    external: ['better-sqlite3'],
    metafile: true,
  })
  const inputs = {}
  for (const meta of [servers.metafile, worker.metafile]) {
    for (const file of Object.keys(meta.inputs)) {
      if (!file.startsWith('node_modules/')) inputs[file] = sha256(file)
    }
  }
  for (const file of EXTRA_INPUTS) inputs[file] = sha256(file)
  fs.writeFileSync(
    path.join(tmpDir, 'build-inputs.json'),
    `${JSON.stringify({ inputs }, null, 1)}\n`,
  )
  // A server starting meanwhile reads the old build or the new one, never half of one.
  // Two starts building at once (the store's and a replica's units) each leave a whole build.
  const oldDir = `${outDir}.old-${process.pid}`
  try {
    if (fs.existsSync(outDir)) fs.renameSync(outDir, oldDir)
    fs.renameSync(tmpDir, outDir)
  } catch (error) {
    if (serverBuildStaleReason() !== null) throw error
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true })
    fs.rmSync(oldDir, { recursive: true, force: true })
  }
  return Object.keys(inputs).length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reason = process.argv.includes('--force') ? 'asked to' : serverBuildStaleReason()
  if (reason) {
    const started = Date.now()
    const count = await build()
    console.log(`Built the server (${reason}): ${count} files in ${Date.now() - started} ms.`)
  }
}
