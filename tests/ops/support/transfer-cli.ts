import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { LakeServer } from '#lake/server'

const run = promisify(execFile)

/** The lake a command works on: a server in this process, or one known by its address. */
export interface CliLake {
  dataDir: string
  url: string
  writeToken: string
}

export interface CliResult {
  code: number
  output: string
}

/**
 * Runs `npm run export|import -- …` (the script itself, under tsx) against a running lake, as an
 * operator would on the server: DATA_DIR and LAKE_PORT name the lake, its token file the rest.
 * Asynchronous: the lake answering the command may live in this very process.
 */
export async function transferCli(
  script: 'export' | 'import',
  args: string[],
  server: LakeServer | CliLake,
  env: Record<string, string> = {},
): Promise<CliResult> {
  const lake: CliLake =
    'lake' in server
      ? {
          dataDir: server.lake.config.dataDir,
          url: server.url,
          writeToken: server.lake.tokens.writeToken,
        }
      : server
  const childEnv = {
    ...process.env,
    DATA_DIR: lake.dataDir,
    LAKE_PORT: new URL(lake.url).port,
    SANITY_WRITE_TOKEN: lake.writeToken,
    ...env,
  }
  delete (childEnv as Record<string, string | undefined>).SANITY_API_HOST
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: childEnv, cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 },
    )
    return { code: 0, output: `${stdout}${stderr}` }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}
