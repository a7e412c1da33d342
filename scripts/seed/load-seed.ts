import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SanityClient } from '@sanity/client'
import sharp from 'sharp'

/**
 * Loads seed documents into a content store. Media fields follow Sanity's import convention
 * (`{_type: 'image', _sanityAsset: 'image@seed-media:hero-1-poster.jpg'}`): each is uploaded
 * once and replaced by an asset reference. A string `file-url@seed-media:<name>` (a URL field,
 * e.g. a media-center video link) is uploaded the same way and replaced by the asset's URL.
 * Documents are written with createIfNotExists in one transaction, so seeding is idempotent and
 * never overwrites what an editor changed.
 */
export const seedMediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media')
const flagDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
)

/** Flags are drawn at 640 px wide, the size the spec's flag service served. */
const FLAG_WIDTH = 640

export interface SeedReport {
  documents: number
  created: number
  assets: number
}

type SeedDocument = { _id: string; _type: string; [field: string]: unknown }

export async function loadSeed(
  client: SanityClient,
  documents: readonly SeedDocument[],
  options: { mediaDir?: string } = {},
): Promise<SeedReport> {
  const mediaDir = options.mediaDir ?? seedMediaDir
  const uploads = new Map<string, Promise<UploadedAsset>>()
  const upload = (spec: string) => {
    let pending = uploads.get(spec)
    if (!pending) {
      pending = uploadAsset(client, spec, mediaDir)
      uploads.set(spec, pending)
    }
    return pending
  }

  const resolved: SeedDocument[] = []
  for (const doc of documents) resolved.push((await resolveAssets(doc, upload)) as SeedDocument)

  const existing = new Set(
    await client.fetch<string[]>(
      '*[_id in $ids]._id',
      { ids: resolved.map((d) => d._id) },
      {
        perspective: 'raw',
      },
    ),
  )
  const transaction = client.transaction()
  for (const doc of resolved) transaction.createIfNotExists(doc)
  await transaction.commit({ visibility: 'sync' })
  return {
    documents: resolved.length,
    created: resolved.filter((d) => !existing.has(d._id)).length,
    assets: uploads.size,
  }
}

interface UploadedAsset {
  _id: string
  url: string
}

async function resolveAssets(
  value: unknown,
  upload: (spec: string) => Promise<UploadedAsset>,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolveAssets(v, upload)))
  if (typeof value === 'string' && value.startsWith(FILE_URL_MARKER)) {
    return (await upload(`file@${value.slice(FILE_URL_MARKER.length)}`)).url
  }
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset: spec, ...rest } = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(rest)) out[key] = await resolveAssets(child, upload)
  if (typeof spec === 'string') {
    out.asset = { _type: 'reference', _ref: (await upload(spec))._id }
  }
  return out
}

/** The prefix of a seed string that stands for the URL of an uploaded seed file. */
const FILE_URL_MARKER = 'file-url@'

async function uploadAsset(
  client: SanityClient,
  spec: string,
  mediaDir: string,
): Promise<UploadedAsset> {
  const match = /^(image|file)@(seed-media|flag):([a-z0-9][a-z0-9._-]*)$/.exec(spec)
  if (!match) throw new Error(`Unknown seed asset reference: ${spec}`)
  const [, kind, source, name] = match as unknown as [string, 'image' | 'file', string, string]
  if (source === 'flag') {
    const svg = await fs.promises.readFile(path.join(flagDir, `${name}.svg`))
    const png = await sharp(svg, { density: 300 }).resize(FLAG_WIDTH).png().toBuffer()
    const asset = await client.assets.upload('image', png, {
      filename: `flag-${name}.png`,
      contentType: 'image/png',
    })
    return asset
  }
  const file = path.join(mediaDir, name)
  const bytes = await fs.promises.readFile(file)
  const asset = await client.assets.upload(kind, bytes, {
    filename: name,
    contentType: contentTypeOf(name),
  })
  return asset
}

function contentTypeOf(name: string): string {
  const ext = path.extname(name).slice(1).toLowerCase()
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    webm: 'video/webm',
    mp4: 'video/mp4',
  }
  return types[ext] ?? 'application/octet-stream'
}
