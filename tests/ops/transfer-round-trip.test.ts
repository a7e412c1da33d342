import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { SanityClient, SanityDocument } from '@sanity/client'
import sharp from 'sharp'
import { list } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiteStack } from '../e2e/support/site-stack'
import { postAdminForm } from '#test-support/admin-api'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { readOperations } from '#scripts/lib/operations-log'
import { CONTENT_VERSION_ID, recordContentVersion } from '#scripts/lib/content-version'
import { sha } from './support/backup-cli'
import { transferCli } from './support/transfer-cli'

/**
 * Issue 27: the product's content leaves in Sanity's export format and comes back whole. A seeded
 * site with edits in both languages (one through the admin panel), a Studio draft, an uploaded
 * image and file and a private record is exported with `npm run export` (the real
 * `@sanity/export`), imported into a fresh lake with `npm run import` (the real `@sanity/import`),
 * and the copy must hold the same documents, the same asset bytes under the same ids and render
 * the same pages.
 */
let source: ApiStack
let target: ApiStack
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'transfer-'))
const tarball = path.join(work, 'site.tar.gz')
let imageId = ''
let fileId = ''

const ASSET_TYPES = ['sanity.imageAsset', 'sanity.fileAsset']

async function allDocuments(client: SanityClient): Promise<SanityDocument[]> {
  return client.fetch('*', {}, { perspective: 'raw' })
}

/**
 * What must survive the trip: everything but revisions and, of an asset document, what its new
 * upload sets (when and where it was stored: @sanity/import's NON_RESTORABLE_ASSET_FIELDS).
 */
function comparable(doc: SanityDocument): Record<string, unknown> {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc
  if (!ASSET_TYPES.includes(doc._type)) return rest
  const { _createdAt: _c, url: _url, uploadId: _up, ...asset } = rest
  return asset
}

async function makeEdits(stack: ApiStack): Promise<void> {
  const client = stack.client!
  const token = await stack.login()
  const about = {
    welcomeTitle: 'Welcome aboard',
    welcomeContent: 'We move cargo by air, sea, road and rail.',
    whoWeAreTitle: 'Who we are',
    whoWeAreContent: 'A Dubai company since 1995.',
    ourVisionTitle: 'Our vision',
    visionPoints: JSON.stringify(['Fast', 'Safe']),
  }
  for (const fields of [about, { ...about, lang: 'ar', welcomeTitle: 'أهلاً بكم' }]) {
    const saved = await postAdminForm(stack.apiUrl, token, 'about.php', fields)
    expect(saved.status, await saved.clone().text()).toBe(200)
  }
  // A Studio draft that is not published: it must travel as a draft.
  await client.action({
    actionType: 'sanity.action.document.edit',
    publishedId: 'aboutPage',
    draftId: 'drafts.aboutPage',
    patch: { set: { 'welcomeTitle.ar': 'مسودة لم تنشر' } },
  })
  const png = await sharp(randomBytes(48 * 32 * 3), { raw: { width: 48, height: 32, channels: 3 } })
    .png()
    .toBuffer()
  const image = await client.assets.upload('image', png, { filename: 'crane.png' })
  const file = await client.assets.upload('file', randomBytes(40_000), {
    filename: 'rates.pdf',
    contentType: 'application/pdf',
  })
  imageId = image._id
  fileId = file._id
  await client.create({
    _id: 'transferProbe',
    _type: 'transferProbe',
    title: { en: 'Cranes', ar: 'رافعات' },
    photo: { _type: 'image', asset: { _type: 'reference', _ref: imageId }, alt: 'A crane' },
    rates: { _type: 'file', asset: { _type: 'reference', _ref: fileId } },
    about: { _type: 'reference', _ref: 'aboutPage' },
  })
  await client.create({
    _id: 'private.quoteRequest.transfer1',
    _type: 'quoteRequest',
    email: 'lead@example.com',
  })
  await client.create({ _id: 'private.loginAttempts.transfer1', _type: 'loginAttempts' })
}

beforeAll(async () => {
  ;[source, target] = await Promise.all([startSiteStack(), startApiStack({ site: true })])
  await makeEdits(source)
}, 240_000)

afterAll(async () => {
  await Promise.allSettled([source?.close(), target?.close()])
  fs.rmSync(work, { recursive: true, force: true })
})

describe('npm run export, then npm run import into a fresh lake', () => {
  it('exports in the layout `sanity dataset export` writes', async () => {
    const exported = await transferCli('export', [tarball], source.lake!)
    expect(exported.output).toMatch(/Exported \d+ documents and \d+ asset files/)
    expect(exported.code).toBe(0)
    // Logged as an operation: who ran it and what it wrote.
    expect(readOperations(source.dataDir).at(-1)).toMatchObject({
      operation: 'export',
      outcome: 'ok',
      actor: expect.stringMatching(/.@./),
      details: {
        outputPath: tarball,
        documents: expect.any(Number),
        assetFiles: expect.any(Number),
      },
    })
    const entries: string[] = []
    await list({ file: tarball, onReadEntry: (entry) => void entries.push(entry.path) })
    const prefix = /^production-export-[a-z0-9-]+\//.exec(entries[0]!)?.[0]
    expect(prefix).toBeDefined()
    const inner = entries.map((entry) => entry.slice(prefix!.length))
    expect(inner).toEqual(expect.arrayContaining(['data.ndjson', 'assets.json']))
    const [, imageSha, imageDims, imageExt] = /^image-([a-f0-9]{40})-(\d+x\d+)-(\w+)$/.exec(
      imageId,
    )!
    const [, fileSha, fileExt] = /^file-([a-f0-9]{40})-(\w+)$/.exec(fileId)!
    expect(inner).toContain(`images/${imageSha}-${imageDims}.${imageExt}`)
    expect(inner).toContain(`files/${fileSha}.${fileExt}`)
    for (const name of inner) {
      expect(name).toMatch(
        /^(data\.ndjson|assets\.json|images\/|files\/|(images|files)\/[a-f0-9]{40}[\w-]*\.\w+)$/,
      )
    }
  })

  it('keeps private records out of a content export, and only the records with --with-private', async () => {
    const content = await ndjsonOf(tarball)
    expect(content.some((doc) => doc._id.startsWith('private.'))).toBe(false)
    expect(content.some((doc) => ASSET_TYPES.includes(doc._type))).toBe(false)
    const probe = content.find((doc) => doc._id === 'transferProbe')!
    expect(probe.photo).toMatchObject({
      _sanityAsset: expect.stringMatching(/^image@file:\/\/\.\/images\//),
    })
    expect(content.find((doc) => doc._id === 'drafts.aboutPage')).toBeDefined()

    const withPrivate = path.join(work, 'with-private.tar.gz')
    const exported = await transferCli('export', [withPrivate, '--with-private'], source.lake!)
    expect(exported.code, exported.output).toBe(0)
    const ids = (await ndjsonOf(withPrivate)).map((doc) => doc._id)
    expect(ids).toContain('private.quoteRequest.transfer1')
    expect(ids).not.toContain('private.loginAttempts.transfer1')

    const noDrafts = path.join(work, 'no-drafts.tar.gz')
    expect((await transferCli('export', [noDrafts, '--no-drafts'], source.lake!)).code).toBe(0)
    expect((await ndjsonOf(noDrafts)).some((doc) => doc._id.startsWith('drafts.'))).toBe(false)
  })

  it('imports every document, draft and asset under the same ids', async () => {
    // The target had its content upgrades (ADR 045): imported documents may predate them.
    await recordContentVersion(target.client!)
    const imported = await transferCli('import', [tarball], target.lake!)
    expect(imported.output).toMatch(/Imported \d+ documents/)
    expect(imported.code).toBe(0)
    expect(await target.client!.getDocument(CONTENT_VERSION_ID)).toBeUndefined()
    const isContent = (doc: SanityDocument) => !doc._id.startsWith('private.')
    const before = (await allDocuments(source.client!)).filter(isContent)
    const after = (await allDocuments(target.client!)).filter(isContent)
    expect(after.map((doc) => doc._id).sort()).toEqual(before.map((doc) => doc._id).sort())
    const byId = new Map(after.map((doc) => [doc._id, doc]))
    for (const doc of before)
      expect(comparable(byId.get(doc._id)!), doc._id).toEqual(comparable(doc))
    // References are strong again once the assets are in (the import weakens them meanwhile).
    expect(JSON.stringify(byId.get('transferProbe'))).not.toContain('_weak')
  })

  it('serves every asset byte-identical', async () => {
    const assets = (await allDocuments(source.client!)).filter((doc) =>
      ASSET_TYPES.includes(doc._type),
    )
    expect(assets.length).toBeGreaterThan(50)
    for (const asset of assets) {
      const [original, copy] = await Promise.all(
        [source, target].map(async (stack) => {
          const response = await fetch(`${stack.lake!.url}/${asset.path as string}`)
          expect(response.status, asset._id).toBe(200)
          return Buffer.from(await response.arrayBuffer())
        }),
      )
      expect(sha(copy!, 'sha1'), asset._id).toBe(asset.sha1hash)
      expect(copy!.equals(original!)).toBe(true)
    }
  })

  it('renders /, /ar, /abouts and /media-center exactly as the original', async () => {
    for (const page of ['/', '/ar', '/abouts', '/media-center']) {
      const [original, copy] = await Promise.all(
        [source, target].map((stack) => pageOf(stack, page)),
      )
      // The markup byte for byte; the page's data equal as JSON (the import writes an asset
      // reference as `{_ref, _type}` where the seed wrote `{_type, _ref}`: same data, other order).
      expect(copy!.html, page).toBe(original!.html)
      expect(copy!.data, page).toEqual(original!.data)
    }
    expect((await pageOf(target, '/abouts')).html).toContain('Welcome aboard')
  })
})

/** A page as served, with what differs between two servers by design (ports, times) named. */
async function pageOf(stack: ApiStack, page: string): Promise<{ html: string; data: unknown }> {
  const response = await fetch(`${stack.url}${page}`)
  expect(response.status, page).toBe(200)
  const text = (await response.text())
    .replaceAll(stack.lake!.url, 'LAKE')
    // Content that holds an absolute lake address (the media center's video links) keeps the
    // original's, as an import must: text is copied, not rewritten.
    .replaceAll(source.lake!.url, 'LAKE')
    .replaceAll(stack.url, 'SITE')
    .replaceAll(/nonce="[^"]*"/g, 'nonce')
    // When each server rendered and cached the page's queries.
    .replaceAll(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0')
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(text)
  expect(data, page).not.toBeNull()
  return { html: text.replace(data![1]!, 'DATA'), data: JSON.parse(data![1]!) }
}

async function ndjsonOf(file: string): Promise<SanityDocument[]> {
  const chunks: Buffer[] = []
  await list({
    file,
    onReadEntry: (entry) => {
      if (entry.path.endsWith('/data.ndjson'))
        entry.on('data', (chunk: Buffer) => chunks.push(chunk))
      else entry.resume()
    },
  })
  return Buffer.concat(chunks)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SanityDocument)
}
