import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { homeListResponseSchema, type HomeEntry } from '#contract/home'
import {
  mediaCenterGetResponseSchema,
  photoFileName,
  type MediaCenterContent,
} from '#contract/media-center'
import { trackshipGetResponseSchema } from '#contract/trackship'
import { jpegImage, pngLogo, webmVideo } from '#test-support/media-fixtures'
import { DESKTOP, MOBILE, openPage } from './support/browser'
import { logInAsStackAdmin, openScreen } from './support/admin-login'
import { useFixtureFiles } from './support/fixture-files'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * Issue 14, admin: every content form opens with what is published now and saves changes to it;
 * a required file is required only while none is published; a new home entry starts from the
 * current one; the entries table fits its column with real video frames; file fields are drop
 * zones showing name, size, type and a preview.
 */

const site = useSiteAndBrowser()
const fixtureFile = useFixtureFiles('admin-forms-e2e-')

async function logIn(viewport = DESKTOP): Promise<Page> {
  return (await logInAsStackAdmin(site, viewport)).page
}

async function postJson(route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${site.stack.url}/api/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return response.json()
}

async function publishedMedia(): Promise<MediaCenterContent> {
  const reply = mediaCenterGetResponseSchema.parse(
    await postJson('media-center.php', { mode: 'get' }),
  )
  if (!reply.success) throw new Error(reply.error)
  return reply.data
}

async function publishedBanner(): Promise<string | undefined> {
  const reply = trackshipGetResponseSchema.parse(await postJson('trackship.php', { mode: 'get' }))
  if (!reply.success) throw new Error(reply.error)
  return reply.data.bannerImage
}

async function homeEntries(): Promise<HomeEntry[]> {
  const reply = homeListResponseSchema.parse(await postJson('home.php', { mode: 'getall' }))
  if (!reply.success) throw new Error(reply.error)
  return reply.data
}

/** The drop zone around a labelled file input. */
function dropZoneOf(input: Locator): Locator {
  return input.locator('xpath=ancestor::*[@data-testid="drop-zone"][1]')
}

/** Drops files built in the page on a drop zone, as a drag from the desktop would. */
async function dropFiles(
  page: Page,
  zone: Locator,
  files: { name: string; type: string; base64: string }[],
): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return transfer
  }, files)
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

/** Tabs through the page until `input` has keyboard focus (at most 60 presses). */
async function tabTo(page: Page, input: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab')
    if (await input.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error('the input never got keyboard focus')
}

describe('admin forms open with what is published', () => {
  it('media center: the banner as the current file (not required), news, photos and links', async () => {
    const published = await publishedMedia()
    expect(published.bannerImage).toBeTruthy()
    expect(published.news.length).toBeGreaterThan(1)
    expect(published.photos.length).toBeGreaterThan(1)

    const page = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    const items = page.getByRole('group', { name: /^News item \d+$/ })
    await expect.poll(() => items.count()).toBe(published.news.length)
    for (const [index, item] of published.news.entries()) {
      const group = page.getByRole('group', { name: `News item ${index + 1}` })
      await expect(group.getByLabel('Title').inputValue()).resolves.toBe(item.title)
      await expect(group.getByLabel('Content').inputValue()).resolves.toBe(item.content)
      await expect(group.getByLabel('Date').inputValue()).resolves.toBe(item.date)
    }
    for (const [index, url] of published.videoLinks.entries()) {
      await expect(
        page.getByRole('textbox', { name: `Video link ${index + 1}`, exact: true }).inputValue(),
      ).resolves.toBe(url)
    }

    // The banner: shown as the published file with its name, size, type and a loaded preview.
    const bannerZone = dropZoneOf(page.getByLabel('Banner Image'))
    await expect(bannerZone.textContent()).resolves.toContain('Published')
    // Named as it was uploaded (ADR 035), not by the store's hash name.
    const bannerName = published.fileNames?.[published.bannerImage ?? '']
    expect(bannerName).toBeTruthy()
    await expect(bannerZone.textContent()).resolves.toContain(bannerName)
    await expect(bannerZone.textContent()).resolves.not.toContain(
      photoFileName(published.bannerImage ?? ''),
    )
    await expect.poll(() => bannerZone.textContent()).toMatch(/\d+(\.\d)? KB · image\/jpeg/)
    const bannerPreview = page.getByAltText('Current banner image')
    await expect
      .poll(() =>
        bannerPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await expect(page.getByLabel('Banner Image').getAttribute('required')).resolves.toBeNull()

    // The published photos, each with a preview and a remove button.
    await expect(
      page.getByText(`${published.photos.length} published photos kept.`).count(),
    ).resolves.toBe(1)
    for (const [index] of published.photos.entries()) {
      await page.getByAltText(`Published photo ${index + 1}`).waitFor()
      await page.getByRole('button', { name: `Remove photo ${index + 1}` }).waitFor()
    }
    await page.context().close()
  })

  it('media center: changing one news item keeps the others, the banner and the photos', async () => {
    const before = await publishedMedia()
    const page = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    const second = page.getByRole('group', { name: 'News item 2' })
    await expect.poll(() => second.getByLabel('Title').inputValue()).toBe(before.news[1]?.title)
    const stamp = Date.now()
    await second.getByLabel('Title').fill(`Changed headline ${stamp}`)
    // One published photo out, one new photo in.
    await page.getByRole('button', { name: 'Remove photo 1' }).click()
    await page.getByLabel('Photos').setInputFiles(fixtureFile(jpegImage('facility-1.jpg')))
    await expect(
      page
        .getByText(`${before.photos.length - 1} published photos kept and 1 new photo chosen.`)
        .count(),
    ).resolves.toBe(1)

    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/media-center.php') && request.method() === 'POST') {
        if (request.headers()['content-type']?.startsWith('multipart/')) requests++
      }
    })
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Media Center data saved successfully!' })
      .waitFor()
    expect(requests).toBe(1)
    // No 'Banner image is required': a banner is published.
    expect(await page.getByText('Banner image is required').count()).toBe(0)

    const after = await publishedMedia()
    expect(after.news).toEqual(
      before.news.map((item, index) =>
        index === 1 ? { ...item, title: `Changed headline ${stamp}` } : item,
      ),
    )
    expect(after.videoLinks).toEqual(before.videoLinks)
    expect(after.bannerImage).toBe(before.bannerImage)
    expect(after.photos).toHaveLength(before.photos.length)
    expect(after.photos.slice(0, -1)).toEqual(before.photos.slice(1))
    expect(before.photos).not.toContain(after.photos.at(-1))

    // The form resets to the newly published state: the change stays, the new photo is published.
    await expect
      .poll(() => second.getByLabel('Title').inputValue())
      .toBe(`Changed headline ${stamp}`)
    await expect
      .poll(() => page.getByText(`${after.photos.length} published photos kept.`).count())
      .toBe(1)

    // What a visitor sees: the changed item and an unchanged one.
    const { page: visitor } = await openPage(site.browser, DESKTOP)
    await visitor.goto(`${site.stack.url}/media-center`, { waitUntil: 'domcontentloaded' })
    const html = await visitor.content()
    expect(html).toContain(`Changed headline ${stamp}`)
    expect(html).toContain(before.news[0]?.title)
    await visitor.context().close()
    await page.context().close()
  })

  it('home: a new entry starts from the current one and keeps its videos', async () => {
    const [current] = await homeEntries()
    expect(current?.video.filter(Boolean).length).toBeGreaterThan(0)
    const { page, problems } = await logInAsStackAdmin(site)
    await openScreen(page, 'Home', 'Home Page')
    const slogan2 = page.getByLabel('Slogan 2', { exact: true })
    await expect.poll(() => slogan2.inputValue()).toBe(current?.slogen[1])
    await expect(page.getByLabel('Slogan 1', { exact: true }).inputValue()).resolves.toBe(
      current?.slogen[0],
    )
    await expect(page.getByLabel('Sub-slogan 3', { exact: true }).inputValue()).resolves.toBe(
      current?.subslogen[2],
    )
    await expect(page.getByLabel(/^Testimonial \d+$/).count()).resolves.toBe(
      current?.testimonial.length,
    )
    const video1 = dropZoneOf(page.getByLabel('Video 1', { exact: true }))
    await expect(video1.textContent()).resolves.toContain(current?.video[0])
    await expect.poll(() => video1.textContent()).toMatch(/\d+(\.\d)? KB · video\/(mp4|webm)/)

    const stamp = Date.now()
    await slogan2.fill(`Only this changed ${stamp}`)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()

    const [saved] = await homeEntries()
    expect(saved?.id).not.toBe(current?.id)
    expect(saved?.slogen).toEqual([
      current?.slogen[0],
      `Only this changed ${stamp}`,
      current?.slogen[2],
    ])
    expect(saved?.subslogen).toEqual(current?.subslogen)
    expect(saved?.testimonial).toEqual(current?.testimonial)
    expect(saved?.video).toEqual(current?.video)
    // The form resets to the new current entry (what was just saved).
    await expect.poll(() => slogan2.inputValue()).toBe(`Only this changed ${stamp}`)

    // A chosen video shows its name, size, type and its frame before upload (a blob: URL the
    // page's media-src allows) and replaces only its slot; a published one removed leaves its
    // slot empty.
    const video2 = page.getByLabel('Video 2', { exact: true })
    await video2.setInputFiles(fixtureFile(webmVideo(), `chosen-${stamp}.webm`))
    const zone2 = dropZoneOf(video2)
    await expect(zone2.getByTestId('file-name').textContent()).resolves.toBe(`chosen-${stamp}.webm`)
    await expect(zone2.getByTestId('file-details').textContent()).resolves.toMatch(
      /^\d+(\.\d)? KB · video\/webm$/,
    )
    await expect(zone2.locator('video').getAttribute('src')).resolves.toMatch(/^blob:.*#t=0\.1$/)
    await page.getByRole('button', { name: 'Remove the published video 1' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
    const [next] = await homeEntries()
    expect(next?.video[0]).toBe('')
    expect(next?.video[1]).not.toBe(current?.video[1])
    expect(next?.video[1]).toMatch(/\.webm$/)
    expect(next?.video[2]).toBe(current?.video[2])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('admin home: the entries table', () => {
  for (const viewport of [MOBILE, { width: 768, height: 1024 }, DESKTOP]) {
    it(`fits its column at ${viewport.width} px, with real video frames`, async () => {
      const page = await logIn(viewport)
      await page.goto(`${site.stack.url}/admin/admin-home`)
      await page.getByRole('heading', { level: 1, name: 'Home Page' }).waitFor()
      const box = page.getByText(/^Showing \d+ to \d+ of \d+ entries/).locator('xpath=../..')
      await box.waitFor()
      const layout = viewport.width >= 768 ? page.locator('table') : page.getByTestId('entry-cards')
      await layout.waitFor()
      const sizes = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }))
      expect(sizes.page, 'horizontal page overflow').toBeLessThanOrEqual(0)
      const [outer, inner] = await Promise.all([box.boundingBox(), layout.boundingBox()])
      expect(inner!.x).toBeGreaterThanOrEqual(outer!.x)
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5)
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)

      // The first thumbnail shows a frame: decoded data, painted with more than one colour.
      const video = layout.locator('video').first()
      await video.scrollIntoViewIfNeeded()
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(2)
      const sample = await video.evaluate((element: HTMLVideoElement) => {
        const canvas = document.createElement('canvas')
        canvas.width = 64
        canvas.height = 36
        const context = canvas.getContext('2d')!
        context.drawImage(element, 0, 0, canvas.width, canvas.height)
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
        let sum = 0
        let sumSquares = 0
        for (let i = 0; i < data.length; i += 4) {
          const luma = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!
          sum += luma
          sumSquares += luma * luma
        }
        const count = data.length / 4
        const mean = sum / count
        return { mean, spread: Math.sqrt(sumSquares / count - mean * mean) }
      })
      expect(sample.mean, 'not a black box').toBeGreaterThan(20)
      expect(sample.spread, 'a picture, not a flat fill').toBeGreaterThan(5)
      await page.context().close()
    })
  }
})

describe('admin file fields are drop zones', () => {
  it('takes a file by the picker and by a drop, showing its name, size, type and preview', async () => {
    const page = await logIn()
    await openScreen(page, 'Track Shipment', 'Track Shipment')
    const input = page.getByLabel('Banner image')
    const zone = dropZoneOf(input)
    await expect.poll(() => zone.textContent()).toContain('Published')

    const jpeg = jpegImage('media-photo-2.jpg')
    await input.setInputFiles(fixtureFile(jpeg, 'picked-banner.jpg'))
    await expect(zone.getByTestId('file-name').textContent()).resolves.toBe('picked-banner.jpg')
    await expect(zone.getByTestId('file-details').textContent()).resolves.toMatch(
      /^\d+(\.\d)? KB · image\/jpeg$/,
    )

    const png = pngLogo()
    await dropFiles(page, zone, [
      { name: 'dropped-logo.png', type: 'image/png', base64: png.bytes.toString('base64') },
    ])
    await expect(zone.getByTestId('file-name').textContent()).resolves.toBe('dropped-logo.png')
    await expect(zone.getByTestId('file-details').textContent()).resolves.toMatch(
      /^\d+(\.\d)? (KB|bytes) · image\/png$/,
    )
    const preview = page.getByAltText('Preview of the chosen banner image')
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    // A dropped file of the wrong type is refused with the reason; the chosen one stays.
    await dropFiles(page, zone, [
      { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('x').toString('base64') },
    ])
    await page.getByText('notes.txt is not a JPEG, PNG, WebP or GIF image.').waitFor()
    await expect(zone.getByTestId('file-name').textContent()).resolves.toBe('dropped-logo.png')

    // Remove goes back to the published file.
    await page.getByRole('button', { name: 'Remove the chosen banner image' }).click()
    await expect.poll(() => zone.textContent()).toContain('Published')

    // The dropped banner is what a save sends: the published banner becomes that PNG.
    const before = await publishedBanner()
    await dropFiles(page, zone, [
      { name: 'dropped-logo.png', type: 'image/png', base64: png.bytes.toString('base64') },
    ])
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Data saved successfully!' }).waitFor()
    const after = await publishedBanner()
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    const image = await fetch(after ?? '')
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(png.bytes)).toBe(true)
    await page.context().close()
  })

  it('is reached with the keyboard and shows a focus ring; the photo zone takes several files', async () => {
    const page = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    const input = page.getByLabel('Banner Image')
    const zone = dropZoneOf(input)
    await zone.waitFor()
    await expect(zone.evaluate((element) => getComputedStyle(element).outlineStyle)).resolves.toBe(
      'none',
    )
    await tabTo(page, input)
    await expect(zone.evaluate((element) => getComputedStyle(element).outlineStyle)).resolves.toBe(
      'solid',
    )
    await expect(zone.textContent()).resolves.toContain('Images only: JPEG, PNG, WebP or GIF.')

    const photos = dropZoneOf(page.getByLabel('Photos'))
    const kept = await page.getByAltText(/^Published photo \d+$/).count()
    const jpeg = jpegImage('media-photo-1.jpg').bytes.toString('base64')
    await dropFiles(page, photos, [
      { name: 'drop-a.jpg', type: 'image/jpeg', base64: jpeg },
      { name: 'drop-b.jpg', type: 'image/jpeg', base64: jpeg },
    ])
    await page.getByText(`and 2 new photos chosen.`).waitFor()
    await page.getByAltText(`Preview of photo ${kept + 2}: drop-b.jpg`).waitFor()
    await page.context().close()
  })
})

describe('admin media center: the banner is required while none is published', () => {
  it('asks for a banner when none is published, and not otherwise', async () => {
    await site.stack.client!.patch('mediaCenter').unset(['bannerImage']).commit()
    const page = await logIn()
    await openScreen(page, 'Media Center', 'Media Center')
    await page.getByRole('group', { name: 'News item 1' }).waitFor()
    let saves = 0
    page.on('request', (request) => {
      if (request.headers()['content-type']?.startsWith('multipart/')) saves++
    })
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page.getByText('Banner image is required').waitFor()
    expect(saves).toBe(0)

    await page.getByLabel('Banner Image').setInputFiles(fixtureFile(jpegImage(), 'new-banner.jpg'))
    await page.getByRole('button', { name: 'Save Media Center' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Media Center data saved successfully!' })
      .waitFor()
    expect(saves).toBe(1)
    expect((await publishedMedia()).bannerImage).toBeTruthy()
    // Now published: the form shows it and no longer requires a file.
    await expect
      .poll(() => dropZoneOf(page.getByLabel('Banner Image')).textContent())
      .toContain('Published')
    await page.context().close()
  })
})
