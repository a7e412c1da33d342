import { describe, expect, it } from 'vitest'
import { homeListResponseSchema } from '#contract/home'
import { MEDIA_CENTER_MAX_PHOTOS } from '#contract/limits'
import { mediaCenterGetResponseSchema, mediaCenterPhotoField } from '#contract/media-center'
import { appendFile, jpegImage, mp4Video } from '#test-support/media-fixtures'
import { useApiStack, type UsedApiStack } from '#test-support/api-stack'

/**
 * The CMS side of the `keptPhotos` and `keptVideos` save extensions (ADR 005, issue 14) beyond
 * the contract suite (tests/contract), which runs the shared behaviour against every backend.
 */

async function readJson(api: UsedApiStack, route: string, mode: string): Promise<unknown> {
  const response = await fetch(`${api.stack.apiUrl}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ mode }),
  })
  expect(response.status).toBe(200)
  return response.json()
}

async function send(api: UsedApiStack, route: string, form: FormData): Promise<Response> {
  form.append('mode', 'post')
  return fetch(`${api.stack.apiUrl}/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  })
}

function mediaForm(): FormData {
  const form = new FormData()
  form.append('news', JSON.stringify([{ title: 'T', content: 'C', date: '2026-01-02' }]))
  form.append('videoLinks', JSON.stringify(['https://vimeo.com/1']))
  return form
}

type GalleryItem = { _key: string; alt?: string; asset?: { _ref: string } }

describe('media-center.php keptPhotos over the CMS', () => {
  const api = useApiStack()

  it('keeps the gallery items themselves: their keys and what Studio added to them', async () => {
    const first = mediaForm()
    appendFile(first, mediaCenterPhotoField(0), jpegImage('media-photo-1.jpg'))
    appendFile(first, mediaCenterPhotoField(1), jpegImage('media-photo-2.jpg'))
    expect((await send(api, 'media-center.php', first)).status).toBe(200)
    const client = api.stack.client!
    const before = (await client.getDocument<{ photos: GalleryItem[] }>('mediaCenter'))!.photos
    expect(before).toHaveLength(2)
    // An editor adds alt text to the second photo in Studio.
    await client
      .patch('mediaCenter')
      .set({ [`photos[_key=="${before[1]!._key}"].alt`]: 'Trucks at dawn' })
      .commit()

    const read = mediaCenterGetResponseSchema.parse(await readJson(api, 'media-center.php', 'get'))
    if (!read.success) throw new Error(read.error)
    const form = mediaForm()
    form.append('keptPhotos', JSON.stringify([read.data.photos[1]]))
    appendFile(form, mediaCenterPhotoField(0), jpegImage('media-photo-3.jpg'))
    expect((await send(api, 'media-center.php', form)).status).toBe(200)

    const after = (await client.getDocument<{ photos: GalleryItem[] }>('mediaCenter'))!.photos
    expect(after).toHaveLength(2)
    expect(after[0]).toEqual({ ...before[1], alt: 'Trucks at dawn' })
    expect(after[1]!.asset?._ref).not.toBe(before[0]!.asset?._ref)
    expect(after[1]!.asset?._ref).not.toBe(before[1]!.asset?._ref)
  })

  it(`refuses more than ${MEDIA_CENTER_MAX_PHOTOS} photos kept and sent together with 413`, async () => {
    const client = api.stack.client!
    const before = await client.getDocument('mediaCenter')
    const form = mediaForm()
    const kept = Array.from(
      { length: MEDIA_CENTER_MAX_PHOTOS },
      (_, index) => `https://example.com/${index}.jpg`,
    )
    form.append('keptPhotos', JSON.stringify(kept))
    appendFile(form, mediaCenterPhotoField(0), jpegImage('media-photo-1.jpg'))
    const response = await send(api, 'media-center.php', form)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ success: false })
    expect(await client.getDocument('mediaCenter')).toEqual(before)
  })
})

describe('home.php keptVideos over the CMS', () => {
  const api = useApiStack()

  async function entries() {
    const body = homeListResponseSchema.parse(await readJson(api, 'home.php', 'getall'))
    if (!body.success) throw new Error(body.error)
    return body.data
  }

  it('refuses a name that is a stored asset but not a video file with 400', async () => {
    const form = new FormData()
    appendFile(form, 'videoone', mp4Video())
    form.append('slogone', 'With a video')
    expect((await send(api, 'home.php', form)).status).toBe(200)
    const [saved] = await entries()
    const name = saved!.video[0]!
    expect(name).toMatch(/^[a-f0-9]{40}\.mp4$/)

    // The same hash as another extension names no asset: refused, nothing stored.
    const before = await entries()
    const wrong = new FormData()
    wrong.append('keptVideos', JSON.stringify([name.replace(/\.mp4$/, '.webm')]))
    const response = await send(api, 'home.php', wrong)
    expect(response.status).toBe(400)
    expect(await entries()).toEqual(before)

    // The right name is kept.
    const right = new FormData()
    right.append('slogone', 'Kept')
    right.append('keptVideos', JSON.stringify(['', name]))
    expect((await send(api, 'home.php', right)).status).toBe(200)
    expect((await entries())[0]!.video).toEqual(['', name, ''])
  })
})
