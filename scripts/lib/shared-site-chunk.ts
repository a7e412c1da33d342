import path from 'node:path'
import zlib from 'node:zlib'
import { build, type InlineConfig, type Rolldown } from 'vite'

/**
 * One shared chunk for what every public page loads (issue 14's JavaScript budgets, ADR 020).
 *
 * Every page is a chunk of its own (web/src/app/routes.ts), and the bundler's automatic
 * splitting gives each set of chunks that shares a module a chunk of its own: the home page
 * loaded 45 scripts, most under 1 KB (one Chakra component, one icon), each with its own
 * response headers and compressed alone. The module graph cannot say which of them a page
 * really needs (a package's index names every module it re-exports, used or not), but the
 * bundle can: so the build runs twice. The first, unwritten, gives the chunks each public page
 * loads; every module of a chunk that the entry loads, or that at least `minShare` of the public
 * pages load, goes into one `site` chunk of the second. A chunk fewer pages load keeps the
 * automatic chunking, so a page never loads a form library or a carousel it does not show; a
 * page's own chunk, and any chunk loaded on demand (the admin screens, a form's island), stay
 * apart.
 */
export async function planSharedSiteChunk(
  config: InlineConfig,
  options: { isPublicPage: (moduleId: string) => boolean },
): Promise<Set<string>> {
  const result = await build({ ...config, logLevel: 'silent', build: { write: false } })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type === 'chunk') chunks.set(item.fileName, item)
  }
  const loads = (roots: readonly string[]) => {
    const seen = new Set<string>()
    const stack = [...roots]
    while (stack.length > 0) {
      const name = stack.pop()!
      if (seen.has(name)) continue
      seen.add(name)
      stack.push(...(chunks.get(name)?.imports ?? []))
    }
    return seen
  }
  const all = [...chunks.values()]
  const entryLoads = loads(all.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  const pages = all.filter(
    (chunk) => chunk.facadeModuleId && options.isPublicPage(chunk.facadeModuleId),
  )
  const loadedBy = new Map<string, number>()
  for (const page of pages) {
    for (const name of loads([page.fileName])) loadedBy.set(name, (loadedBy.get(name) ?? 0) + 1)
  }
  const shared = new Set<string>()
  for (const chunk of all) {
    if (chunk.isEntry || chunk.isDynamicEntry) continue
    const users = loadedBy.get(chunk.fileName) ?? 0
    // Merged, the chunk costs the pages that do not load it its compressed size; apart, it
    // costs each page that loads it one more response's headers.
    const costMerged = (pages.length - users) * compressedSize(chunk.code)
    const costApart = users * RESPONSE_HEADER_BYTES
    if (entryLoads.has(chunk.fileName) || costMerged <= costApart) {
      for (const id of chunk.moduleIds) shared.add(id)
    }
  }
  return shared
}

/**
 * What one more script costs a page beyond its body: its response headers (about 450 bytes as
 * the site sends them) and what its body loses by being compressed alone (measured: about as
 * much again). `npm run bench:web` measures the result.
 */
const RESPONSE_HEADER_BYTES = Number(process.env.SHARED_CHUNK_HEADER_BYTES ?? 1000)

function compressedSize(code: string): number {
  return zlib.brotliCompressSync(code, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
  }).length
}

/** The `codeSplitting` group that puts the planned modules into one chunk named `site`. */
export function sharedSiteChunkGroup(shared: ReadonlySet<string>) {
  return {
    name: 'site',
    test: (moduleId: string) => shared.has(moduleId),
    priority: 10,
  }
}

/**
 * The public pages' modules: what web/src/app/routes.ts loads as pages (files whose names end in
 * -page.tsx under src/features), but the service pages' shared layout (a component) and the
 * admin area.
 */
export function publicPageTest(webDir: string) {
  const features = path.join(webDir, 'src', 'features') + path.sep
  const notPages = [
    path.join(features, 'admin', 'admin-page.tsx'),
    path.join(features, 'service-pages', 'service-page.tsx'),
  ]
  return (moduleId: string) =>
    moduleId.startsWith(features) && moduleId.endsWith('-page.tsx') && !notPages.includes(moduleId)
}
