/**
 * A full disk (issue 25, finding 11; docs/decisions/027): the stack's DATA_DIR on a small tmpfs of
 * its own, filled to the last byte. Uploads are answered with the server's own 507 and a clear
 * message (not a 400 blaming the client) and leave nothing half-written; image transforms are
 * served uncached; once space is freed everything works again without a restart.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { filesUnder } from '#test-support/files'
import { pngOfSize } from '#test-support/media-fixtures'
import type { Part } from '#test-support/multipart'
import { postMultipart } from './support/requests'
import { leftoverUploads } from './support/store-snapshot'

let mountDir: string
let dataDir: string
let stack: ApiStack
let token: string
/** The lake's CDN path of an image uploaded while there was room. */
let imagePath: string
const filler = () => path.join(mountDir, 'filler')

beforeAll(async () => {
  mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-full-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', mountDir], {
      stdio: 'pipe',
    })
  } catch (error) {
    fs.rmdirSync(mountDir)
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error)
    throw new Error(
      `This test fills a small disk of its own and needs to mount a tmpfs for it, which failed: ${reason}. ` +
        'Run the suite as root (or with CAP_SYS_ADMIN) so `mount -t tmpfs` is permitted.',
    )
  }
  dataDir = path.join(mountDir, 'data')
  stack = await startApiStack({ dataDir })
  token = await stack.login()
  const image = await stack.client!.assets.upload('image', (await pngOfSize(300, 200)).bytes)
  imagePath = new URL(image.url).pathname
})

afterAll(async () => {
  await stack?.close()
  if (mountDir) {
    execFileSync('umount', [mountDir])
    fs.rmdirSync(mountDir)
  }
})

/** Writes a file until the disk refuses even one more byte. */
function fillDisk(): void {
  const fd = fs.openSync(filler(), 'a')
  try {
    for (const size of [1024 * 1024, 64 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1)
      for (;;) {
        try {
          fs.writeSync(fd, chunk)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break
          throw error
        }
      }
    }
  } finally {
    fs.closeSync(fd)
  }
  expect(() => fs.writeFileSync(path.join(mountDir, 'probe'), 'x')).toThrow(/ENOSPC/)
  fs.rmSync(path.join(mountDir, 'probe'), { force: true })
}

const bannerSave = async (): Promise<Part[]> => [
  { name: 'mode', value: 'post' },
  {
    name: 'bannerImage',
    filename: 'banner.png',
    type: 'image/png',
    data: (await pngOfSize(64, 40)).bytes,
  },
]

/** A raw upload to the lake's asset API, as @sanity/client sends one. */
async function lakeUpload(bytes: Buffer) {
  const response = await fetch(`${stack.lake!.url}/v2025-02-19/assets/images/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.store!.writeToken}`, 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function transform(width: number) {
  const response = await fetch(`${stack.lake!.url}${imagePath}?w=${width}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { status: response.status, type: response.headers.get('content-type'), bytes }
}

const cacheFiles = () => filesUnder(path.join(dataDir, 'cache', 'images'))
const blobs = () => filesUnder(path.join(dataDir, 'assets', 'blobs'))

describe('with the disk full', () => {
  beforeAll(fillDisk)

  it("answers an upload to the API with the server's own 507 and a clear message; nothing is kept", async () => {
    const reply = await postMultipart(stack, 'about.php', await bannerSave(), token)
    expect(reply.status, reply.text).toBe(507)
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
    const body = reply.body as { error: string; code: string; success: boolean }
    expect(body.code).toBe('insufficient_storage')
    expect(body.error).toMatch(/out of disk space/)
    expect(body.error).not.toMatch(/Malformed|request is not valid/i)
    expect(body.success).toBe(false)
    expect(leftoverUploads(dataDir)).toEqual([])
    const page = await stack.client!.getDocument<{ bannerImage?: unknown }>('aboutPage')
    expect(page?.bannerImage).toBeUndefined()
  })

  it('answers an upload to the lake with 507 in its error shape; no partial file is left', async () => {
    const before = blobs()
    const reply = await lakeUpload((await pngOfSize(120, 80)).bytes)
    expect(reply.status).toBe(507)
    expect(reply.body).toMatchObject({ statusCode: 507, error: 'Insufficient Storage' })
    expect(String(reply.body.message)).toMatch(/out of disk space/)
    expect(leftoverUploads(dataDir)).toEqual([])
    expect(blobs()).toEqual(before)
  })

  it('serves image transforms rendered but uncached, and writes nothing', async () => {
    const reply = await transform(150)
    expect(reply.status).toBe(200)
    expect(reply.type).toBe('image/png')
    expect((await sharp(reply.bytes).metadata()).width).toBe(150)
    expect(cacheFiles()).toEqual([])
  })
})

describe('once space is freed, without a restart', () => {
  beforeAll(() => fs.rmSync(filler()))

  it('saves uploads through the API and the lake, and caches transforms again', async () => {
    const reply = await postMultipart(stack, 'about.php', await bannerSave(), token)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ success: true })
    const upload = await lakeUpload((await pngOfSize(120, 80)).bytes)
    expect(upload.status).toBe(200)
    const again = await transform(150)
    expect(again.status).toBe(200)
    expect((await sharp(again.bytes).metadata()).width).toBe(150)
    expect(cacheFiles()).toHaveLength(1)
    expect(leftoverUploads(dataDir)).toEqual([])
  })
})
