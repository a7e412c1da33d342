import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { LakeServer } from '#lake/server'

const run = promisify(execFile)

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
  lake: LakeServer,
  env: Record<string, string> = {},
): Promise<CliResult> {
  const childEnv = {
    ...process.env,
    DATA_DIR: lake.lake.config.dataDir,
    LAKE_PORT: new URL(lake.url).port,
    SANITY_WRITE_TOKEN: lake.lake.tokens.writeToken,
    SANITY_PROJECT_ID: lake.lake.config.projectId,
    SANITY_DATASET: lake.lake.config.datasets[0]!,
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
