import type { LakeServer } from '#lake/server'
import { runScript, type ScriptResult } from './backup-cli'

/** The lake a command works on: a server in this process, or one known by its address. */
export interface CliLake {
  dataDir: string
  url: string
  writeToken: string
}

/**
 * Runs `npm run export|import -- …` against a running lake, as an operator would on the server:
 * DATA_DIR and LAKE_PORT name the lake, its write token the rest (no SANITY_API_HOST: the
 * embedded store). Asynchronous: the lake answering the command may live in this very process.
 */
export function transferCli(
  script: 'export' | 'import',
  args: string[],
  server: LakeServer | CliLake,
  env: Record<string, string> = {},
): Promise<ScriptResult> {
  const lake: CliLake =
    'lake' in server
      ? {
          dataDir: server.lake.config.dataDir,
          url: server.url,
          writeToken: server.lake.tokens.writeToken,
        }
      : server
  return runScript(script, args, {
    DATA_DIR: lake.dataDir,
    LAKE_PORT: new URL(lake.url).port,
    SANITY_WRITE_TOKEN: lake.writeToken,
    ...env,
  })
}
