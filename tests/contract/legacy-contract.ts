/**
 * The contract of the legacy `/api/*.php` calls (ADR 005), one set of assertions for every
 * implementation: the reference PHP backend, our server over the CMS, and our server forwarding
 * to PHP. Every reply is parsed with the zod response schemas of adapters/contract.
 *
 * The suite never assumes an empty store (the CMS may hold seed content): it finds its own
 * entries by a per-run marker, and compares "nothing changed" against a read taken just before.
 */
import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  aboutGetResponseSchema,
  adminLoginSuccessSchema,
  bearerAuthorization,
  careersResponseSchema,
  errorResponseSchema,
  HOME_SLOGAN_FIELDS,
  HOME_SUB_SLOGAN_FIELDS,
  homeListResponseSchema,
  INVALID_CREDENTIALS,
  mediaCenterGetResponseSchema,
  mediaCenterPhotoField,
  saveResponseSchema,
  trackshipGetResponseSchema,
  verifyTokenResponseSchema,
  type AboutContent,
  type AboutSaveFieldsInput,
  type CareersJsonRequestInput,
  type HomeEntry,
  type HomeVideoSlot,
  type MediaCenterContent,
  type TrackshipContent,
} from '#contract/index'
import {
  appendFile,
  fixtureBlob,
  jpegImage,
  mp4Video,
  oggVideo,
  pdfResume,
  pngLogo,
  webmVideo,
  type MediaFixture,
} from '#test-support/media-fixtures'

export interface LegacyContractTarget {
  /** Where `admin.php` lives, e.g. `http://127.0.0.1:1234/api`; videos are at `video/{name}`. */
  baseUrl: string
  adminEmail: string
  adminPassword: string
}

type DataReply<T> = { success: true; data: T } | { success: false; error: string }

const JSON_CONTENT_TYPE = /^application\/json;\s*charset=utf-8$/i

/** Two paragraphs split by a blank line, the second with a single line break. */
const TWO_PARAGRAPHS = 'First paragraph of the text.\n\nSecond paragraph,\nwith a line break.'

/** The data of a `{success: true, data}` reply; fails the test on `{success: false}`. */
function dataOf<T>(reply: DataReply<T>): T {
  if (!reply.success) throw new Error(`expected success, got the error: ${reply.error}`)
  return reply.data
}

/** The JSON payload of a JWT (no check of the signature: the server does that). */
function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

function base64urlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function runLegacyContract(label: string, target: () => LegacyContractTarget): void {
  describe(label, () => {
    // A marker in every text this run saves, so its entries are told apart from seed content.
    const run = crypto.randomUUID().slice(0, 8)
    let token = ''

    const url = (route: string) => `${target().baseUrl}/${route}`
    const auth = (value = token) => ({ Authorization: bearerAuthorization(value) })

    /** The reply's status and parsed JSON body; checks the JSON content type on the way. */
    async function call(route: string, init: RequestInit = {}) {
      const response = await fetch(url(route), init)
      const text = await response.text()
      expect(response.headers.get('content-type'), `content type of ${route}`).toMatch(
        JSON_CONTENT_TYPE,
      )
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        throw new Error(`${route} answered ${response.status} with non-JSON: ${text.slice(0, 300)}`)
      }
      return { status: response.status, headers: response.headers, body, text }
    }

    function postJson(route: string, body: unknown, headers: Record<string, string> = {}) {
      return call(route, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    }

    function postForm(route: string, form: FormData, headers: Record<string, string> = {}) {
      return call(route, { method: 'POST', headers, body: form })
    }

    function login(email: string, password: string) {
      return postJson('admin.php', { email, password })
    }

    /** A save that must succeed: 200 `{success: true}`. */
    async function save(route: string, form: FormData) {
      const reply = await postForm(route, form, auth())
      expect(reply.status, reply.text).toBe(200)
      expect(saveResponseSchema.parse(reply.body).success).toBe(true)
    }

    /** A save that must be refused with `status` and `{success: false, error}`. */
    async function refusedSave(
      route: string,
      form: FormData,
      status: number,
      headers: Record<string, string> = auth(),
    ) {
      const reply = await postForm(route, form, headers)
      expect(reply.status, reply.text).toBe(status)
      const body = saveResponseSchema.parse(reply.body)
      expect(body.success).toBe(false)
      if (!body.success) expect(body.error.length).toBeGreaterThan(0)
    }

    /** A public read (`{mode}` as JSON): 200, parsed with the call's schema, its data. */
    async function read<T>(
      route: string,
      mode: 'get' | 'getall',
      schema: { parse(body: unknown): DataReply<T> },
    ): Promise<T> {
      const reply = await postJson(route, { mode })
      expect(reply.status, reply.text).toBe(200)
      return dataOf(schema.parse(reply.body))
    }

    const homeList = (): Promise<HomeEntry[]> => read('home.php', 'getall', homeListResponseSchema)
    const aboutGet = (): Promise<AboutContent> => read('about.php', 'get', aboutGetResponseSchema)
    const trackshipGet = (): Promise<TrackshipContent> =>
      read('trackship.php', 'get', trackshipGetResponseSchema)
    const mediaCenterGet = (): Promise<MediaCenterContent> =>
      read('media-center.php', 'get', mediaCenterGetResponseSchema)

    /** Fetches an image URL of a `get` reply: 200, the image's type, some bytes. */
    async function expectImage(imageUrl: string | undefined, type: string) {
      expect(imageUrl, 'an image URL').toBeTruthy()
      const response = await fetch(imageUrl ?? '')
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(response.status, imageUrl).toBe(200)
      expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}`))
      expect(bytes.length).toBeGreaterThan(0)
    }

    function homeForm(fields: {
      slogans: string[]
      subSlogans?: string[]
      testimonials?: string[]
      videos?: Partial<Record<HomeVideoSlot, MediaFixture>>
    }): FormData {
      const form = new FormData()
      for (const [slot, file] of Object.entries(fields.videos ?? {})) appendFile(form, slot, file)
      HOME_SLOGAN_FIELDS.forEach((name, i) => form.append(name, fields.slogans[i] ?? ''))
      HOME_SUB_SLOGAN_FIELDS.forEach((name, i) => form.append(name, fields.subSlogans?.[i] ?? ''))
      form.append('testimonial', JSON.stringify(fields.testimonials ?? []))
      form.append('mode', 'post')
      return form
    }

    beforeAll(async () => {
      const { adminEmail, adminPassword } = target()
      const reply = await login(adminEmail, adminPassword)
      expect(reply.status, reply.text).toBe(200)
      token = adminLoginSuccessSchema.parse(reply.body).token
    })

    describe('admin.php', () => {
      it('answers the admin credentials with a HS256 JWT valid for at most 2 h', async () => {
        const { adminEmail, adminPassword } = target()
        const reply = await login(adminEmail, adminPassword)
        expect(reply.status, reply.text).toBe(200)
        const { token: fresh } = adminLoginSuccessSchema.parse(reply.body)
        expect(fresh.split('.')).toHaveLength(3)
        const header = JSON.parse(Buffer.from(fresh.split('.')[0] ?? '', 'base64url').toString())
        expect(header).toMatchObject({ alg: 'HS256' })
        const { exp } = jwtPayload(fresh)
        const now = Date.now() / 1000
        expect(typeof exp).toBe('number')
        expect(exp as number).toBeGreaterThan(now)
        expect(exp as number).toBeLessThanOrEqual(now + 2 * 60 * 60 + 5)
      })

      it('refuses a wrong password with 401 {error: Invalid credentials}', async () => {
        const reply = await login(target().adminEmail, `${target().adminPassword}-wrong`)
        expect(reply.status).toBe(401)
        expect(errorResponseSchema.parse(reply.body)).toEqual({ error: INVALID_CREDENTIALS })
      })

      it('answers an unknown e-mail exactly like a wrong password', async () => {
        const wrongPassword = await login(target().adminEmail, `wrong-${run}`)
        const unknownEmail = await login(`nobody-${run}@example.com`, target().adminPassword)
        expect(unknownEmail.status).toBe(401)
        expect(errorResponseSchema.parse(unknownEmail.body)).toEqual({ error: INVALID_CREDENTIALS })
        expect(unknownEmail.text).toBe(wrongPassword.text)
      })

      it('refuses a malformed body with 400 {error}', async () => {
        for (const body of [{ email: 'not-an-e-mail', password: 'x' }, { email: 'a@b.co' }, []]) {
          const reply = await postJson('admin.php', body)
          expect(reply.status, JSON.stringify(body)).toBe(400)
          expect(errorResponseSchema.parse(reply.body).error.length).toBeGreaterThan(0)
        }
      })

      it('locks an (e-mail, IP) after five failures with 429 + Retry-After, not the admin', async () => {
        const email = `locked-${run}@example.com`
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await login(email, `wrong-${attempt}`)).status, `attempt ${attempt}`).toBe(401)
        }
        const locked = await login(email, 'wrong-6')
        expect(locked.status).toBe(429)
        expect(errorResponseSchema.parse(locked.body).error.length).toBeGreaterThan(0)
        const retryAfter = Number(locked.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(10 * 60)
        // The lock is keyed on the e-mail too: it does not lock the admin out.
        const { adminEmail, adminPassword } = target()
        expect((await login(adminEmail, adminPassword)).status).toBe(200)
      })
    })

    describe('verifytoken.php', () => {
      const verify = (headers: Record<string, string> = {}) => call('verifytoken.php', { headers })

      async function expectInvalid(headers: Record<string, string>) {
        const reply = await verify(headers)
        expect(reply.status, JSON.stringify(headers)).toBe(401)
        expect(verifyTokenResponseSchema.parse(reply.body)).toEqual({ valid: false })
      }

      it('answers a valid token with {valid: true, user}', async () => {
        const reply = await verify(auth())
        expect(reply.status, reply.text).toBe(200)
        const body = verifyTokenResponseSchema.parse(reply.body)
        expect(body.valid).toBe(true)
        if (body.valid) expect(body.user.email).toBe(target().adminEmail)
      })

      it('accepts the scheme in lower case', async () => {
        const reply = await verify({ Authorization: `bearer ${token}` })
        expect(reply.status, reply.text).toBe(200)
        expect(verifyTokenResponseSchema.parse(reply.body).valid).toBe(true)
      })

      it('answers a missing token with 401 {valid: false}', async () => {
        await expectInvalid({})
        await expectInvalid({ Authorization: 'Bearer' })
      })

      it('answers a garbage token with 401 {valid: false}', async () => {
        await expectInvalid({ Authorization: 'Bearer abc' })
        await expectInvalid({ Authorization: 'Bearer a.b.c' })
        await expectInvalid({ Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` })
      })

      it('answers a tampered token with 401 {valid: false}', async () => {
        const [header = '', payload = '', signature = ''] = token.split('.')
        // A payload changed under the old signature: a later expiry.
        const later = { ...jwtPayload(token), exp: Math.floor(Date.now() / 1000) + 30 * 86400 }
        await expectInvalid(auth(`${header}.${base64urlJson(later)}.${signature}`))
        // A flipped signature character.
        const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
        await expectInvalid(auth(`${header}.${payload}.${flipped}`))
        // alg: none, unsigned.
        await expectInvalid(auth(`${base64urlJson({ alg: 'none', typ: 'JWT' })}.${payload}.`))
      })
    })

    describe('home.php', () => {
      const mp4 = mp4Video()
      const webm = webmVideo()
      let saved: HomeEntry | undefined

      it('saves videos, slogans and testimonials, and lists the entry first', async () => {
        await save(
          'home.php',
          homeForm({
            videos: { videoone: mp4, videothree: webm },
            slogans: [`Moving the world ${run}`, 'Since 1995', 'Air, sea and road'],
            subSlogans: ['Door to door', 'On time', 'Every time'],
            testimonials: ['Great service', '   ', 'Always on time'],
          }),
        )
        const list = await homeList()
        saved = list[0]
        expect(saved?.slogen).toEqual([
          `Moving the world ${run}`,
          'Since 1995',
          'Air, sea and road',
        ])
        expect(saved?.subslogen).toEqual(['Door to door', 'On time', 'Every time'])
        expect(saved?.testimonial).toEqual(['Great service', 'Always on time'])
        expect(saved?.video).toHaveLength(3)
        expect(saved?.video[0]).not.toBe('')
        expect(saved?.video[1]).toBe('')
        expect(saved?.video[2]).not.toBe('')
        expect(saved?.video[0]).not.toBe(saved?.video[2])
      })

      it('serves each saved video at video/{name}, whole and by Range', async () => {
        expect(saved, 'the save test ran first').toBeDefined()
        const cases: Array<[string, MediaFixture]> = [
          [saved?.video[0] ?? '', mp4],
          [saved?.video[2] ?? '', webm],
        ]
        for (const [name, fixture] of cases) {
          const videoUrl = url(`video/${encodeURIComponent(name)}`)
          const whole = await fetch(videoUrl)
          const bytes = Buffer.from(await whole.arrayBuffer())
          expect(whole.status, name).toBe(200)
          expect(whole.headers.get('content-type')).toMatch(new RegExp(`^${fixture.type}`))
          expect(whole.headers.get('accept-ranges')).toBe('bytes')
          expect(bytes.length).toBe(fixture.bytes.length)
          expect(bytes.equals(fixture.bytes)).toBe(true)

          // HEAD: the admin forms read a published video's size and type from it.
          const head = await fetch(videoUrl, { method: 'HEAD' })
          expect(head.status, name).toBe(200)
          expect(head.headers.get('content-length'), name).toBe(String(fixture.bytes.length))
          expect(head.headers.get('content-type')).toMatch(new RegExp(`^${fixture.type}`))

          const part = await fetch(videoUrl, { headers: { Range: 'bytes=0-99' } })
          const partBytes = Buffer.from(await part.arrayBuffer())
          expect(part.status, name).toBe(206)
          expect(part.headers.get('content-range')).toBe(`bytes 0-99/${fixture.bytes.length}`)
          expect(partBytes.length).toBe(100)
          expect(partBytes.equals(fixture.bytes.subarray(0, 100))).toBe(true)
        }
      })

      it('stores and serves an Ogg video as video/ogg', async () => {
        const ogg = oggVideo()
        await save('home.php', homeForm({ videos: { videotwo: ogg }, slogans: [`Ogg ${run}`] }))
        const [entry] = await homeList()
        expect(entry?.slogen).toEqual([`Ogg ${run}`, '', ''])
        expect(entry?.video[0]).toBe('')
        expect(entry?.video[2]).toBe('')
        const response = await fetch(url(`video/${encodeURIComponent(entry?.video[1] ?? '')}`))
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^video\/ogg/)
        expect(bytes.equals(ogg.bytes)).toBe(true)
      })

      it('answers an unknown or malformed video name with 404 {error}', async () => {
        for (const name of ['0123456789abcdef0123456789abcdef.mp4', '..%2Fhome.json', 'x%00.mp4']) {
          const reply = await call(`video/${name}`)
          expect(reply.status, name).toBe(404)
          expect(errorResponseSchema.parse(reply.body).error.length).toBeGreaterThan(0)
        }
      })

      it('refuses a save without a valid token with 401 and stores nothing', async () => {
        const before = await homeList()
        const form = () => homeForm({ videos: { videoone: mp4 }, slogans: [`Intruder ${run}`] })
        await refusedSave('home.php', form(), 401, {})
        await refusedSave('home.php', form(), 401, auth('not.a.token'))
        expect(await homeList()).toEqual(before)
      })

      it('lists the entries newest first after two saves', async () => {
        await save('home.php', homeForm({ slogans: [`Older ${run}`] }))
        await save('home.php', homeForm({ slogans: [`Newer ${run}`] }))
        const list = await homeList()
        expect(list[0]?.slogen[0]).toBe(`Newer ${run}`)
        expect(list[1]?.slogen[0]).toBe(`Older ${run}`)
        expect(list[0]?.id).not.toEqual(list[1]?.id)
        expect(list[0]?.video).toEqual(['', '', ''])
        expect(list[0]?.testimonial).toEqual([])
      })

      it('refuses a PNG in a video slot with 415 and stores nothing', async () => {
        const before = await homeList()
        const png = pngLogo()
        const disguised: MediaFixture = { name: 'clip.mp4', type: 'video/mp4', bytes: png.bytes }
        for (const file of [png, disguised]) {
          const form = homeForm({
            videos: { videoone: mp4, videotwo: file },
            slogans: [`PNG ${run}`],
          })
          await refusedSave('home.php', form, 415)
        }
        expect(await homeList()).toEqual(before)
      })

      it('refuses a multipart body whose mode is not post with 400', async () => {
        const form = homeForm({ slogans: [`Mode ${run}`] })
        form.set('mode', 'getall')
        await refusedSave('home.php', form, 400)
        expect((await homeList())[0]?.slogen[0]).not.toBe(`Mode ${run}`)
      })
      it('fills a slot that gets no file with the kept video (keptVideos extension)', async () => {
        expect(saved, 'the first save ran').toBeTruthy()
        const form = homeForm({ videos: { videotwo: webm }, slogans: [`Kept videos ${run}`] })
        form.append('keptVideos', JSON.stringify([saved?.video[0], '', saved?.video[2]]))
        await save('home.php', form)
        const [entry] = await homeList()
        expect(entry?.slogen[0]).toBe(`Kept videos ${run}`)
        expect(entry?.video[0]).toBe(saved?.video[0])
        expect(entry?.video[1]).not.toBe('')
        expect(entry?.video[2]).toBe(saved?.video[2])
      })

      it('prefers a sent file over the kept video of its slot', async () => {
        const form = homeForm({ videos: { videoone: webm }, slogans: [`File wins ${run}`] })
        form.append('keptVideos', JSON.stringify([saved?.video[0], '', '']))
        await save('home.php', form)
        const [entry] = await homeList()
        expect(entry?.video[0]).not.toBe('')
        expect(entry?.video[0]).not.toBe(saved?.video[0])
        expect(entry?.video.slice(1)).toEqual(['', ''])
      })

      it('refuses a kept video it does not have with 400 and stores nothing', async () => {
        const before = await homeList()
        for (const name of [`${'a'.repeat(40)}.mp4`, `${'b'.repeat(32)}.mp4`, '../home.json']) {
          const form = homeForm({ slogans: [`Unknown kept ${run}`] })
          form.append('keptVideos', JSON.stringify([name]))
          await refusedSave('home.php', form, 400)
        }
        expect(await homeList()).toEqual(before)
      })
    })

    describe('about.php', () => {
      const texts = {
        welcomeTitle: `Welcome to the freight company ${run}`,
        welcomeContent: TWO_PARAGRAPHS,
        whoWeAreTitle: 'WHO WE ARE',
        whoWeAreContent: 'A family business since 1995.',
        ourVisionTitle: 'OUR VISION',
      } satisfies Omit<AboutSaveFieldsInput, 'visionPoints' | 'mode'>

      function aboutForm(content: typeof texts, visionPoints: string[]): FormData {
        const form = new FormData()
        for (const [name, value] of Object.entries(content)) form.append(name, value)
        form.append('visionPoints', JSON.stringify(visionPoints))
        form.append('mode', 'post')
        return form
      }

      it('saves the texts, vision points and images, and gives them back', async () => {
        const form = aboutForm(texts, ['Reliable delivery', '  ', 'Greener fleet'])
        appendFile(form, 'bannerImage', jpegImage('banner-about.jpg'))
        appendFile(form, 'aboutImage', pngLogo())
        await save('about.php', form)

        const about = await aboutGet()
        expect(about).toMatchObject(texts)
        expect(about.welcomeContent).toBe(TWO_PARAGRAPHS)
        expect(about.visionPoints).toEqual(['Reliable delivery', 'Greener fleet'])
        await expectImage(about.bannerImage, 'image/jpeg')
        await expectImage(about.aboutImage, 'image/png')
      })

      it('keeps the current images when a save leaves them out', async () => {
        const before = await aboutGet()
        expect(before.bannerImage).toBeDefined()
        const changed = { ...texts, whoWeAreContent: `Changed ${run}.\n\nStill family-run.` }
        await save('about.php', aboutForm(changed, ['One point']))

        const after = await aboutGet()
        expect(after).toMatchObject(changed)
        expect(after.visionPoints).toEqual(['One point'])
        expect(after.bannerImage).toBe(before.bannerImage)
        expect(after.aboutImage).toBe(before.aboutImage)
        await expectImage(after.bannerImage, 'image/jpeg')
      })

      it('refuses a save without a token with 401 and changes nothing', async () => {
        const before = await aboutGet()
        const form = aboutForm({ ...texts, welcomeTitle: `Intruder ${run}` }, [])
        appendFile(form, 'bannerImage', jpegImage())
        await refusedSave('about.php', form, 401, {})
        expect(await aboutGet()).toEqual(before)
      })
    })

    describe('trackship.php', () => {
      it('saves the content and banner, gives them back, and keeps the banner when left out', async () => {
        const form = new FormData()
        form.append('shipmentcontent', `Track ${run}\n\n${TWO_PARAGRAPHS}`)
        appendFile(form, 'bannerImage', jpegImage('banner-track.jpg'))
        form.append('mode', 'post')
        await save('trackship.php', form)

        const first = await trackshipGet()
        expect(first.shipmentcontent).toBe(`Track ${run}\n\n${TWO_PARAGRAPHS}`)
        await expectImage(first.bannerImage, 'image/jpeg')

        const textOnly = new FormData()
        textOnly.append('shipmentcontent', `Updated ${run}`)
        textOnly.append('mode', 'post')
        await save('trackship.php', textOnly)
        expect(await trackshipGet()).toEqual({
          shipmentcontent: `Updated ${run}`,
          bannerImage: first.bannerImage,
        })
      })

      it('refuses a save without a token with 401 and changes nothing', async () => {
        const before = await trackshipGet()
        const form = new FormData()
        form.append('shipmentcontent', `Intruder ${run}`)
        form.append('mode', 'post')
        await refusedSave('trackship.php', form, 401, {})
        expect(await trackshipGet()).toEqual(before)
      })
    })

    describe('media-center.php', () => {
      const news = [
        {
          title: `Hub opening ${run}`,
          content: 'A new hub at the airport free zone.',
          date: '2025-03-01',
        },
        {
          title: 'Fleet update',
          content: 'Forty electric vans.\n\nMore next year.',
          date: '2024-02-29',
        },
      ]
      const videoLinks = ['https://www.youtube.com/watch?v=abc123', 'https://vimeo.com/123456']

      function mediaForm(links: unknown[]): FormData {
        const form = new FormData()
        form.append('news', JSON.stringify(news))
        form.append('videoLinks', JSON.stringify(links))
        form.append('mode', 'post')
        return form
      }

      it('saves the banner, news, photos and video links, and gives them back', async () => {
        const form = mediaForm(videoLinks)
        appendFile(form, 'bannerImage', jpegImage('banner-media.jpg'))
        appendFile(form, mediaCenterPhotoField(0), jpegImage('media-photo-1.jpg'))
        appendFile(form, mediaCenterPhotoField(1), pngLogo())
        await save('media-center.php', form)

        const media = await mediaCenterGet()
        expect(media.news).toEqual(news)
        expect(media.videoLinks).toEqual(videoLinks)
        await expectImage(media.bannerImage, 'image/jpeg')
        expect(media.photos).toHaveLength(2)
        // In the order sent: photos[0] is the JPEG, photos[1] the PNG.
        await expectImage(media.photos[0], 'image/jpeg')
        await expectImage(media.photos[1], 'image/png')
      })

      it('keeps the banner and the gallery when a save sends neither', async () => {
        const before = await mediaCenterGet()
        expect(before.photos).toHaveLength(2)
        await save('media-center.php', mediaForm(videoLinks.slice(0, 1)))
        const after = await mediaCenterGet()
        expect(after.bannerImage).toBe(before.bannerImage)
        expect(after.photos).toEqual(before.photos)
        expect(after.videoLinks).toEqual(videoLinks.slice(0, 1))
      })

      it('refuses a javascript: video link with 400 and changes nothing', async () => {
        const before = await mediaCenterGet()
        const form = mediaForm([videoLinks[0], 'javascript:alert(1)'])
        appendFile(form, mediaCenterPhotoField(0), jpegImage())
        await refusedSave('media-center.php', form, 400)
        expect(await mediaCenterGet()).toEqual(before)
      })

      it('refuses a save without a token with 401 and changes nothing', async () => {
        const before = await mediaCenterGet()
        const form = mediaForm(videoLinks)
        appendFile(form, mediaCenterPhotoField(0), jpegImage())
        await refusedSave('media-center.php', form, 401, {})
        expect(await mediaCenterGet()).toEqual(before)
      })
      it('keeps the listed photos in their order, then the sent ones (keptPhotos extension)', async () => {
        const before = await mediaCenterGet()
        expect(before.photos).toHaveLength(2)
        const form = mediaForm(videoLinks)
        // Another host and a query do not matter: photos are matched by file name.
        const moved = new URL(before.photos[1] ?? '')
        const elsewhere = `https://cdn.example.com/x${moved.pathname}?w=200`
        form.append('keptPhotos', JSON.stringify([elsewhere, 'https://example.com/none.jpg']))
        appendFile(form, mediaCenterPhotoField(0), jpegImage('media-photo-2.jpg'))
        await save('media-center.php', form)
        const after = await mediaCenterGet()
        expect(after.bannerImage).toBe(before.bannerImage)
        expect(after.photos).toHaveLength(2)
        expect(after.photos[0]).toBe(before.photos[1])
        expect(before.photos).not.toContain(after.photos[1])
        await expectImage(after.photos[1], 'image/jpeg')
      })

      it('empties the gallery when keptPhotos is an empty list and no photo is sent', async () => {
        const form = mediaForm(videoLinks)
        form.append('keptPhotos', '[]')
        await save('media-center.php', form)
        expect((await mediaCenterGet()).photos).toEqual([])
      })
    })

    describe('mode', () => {
      it.each(['home.php', 'about.php', 'trackship.php', 'media-center.php'])(
        '%s answers {mode: nonsense} with 400 {success: false, error}',
        async (route) => {
          const reply = await postJson(route, { mode: 'nonsense' })
          expect(reply.status, reply.text).toBe(400)
          const body = saveResponseSchema.parse(reply.body)
          expect(body.success).toBe(false)
        },
      )
    })

    describe('careers.php', () => {
      const application: CareersJsonRequestInput = {
        fullname: `Alex Applicant ${run}`,
        email: 'alex@example.com',
        phone: '+971 4 555 0100',
        position: 'fleet-manager',
        experience: '5-10',
        education: 'bachelor',
        location: 'remote',
        coverletter: 'I would like to join.\n\nI have driven fleets for years.',
        resume: 'alex-cv.pdf',
      }

      it('accepts the JSON reading with 200 {message}', async () => {
        const reply = await postJson('careers.php', application)
        expect(reply.status, reply.text).toBe(200)
        const body = careersResponseSchema.parse(reply.body)
        expect(body).not.toHaveProperty('error')
        expect(typeof (body as { message?: unknown }).message).toBe('string')
      })

      function careersForm(resume: MediaFixture): FormData {
        const form = new FormData()
        for (const [name, value] of Object.entries(application)) {
          if (name !== 'resume' && typeof value === 'string') form.append(name, value)
        }
        form.append('resume', fixtureBlob(resume), resume.name)
        return form
      }

      it('accepts the multipart reading with a PDF résumé with 200 {message}', async () => {
        const reply = await postForm('careers.php', careersForm(pdfResume()))
        expect(reply.status, reply.text).toBe(200)
        const body = careersResponseSchema.parse(reply.body)
        expect(body).not.toHaveProperty('error')
        expect(typeof (body as { message?: unknown }).message).toBe('string')
      })

      it('refuses a position outside the option list with 400 {error}', async () => {
        const reply = await postJson('careers.php', { ...application, position: 'astronaut' })
        expect(reply.status, reply.text).toBe(400)
        expect(errorResponseSchema.parse(reply.body).error.length).toBeGreaterThan(0)
      })

      it('refuses a résumé that is not pdf/doc/docx with 415 {error}', async () => {
        const reply = await postForm('careers.php', careersForm(pngLogo()))
        expect(reply.status, reply.text).toBe(415)
        expect(errorResponseSchema.parse(reply.body).error.length).toBeGreaterThan(0)
      })
    })
  })
}
