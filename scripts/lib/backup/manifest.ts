import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** The file every complete backup holds, written last (docs/decisions/033). */
export const MANIFEST = 'manifest.json'

/**
 * What may sit at the top of a backup (DATA_DIR's layout). Anything else in a manifest is
 * refused: a restore never writes a file the product would not have written itself.
 */
export const TOP_LEVEL_ENTRIES = [
  'lake.sqlite',
  'assets',
  'private',
  'tls',
  'lake-tokens.json',
  'auth-secret',
] as const

/** Folders among TOP_LEVEL_ENTRIES (their files are below them, never the entry itself). */
const TOP_LEVEL_FOLDERS = new Set(['assets', 'private', 'tls'])

/**
 * A path inside a backup: relative, POSIX, already normalised (no `.`/`..` segments, no double
 * or trailing slash), under a known top-level entry. So `path.join(target, p)` can never leave
 * the target directory.
 */
export const backupPathSchema = z
  .string()
  .min(1)
  .max(1000)
  .refine((p) => !p.includes('\\') && !p.includes('\0'), 'only / as the separator')
  .refine((p) => !path.posix.isAbsolute(p), 'must be relative')
  .refine((p) => path.posix.normalize(p) === p, 'must be normalised')
  .refine((p) => !p.split('/').some((s) => s === '..' || s === '.' || s === ''), 'no . or ..')
  .refine(isUnderKnownEntry, `must be under ${TOP_LEVEL_ENTRIES.join(', ')}`)

function isUnderKnownEntry(p: string): boolean {
  const [top, ...rest] = p.split('/')
  if (!(TOP_LEVEL_ENTRIES as readonly string[]).includes(top!)) return false
  return TOP_LEVEL_FOLDERS.has(top!) ? rest.length > 0 : rest.length === 0
}

export const manifestFileSchema = z.object({
  path: backupPathSchema,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a hex SHA-256'),
})

export const manifestSchema = z
  .object({
    format: z.literal(1),
    createdAt: z.iso.datetime(),
    dataDir: z.string().min(1),
    files: z.array(manifestFileSchema),
    counts: z.object({
      documents: z.number().int().min(0),
      assets: z.number().int().min(0),
      resumes: z.number().int().min(0),
    }),
  })
  .refine((m) => new Set(m.files.map((f) => f.path)).size === m.files.length, {
    message: 'a path is listed twice',
    path: ['files'],
  })

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<typeof manifestFileSchema>
export type BackupCounts = Manifest['counts']

/** Reads and validates `dir`/manifest.json; throws a message naming the problem. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${file} is missing or not JSON: ${(error as Error).message}`)
  }
  const parsed = manifestSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`${file} is not a valid backup manifest: ${problems.join('; ')}`)
  }
  return parsed.data
}

/** The manifest's total size in bytes. */
export function totalSize(manifest: Manifest): number {
  return manifest.files.reduce((sum, file) => sum + file.size, 0)
}
