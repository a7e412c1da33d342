import path from 'node:path'
import { z } from 'zod'

/**
 * The lake's configuration, parsed once from the environment (the same variables that point the
 * rest of the code at a hosted Sanity project, see .env.example).
 */
const lakeEnvSchema = z.object({
  LAKE_PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  LAKE_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'lower-case letters, digits and dashes')
    .default('local'),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name')
    .default('production'),
  /** Extra datasets served besides SANITY_DATASET, comma separated. */
  LAKE_EXTRA_DATASETS: z.string().default(''),
  SANITY_READ_TOKEN: z.string().min(16).optional(),
  SANITY_WRITE_TOKEN: z.string().min(16).optional(),
  /** Browser origins allowed to call the lake (comma separated). */
  LAKE_CORS_ORIGINS: z
    .string()
    .default(
      'http://localhost:3000,http://127.0.0.1:3000,http://localhost:5173,http://localhost:3335,http://127.0.0.1:3335',
    ),
  /** The Studio's origin: HTTPS with HTTP/2 (the Studio's listeners need more than six streams). */
  LAKE_TLS_PORT: z.coerce.number().int().min(0).max(65535).default(3334),
  /** PEM files of the Studio origin's certificate; unset: one is generated into DATA_DIR/tls. */
  LAKE_TLS_CERT: z.string().min(1).optional(),
  LAKE_TLS_KEY: z.string().min(1).optional(),
  /** Extra host names (or addresses) the generated certificate covers, comma separated. */
  LAKE_TLS_HOSTS: z.string().default(''),
  LAKE_JSON_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  LAKE_ASSET_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
})

export interface LakeConfig {
  port: number
  host: string
  dataDir: string
  projectId: string
  datasets: string[]
  readToken?: string
  writeToken?: string
  corsOrigins: string[]
  jsonMaxBytes: number
  assetMaxBytes: number
  tls: {
    port: number
    certFile?: string
    keyFile?: string
    /** Host names and addresses the generated certificate covers. */
    hosts: string[]
  }
}

export function lakeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  const parsed = lakeEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid lake configuration:\n${problems.join('\n')}`)
  }
  const e = parsed.data
  const extra = splitList(e.LAKE_EXTRA_DATASETS)
  return {
    port: e.LAKE_PORT,
    host: e.LAKE_HOST,
    dataDir: path.resolve(e.DATA_DIR),
    projectId: e.SANITY_PROJECT_ID,
    datasets: [...new Set([e.SANITY_DATASET, ...extra])],
    readToken: e.SANITY_READ_TOKEN,
    writeToken: e.SANITY_WRITE_TOKEN,
    corsOrigins: splitList(e.LAKE_CORS_ORIGINS),
    jsonMaxBytes: e.LAKE_JSON_MAX_BYTES,
    assetMaxBytes: e.LAKE_ASSET_MAX_BYTES,
    tls: {
      port: e.LAKE_TLS_PORT,
      certFile: e.LAKE_TLS_CERT,
      keyFile: e.LAKE_TLS_KEY,
      hosts: [
        ...new Set([
          'localhost',
          '127.0.0.1',
          '::1',
          // The Studio's default API host prepends the project id (research §5.2).
          `${e.SANITY_PROJECT_ID}.localhost`,
          ...splitList(e.LAKE_TLS_HOSTS),
        ]),
      ],
    },
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}
