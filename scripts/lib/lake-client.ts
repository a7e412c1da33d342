import fs from 'node:fs'
import path from 'node:path'
import { createClient, type SanityClient } from '@sanity/client'
import { z } from 'zod'

/**
 * A write client for the content store the environment points at: the embedded lake by default
 * (token read from DATA_DIR/lake-tokens.json when not configured), or a hosted Sanity project
 * when SANITY_API_HOST is set. Server-side scripts only: the token never reaches a browser.
 */
const clientEnvSchema = z.object({
  SANITY_PROJECT_ID: z.string().min(1).default('local'),
  SANITY_DATASET: z.string().min(1).default('production'),
  SANITY_API_HOST: z.url().optional(),
  SANITY_API_VERSION: z.string().default('2025-02-19'),
  SANITY_WRITE_TOKEN: z.string().min(16).optional(),
  LAKE_PORT: z.coerce.number().int().default(3333),
  DATA_DIR: z.string().default('./.data'),
})

export function writeClientFromEnv(env: NodeJS.ProcessEnv = process.env): SanityClient {
  const e = clientEnvSchema.parse(env)
  const hosted = e.SANITY_API_HOST !== undefined && !isLoopback(e.SANITY_API_HOST)
  const token = e.SANITY_WRITE_TOKEN ?? (hosted ? undefined : storedLakeToken(e.DATA_DIR))
  if (!token) {
    throw new Error('SANITY_WRITE_TOKEN is required to write to a hosted Sanity project')
  }
  return createClient({
    projectId: e.SANITY_PROJECT_ID,
    dataset: e.SANITY_DATASET,
    apiVersion: e.SANITY_API_VERSION,
    apiHost: e.SANITY_API_HOST ?? `http://127.0.0.1:${e.LAKE_PORT}`,
    // A plain host:port cannot take the project as a sub-domain (research/sanity-api.md §1.1).
    useProjectHostname: hosted,
    useCdn: false,
    token,
  })
}

function storedLakeToken(dataDir: string): string | undefined {
  const file = path.join(path.resolve(dataDir), 'lake-tokens.json')
  if (!fs.existsSync(file)) return undefined
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { writeToken?: string }).writeToken
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
}
