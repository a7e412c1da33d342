import { fileURLToPath } from 'node:url'

/** Defined as `true` by the server build (scripts/build-server.mjs); not defined under tsx. */
declare const SERVER_BUILD: boolean | undefined

/**
 * True when this code runs from the compiled server in dist/server/ (`npm start`), false when it
 * runs from the TypeScript sources (`npm run dev`, tests, scripts). docs/decisions/045.
 */
export const inServerBuild = typeof SERVER_BUILD === 'boolean' && SERVER_BUILD

/** A file of the server build, e.g. its prebuilt query worker (`query-worker.cjs`). */
export function serverBuildFile(name: string): string {
  return fileURLToPath(new URL(`../dist/server/${name}`, import.meta.url))
}
