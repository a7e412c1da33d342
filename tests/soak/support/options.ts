import path from 'node:path'
import { REPO_ROOT } from '#test-support/server-process'

/** A command-line option of a soak command: `--name value` or `--name=value`. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  if (index >= 0) return process.argv[index + 1]
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return inline?.slice(name.length + 3)
}

/**
 * The tree whose product runs: this checkout, or another one named by `root` (--root) or
 * SOAK_ROOT (e.g. a `git archive` of a commit, with a node_modules link and the cached
 * studio/dist and web/dist copied in).
 */
export function soakRoot(root = process.env.SOAK_ROOT): string {
  return root ? path.resolve(root) : REPO_ROOT
}
