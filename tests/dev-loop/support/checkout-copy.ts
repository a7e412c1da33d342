import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startProductProcess, type ProductProcess } from '#test-support/product-process'
import { REPO_ROOT, serverEnv } from '#test-support/server-process'

/** Never copied: installed packages (linked instead), builds, state, caches, the local .env. */
const NOT_COPIED = new Set(['node_modules', '.git', '.data', 'dist', '.tmp', 'coverage', '.env'])

/**
 * A copy of this checkout in a temporary folder, with node_modules linked, for tests that edit
 * sources (other tests read the real tree at the same time). Builds, data and caches stay out.
 */
export function copyCheckout(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(REPO_ROOT, root, {
    recursive: true,
    filter: (source) => {
      if (source === REPO_ROOT) return true
      const name = path.basename(source)
      return !NOT_COPIED.has(name) && !name.startsWith('.dist') && name !== '.sanity'
    },
  })
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'))
  return root
}

/** Replaces `from` with `to` in a file of the copy; fails when `from` is not there. */
export function editFile(root: string, file: string, from: string, to: string): void {
  const target = path.join(root, file)
  const text = fs.readFileSync(target, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`)
  fs.writeFileSync(target, text.replace(from, to))
}

/**
 * Our environment for a process in the copy: without the variables that would switch it to another
 * content store or admins, nor those that would change what it builds or serves (build folders,
 * VITE_* values, vitest's NODE_ENV).
 */
export function copyEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return serverEnv(extra, { ownBuild: true })
}

/** The product in the copy (ProductProcess), and how many start banners it printed. */
export interface CopyProduct extends ProductProcess {
  banners(): number
}

/** The line the product prints on each start of the server. */
const BANNER = 'Site and API'

/**
 * The product in the copy: `node <argv>` with cwd `root`, on free ports of 127.0.0.1 and its own
 * DATA_DIR, in a process group of its own (`tsx watch` runs the server as its child: both are
 * stopped together). Resolves once the API answers and the start banner is out.
 */
export async function startInCopy(
  root: string,
  argv: string[],
  options: { dataDir: string; timeoutMs?: number },
): Promise<CopyProduct> {
  const product = await startProductProcess({
    root,
    script: argv,
    dataDir: options.dataDir,
    timeoutMs: options.timeoutMs ?? 120_000,
    ownBuild: true,
    processGroup: true,
    // Every banner of a dev session, restarts included.
    outputTail: 200_000,
    readyOutput: new RegExp(BANNER),
  })
  return { ...product, banners: () => product.output().split(BANNER).length - 1 }
}
