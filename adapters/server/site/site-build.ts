import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SiteRenderer } from '#contract/site-renderer'

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
  /** dist/client/index.html with its placeholders. */
  template: string
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
  const template = fs.readFileSync(path.join(client, 'index.html'), 'utf8')
  const manifest = JSON.parse(
    fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8'),
  ) as SiteBuild['manifest']
  return { clientDir: client, renderer, template, manifest }
}

/**
 * `<link rel="modulepreload">` for a page's chunk and the chunks it imports, with the page's
 * CSP nonce (or the placeholder the response replaces with it).
 */
export function preloadLinks(build: SiteBuild, source: string, nonce: string): string {
  const files = new Set<string>()
  const visit = (key: string) => {
    const entry = build.manifest[key]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  visit(source)
  return [...files]
    .filter((file) => !build.template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" nonce="${nonce}" crossorigin href="/${file}">`)
    .join('\n    ')
}
