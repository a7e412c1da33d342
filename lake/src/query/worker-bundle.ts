import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { inServerBuild, serverBuildFile } from '#server-kit/server-build'

let bundle: Promise<string | null> | null = null

/**
 * The query worker as one CommonJS script (groq-js and the lake's store code inlined, built once
 * per process with esbuild, which tsx already brings). A worker started from it loads in tens of
 * milliseconds instead of the few hundred that loading tsx in every thread costs, which matters
 * when a worker terminated at a deadline must be replaced at once. Null when esbuild is not
 * available: the pool then starts workers through query-worker.mjs (tsx). The server build
 * (`npm start`) ships it prebuilt, so no esbuild runs in a production process.
 */
export function workerBundle(): Promise<string | null> {
  bundle ??= (async () => {
    // The server build ships the worker prebuilt (scripts/build-server.mjs).
    if (inServerBuild) return fs.readFileSync(serverBuildFile('query-worker.cjs'), 'utf8')
    try {
      const esbuild = await import('esbuild')
      const result = await esbuild.build({
        entryPoints: [fileURLToPath(new URL('./query-worker.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        // Native: loaded by the worker with createRequire, from this package's node_modules.
        external: ['better-sqlite3'],
        logLevel: 'silent',
      })
      return result.outputFiles[0]?.text ?? null
    } catch {
      return null
    }
  })()
  return bundle
}
