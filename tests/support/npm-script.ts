import fs from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './server-process'

export interface ServerCommand {
  /** The variables the script sets before node (MALLOC_ARENA_MAX=2…). */
  env: Record<string, string>
  /** node's arguments: its flags, then the compiled entry (dist/server/start.mjs). */
  args: string[]
}

/**
 * How `npm start` or `npm run lake` runs the compiled server: the part of package.json's script
 * after the build step (`node scripts/build-server.mjs && VAR=… node --flags dist/server/x.mjs`).
 * Tests start the server exactly so, without npm in between (whose pid would not be the server's).
 */
export function serverCommand(script: 'start' | 'lake' | 'store', root = REPO_ROOT): ServerCommand {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const line = pkg.scripts[script]
  const run = line?.split('&&').at(-1)?.trim().split(/\s+/) ?? []
  const node = run.indexOf('node')
  if (node < 0) throw new Error(`package.json's ${script} script runs no node: ${line}`)
  const env = Object.fromEntries(
    run.slice(0, node).map((pair) => pair.split('=', 2) as [string, string]),
  )
  return { env, args: run.slice(node + 1) }
}
