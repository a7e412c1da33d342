import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SiteRenderer } from '#contract/site-renderer'
import { scriptLoaderTag } from './script-loader'

/** The built site (`npm run build:web`): the browser bundle and the server renderer. */
export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web')
/** Where the build goes: web/dist, or WEB_DIST_DIR (parallel builds of one checkout). */
export const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(webDir, 'dist')
export const clientDir = path.join(distDir, 'client')

export interface SiteBuild {
  /** Its browser bundle (dist/client): /assets and /favicon.svg are served from it. */
  clientDir?: string
  renderer: SiteRenderer
  /**
   * dist/client/index.html with its placeholders, without the tags that start its scripts (the
   * page's script loader does: script-loader.ts).
   */
  template: string
  /** The entry module (`/assets/index-….js`) and the chunks it imports, from Vite's tags. */
  entry: { script: string; imports: string[] }
  /** Client manifest: source path -> chunk file and its imports. */
  manifest: Record<string, { file: string; imports?: string[] }>
}

/** The build in `dir` (default web/dist, or WEB_DIST_DIR). */
export async function loadSiteBuild(dir: string = distDir): Promise<SiteBuild> {
  const entry = path.join(dir, 'server', 'entry-server.js')
  const client = path.join(dir, 'client')
  if (!fs.existsSync(entry)) {
    throw new Error(`The site is not built (${entry} is missing): run npm run build:web`)
  }
  const renderer = (await import(pathToFileURL(entry).href)) as SiteRenderer
  const { template, entry: entryScripts } = takeEntryScripts(
    fs.readFileSync(path.join(client, 'index.html'), 'utf8'),
  )
  const manifest = JSON.parse(
    fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8'),
  ) as SiteBuild['manifest']
  return { clientDir: client, renderer, template, entry: entryScripts, manifest }
}

/** Vite's `<script type="module" src>` and `<link rel="modulepreload">` tags, out of the template. */
export function takeEntryScripts(html: string): Pick<SiteBuild, 'template' | 'entry'> {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!script) throw new Error('The built index.html has no entry module script')
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
  let template = html.replace(script[0], '')
  for (const preload of preloads) template = template.replace(preload[0], '')
  return {
    template,
    entry: { script: script[1]!, imports: preloads.map((preload) => preload[1]!) },
  }
}

/**
 * The tag that starts a page's scripts (script-loader.ts): the entry module, with the chunks it
 * and the page's own modules (`sources`, manifest keys: its page chunk) import, under the page's
 * CSP nonce (or the placeholder the response replaces with it).
 */
export function pageScripts(build: SiteBuild, sources: readonly string[], nonce: string): string {
  const files = new Set<string>()
  const visit = (key: string) => {
    const entry = build.manifest[key]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const source of sources) visit(source)
  const modules = new Set([
    ...build.entry.imports,
    ...[...files].map((file) => `/${file}`).filter((file) => file !== build.entry.script),
  ])
  return scriptLoaderTag(nonce, build.entry.script, [...modules])
}
