import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyCheckout, copyEnv, editFile } from './support/checkout-copy'

// `npm start` runs the server compiled (scripts/build-server.mjs, ADR 045): built when there is
// no build or one of the files it was made of changed, and not otherwise.
let root: string

beforeAll(() => {
  root = copyCheckout('server-build-')
})

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

/** What `npm start`'s build step prints in the copy. */
function buildStep(): string {
  return execFileSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    env: copyEnv(),
    encoding: 'utf8',
  })
}

const bundle = () =>
  fs
    .readdirSync(path.join(root, 'dist', 'server'))
    .filter((name) => name.endsWith('.mjs') || name.endsWith('.cjs'))
    .map((name) => fs.readFileSync(path.join(root, 'dist', 'server', name), 'utf8'))
    .join('\n')

describe('the compiled server', () => {
  it('is built when missing, kept when current and rebuilt when a source changed', () => {
    expect(buildStep()).toMatch(/^Built the server \(there is no build of the server/)
    for (const entry of ['start.mjs', 'lake.mjs', 'prepare-content.mjs', 'query-worker.cjs']) {
      expect(fs.existsSync(path.join(root, 'dist', 'server', entry))).toBe(true)
    }
    expect(buildStep()).toBe('')
    editFile(root, 'server-kit/health-routes.ts', "? 'ready' : 'not ready'", "? 'ready' : 'edited'")
    expect(buildStep()).toMatch(/^Built the server \(server-kit\/health-routes\.ts changed\)/)
    expect(bundle()).toMatch(/\? "ready" : "edited"/)
    // The query worker is a build of its own: an edit of its module rebuilds it too.
    editFile(
      root,
      'lake/src/query/query-worker.ts',
      'const WORKER_NICE = 10',
      'const WORKER_NICE = 11',
    )
    expect(buildStep()).toMatch(/lake\/src\/query\/query-worker\.ts changed/)
    expect(fs.readFileSync(path.join(root, 'dist', 'server', 'query-worker.cjs'), 'utf8')).toMatch(
      /WORKER_NICE = 11/,
    )
  })

  it('leaves the schemas, the Studio package and Vite out of what the server loads', () => {
    buildStep()
    const serverFiles = ['start.mjs', 'lake.mjs']
    const loaded = new Set<string>()
    const visit = (name: string) => {
      if (loaded.has(name)) return
      loaded.add(name)
      const text = fs.readFileSync(path.join(root, 'dist', 'server', name), 'utf8')
      // Static imports only: dynamic ones (the dev server, the content preparation) load on demand.
      for (const match of text.matchAll(/^import [^;]*?from "\.\/([^"]+)"/gms)) visit(match[1]!)
    }
    serverFiles.forEach(visit)
    const text = [...loaded]
      .map((name) => fs.readFileSync(path.join(root, 'dist', 'server', name), 'utf8'))
      .join('\n')
    expect(loaded.size).toBeGreaterThan(2)
    expect(text).not.toMatch(/from "sanity"/)
    expect(text).not.toMatch(/from "vite"/)
    expect(text).not.toMatch(/from "tsx/)
  })
})
