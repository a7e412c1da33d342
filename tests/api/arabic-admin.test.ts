import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aboutGetResponseSchema } from '#contract/about'
import { homeListResponseSchema } from '#contract/home'
import { LANG_NAMES } from '#contract/lang'
import { mediaCenterGetResponseSchema } from '#contract/media-center'
import { QUOTE_REQUEST_RECEIVED } from '#contract/quote'
import { shipmentGetResponseSchema, trackingReplySchema } from '#contract/shipments'
import { trackshipGetResponseSchema } from '#contract/trackship'
import { VISITOR_MESSAGES } from '#contract/visitor-messages'
import { postAdminForm } from '#test-support/admin-api'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { startMailSink, type MailSink } from '#test-support/mail-sink'
import { localise } from '#web/content/localise'
import { ABOUT_PAGE_QUERY } from '#web/features/company/company-query'

/**
 * ADR 022, "Admin calls (landed)": the legacy content calls and the public calls in Arabic, over
 * the real lake and server. Each content call: a save in English, a save in Arabic, then both
 * reads: the Arabic read gives the Arabic, the English read the English unchanged.
 */
const API_KEY = 'arabic-shipments-key-0123456789abcdef'

let stack: ApiStack
let token: string
let mail: MailSink

beforeAll(async () => {
  mail = await startMailSink()
  stack = await startApiStack({
    env: {
      SMTP_URL: mail.url,
      SALES_MAIL_TO: 'sales@example.com',
      CAREERS_MAIL_TO: 'careers@example.com',
      SHIPMENTS_API_KEY: API_KEY,
    },
  })
  token = await stack.login()
})
afterAll(async () => {
  await stack?.close()
  await mail?.close()
})

async function save(route: string, fields: Record<string, string>): Promise<void> {
  const response = await postAdminForm(stack.apiUrl, token, route, fields)
  const text = await response.text()
  expect(response.status, text).toBe(200)
  expect(JSON.parse(text)).toMatchObject({ success: true })
}

/** A JSON read as the admin screens post it; `lang` as the query parameter when given. */
async function read(route: string, mode: string, lang?: string): Promise<unknown> {
  const query = lang ? `?lang=${lang}` : ''
  const response = await fetch(`${stack.apiUrl}/${route}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ mode }),
  })
  expect(response.status).toBe(200)
  return response.json()
}

function dataOf<T>(reply: { success: true; data: T } | { success: false; error: string }): T {
  if (!reply.success) throw new Error(reply.error)
  return reply.data
}

const aboutIn = async (lang?: string) =>
  dataOf(aboutGetResponseSchema.parse(await read('about.php', 'get', lang)))

describe('about.php with lang', () => {
  it('writes Arabic next to the English and reads each language back', async () => {
    await save('about.php', {
      welcomeTitle: 'Welcome to Gulf Freight',
      welcomeContent: 'We move cargo.\n\nSince 1995.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      visionPoints: JSON.stringify(['Fast', 'Safe', 'Green']),
    })
    await save('about.php', {
      lang: 'ar',
      welcomeTitle: 'مرحباً بكم في الخليج للشحن',
      welcomeContent: 'ننقل البضائع.\n\nمنذ 1995.',
      whoWeAreTitle: 'من نحن',
      whoWeAreContent: '',
      ourVisionTitle: 'رؤيتنا',
      // The second point is not translated yet: its place is kept.
      visionPoints: JSON.stringify(['سريع', '', 'صديق للبيئة']),
    })

    const arabic = await aboutIn('ar')
    expect(arabic).toMatchObject({
      welcomeTitle: 'مرحباً بكم في الخليج للشحن',
      welcomeContent: 'ننقل البضائع.\n\nمنذ 1995.',
      whoWeAreTitle: 'من نحن',
      // No Arabic: empty for the editor, never the English fallback.
      whoWeAreContent: '',
      ourVisionTitle: 'رؤيتنا',
      visionPoints: ['سريع', '', 'صديق للبيئة'],
    })
    const english = await aboutIn()
    expect(english).toMatchObject({
      welcomeTitle: 'Welcome to Gulf Freight',
      welcomeContent: 'We move cargo.\n\nSince 1995.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      visionPoints: ['Fast', 'Safe', 'Green'],
    })
    // The JSON body's `lang` reads the same as the query parameter.
    const response = await fetch(`${stack.apiUrl}/about.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'get', lang: 'ar' }),
    })
    expect(dataOf(aboutGetResponseSchema.parse(await response.json())).ourVisionTitle).toBe(
      'رؤيتنا',
    )

    // Stored as one object per field, each member keeping its key through both saves.
    const doc = await stack.client!.getDocument<Record<string, unknown>>('aboutPage')
    expect(doc!.welcomeTitle).toEqual({
      _type: 'localeString',
      en: 'Welcome to Gulf Freight',
      ar: 'مرحباً بكم في الخليج للشحن',
    })
    expect(doc!.visionPoints).toMatchObject([
      { _type: 'localeString', en: 'Fast', ar: 'سريع' },
      { _type: 'localeString', en: 'Safe' },
      { _type: 'localeString', en: 'Green', ar: 'صديق للبيئة' },
    ])
  })

  it('an English save leaves the Arabic as it is, and keeps each point’s translation', async () => {
    await save('about.php', {
      welcomeTitle: 'Welcome to Gulf Freight LLC',
      welcomeContent: 'We move cargo.\n\nSince 1995.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      // 'Safe' removed: 'Green' keeps its Arabic although it moved up.
      visionPoints: JSON.stringify(['Fast', 'Green']),
    })
    expect(await aboutIn('ar')).toMatchObject({
      welcomeTitle: 'مرحباً بكم في الخليج للشحن',
      visionPoints: ['سريع', 'صديق للبيئة'],
    })
    expect((await aboutIn()).welcomeTitle).toBe('Welcome to Gulf Freight LLC')
  })

  it('an admin edit in Arabic shows on the Arabic page and not on the English one', async () => {
    await save('about.php', {
      lang: 'ar',
      welcomeTitle: 'أهلاً بكم في شركتنا',
      welcomeContent: 'ننقل البضائع.\n\nمنذ 1995.',
      whoWeAreTitle: 'من نحن',
      whoWeAreContent: '',
      ourVisionTitle: 'رؤيتنا',
      visionPoints: JSON.stringify(['سريع', 'صديق للبيئة']),
    })
    // The site's own query and its language resolution (web/src/content/localise.ts).
    const result = await stack.client!.fetch(ABOUT_PAGE_QUERY, {}, { perspective: 'published' })
    const arabicPage = localise(result, 'ar')
    const englishPage = localise(result, 'en')
    expect(arabicPage.page?.welcomeTitle).toBe('أهلاً بكم في شركتنا')
    expect(englishPage.page?.welcomeTitle).toBe('Welcome to Gulf Freight LLC')
    expect(JSON.stringify(englishPage)).not.toContain('أهلاً بكم في شركتنا')
    // Not translated: the Arabic page falls back to the English text.
    expect(JSON.stringify(arabicPage.page?.whoWeAreContent)).toContain('A Dubai company.')
    expect(arabicPage.page?.visionPoints).toEqual(['سريع', 'صديق للبيئة'])
    expect(englishPage.page?.visionPoints).toEqual(['Fast', 'Green'])
  })
})

describe('trackship.php with lang', () => {
  it('round-trips the Arabic text and leaves the English unchanged', async () => {
    await save('trackship.php', { shipmentcontent: 'Enter your number.\n\nWe answer 24/7.' })
    await save('trackship.php', { lang: 'ar', shipmentcontent: 'أدخل رقم الشحنة.' })
    const arabic = dataOf(
      trackshipGetResponseSchema.parse(await read('trackship.php', 'get', 'ar')),
    )
    const english = dataOf(trackshipGetResponseSchema.parse(await read('trackship.php', 'get')))
    expect(arabic.shipmentcontent).toBe('أدخل رقم الشحنة.')
    expect(english.shipmentcontent).toBe('Enter your number.\n\nWe answer 24/7.')
  })
})

describe('media-center.php with lang', () => {
  it('round-trips the news in Arabic; dates and links are shared, English untouched', async () => {
    await save('media-center.php', {
      news: JSON.stringify([
        { title: 'New hub', content: 'In Jebel Ali.', date: '2026-01-05' },
        { title: 'Award', content: 'Best forwarder.', date: '2026-02-01' },
      ]),
      videoLinks: JSON.stringify(['https://www.youtube.com/watch?v=abc']),
    })
    await save('media-center.php', {
      lang: 'ar',
      news: JSON.stringify([
        { title: 'مركز جديد', content: 'في جبل علي.', date: '2026-01-05' },
        // Not translated yet: blank title and text are accepted outside English.
        { title: '', content: '', date: '2026-02-01' },
      ]),
      videoLinks: JSON.stringify(['https://www.youtube.com/watch?v=abc']),
    })
    const arabic = dataOf(
      mediaCenterGetResponseSchema.parse(await read('media-center.php', 'get', 'ar')),
    )
    const english = dataOf(
      mediaCenterGetResponseSchema.parse(await read('media-center.php', 'get')),
    )
    expect(arabic.news).toEqual([
      { title: 'مركز جديد', content: 'في جبل علي.', date: '2026-01-05' },
      { title: '', content: '', date: '2026-02-01' },
    ])
    expect(english.news).toEqual([
      { title: 'New hub', content: 'In Jebel Ali.', date: '2026-01-05' },
      { title: 'Award', content: 'Best forwarder.', date: '2026-02-01' },
    ])
  })
})

describe('home.php with lang', () => {
  const listIn = async (lang?: string) =>
    dataOf(homeListResponseSchema.parse(await read('home.php', 'getall', lang)))

  it('an Arabic save makes a new entry with the Arabic texts and the English carried over', async () => {
    await save('home.php', {
      slogone: 'Fast',
      slogtwo: 'Safe',
      slogthree: 'Global',
      slogsubone: 'Air',
      slogsubtwo: 'Sea',
      slogsubthree: 'Road',
      testimonial: JSON.stringify(['Great service', 'On time']),
    })
    await save('home.php', {
      lang: 'ar',
      slogone: 'سريع',
      slogtwo: '',
      slogthree: 'عالمي',
      slogsubone: 'جوي',
      slogsubtwo: 'بحري',
      slogsubthree: 'بري',
      testimonial: JSON.stringify(['', 'في الموعد']),
    })
    const [arabic] = await listIn('ar')
    const [english] = await listIn('en')
    expect(arabic).toMatchObject({
      slogen: ['سريع', '', 'عالمي'],
      subslogen: ['جوي', 'بحري', 'بري'],
      testimonial: ['', 'في الموعد'],
    })
    expect(english).toMatchObject({
      slogen: ['Fast', 'Safe', 'Global'],
      subslogen: ['Air', 'Sea', 'Road'],
      testimonial: ['Great service', 'On time'],
    })
    expect(arabic!.id).toBe(english!.id)
  })
})

describe('an unknown lang is a 400 with a JSON error', () => {
  it('on reads, saves, shipments, tracking and the visitor forms', async () => {
    const refusals: Response[] = [
      await fetch(`${stack.apiUrl}/about.php?lang=fr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'get' }),
      }),
      await fetch(`${stack.apiUrl}/home.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'getall', lang: 'AR' }),
      }),
      await postAdminForm(stack.apiUrl, token, 'trackship.php', {
        lang: 'ar-AE',
        shipmentcontent: 'x',
      }),
      await fetch(`${stack.apiUrl}/track/GBF-AIR-1001?lang=de`),
      await fetch(`${stack.apiUrl}/shipments?lang=xx`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      await fetch(`${stack.apiUrl}/quote.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'contact', lang: 'fr' }),
      }),
    ]
    for (const response of refusals) {
      expect(response.status, response.url).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await response.json()) as { error?: string }
      expect(body.error, response.url).toMatch(/lang/)
    }
    // Nothing was saved by the refused save.
    const current = dataOf(trackshipGetResponseSchema.parse(await read('trackship.php', 'get')))
    expect(current.shipmentcontent).not.toBe('x')
  })
})

describe('shipments in Arabic', () => {
  const number = 'GBF-AR-2001'
  const english = {
    mode: 'air',
    origin: 'Dubai International Airport (DXB)',
    destination: 'Heathrow (LHR)',
    status: 'In transit',
    eta: '2026-12-09',
    events: [
      { time: '2026-12-01T08:00:00+04:00', location: 'Dubai', status: 'Picked up' },
      { time: '2026-12-02T09:30:00+04:00', location: 'DXB', status: 'Departed' },
    ],
  }
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.apiUrl}/shipments/${number}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${API_KEY}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    })
  const track = async (lang?: string) => {
    const response = await fetch(`${stack.apiUrl}/track/${number}${lang ? `?lang=${lang}` : ''}`)
    expect(response.status).toBe(200)
    return trackingReplySchema.parse(await response.json())
  }

  it('a shipment is created in English: an Arabic PUT of an unknown number is a 404', async () => {
    const response = await put({ ...english, lang: 'ar' })
    expect(response.status).toBe(404)
  })

  it('an Arabic PUT translates; the track API answers in Arabic, English unchanged', async () => {
    expect((await put(english)).status).toBe(200)
    const editor = await fetch(`${stack.apiUrl}/shipments/${number}?lang=ar`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const opened = shipmentGetResponseSchema.parse(await editor.json())
    // Nothing in Arabic yet: empty texts for the editor, not the English.
    expect(opened.origin).toBe('')
    expect(opened.events.map((event) => event.location)).toEqual(['', ''])

    const arabic = {
      ...english,
      origin: 'مطار دبي الدولي',
      destination: 'مطار هيثرو',
      status: 'قيد النقل',
      events: [
        { time: english.events[0]!.time, location: 'دبي', status: 'تم الاستلام' },
        { time: english.events[1]!.time, location: 'مطار دبي', status: 'غادرت' },
      ],
      lang: 'ar',
    }
    const saved = await put(arabic, { 'if-match': `"${opened.revision}"` })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(((await saved.json()) as { shipment: { status: string } }).shipment.status).toBe(
      'قيد النقل',
    )

    const inArabic = await track('ar')
    expect(inArabic).toMatchObject({
      origin: 'مطار دبي الدولي',
      destination: 'مطار هيثرو',
      status: 'قيد النقل',
    })
    // Newest first, as in English.
    expect(inArabic.events.map((event) => event.location)).toEqual(['مطار دبي', 'دبي'])
    const inEnglish = await track()
    expect(inEnglish).toMatchObject({
      origin: english.origin,
      destination: english.destination,
      status: 'In transit',
    })
    expect(inEnglish.events.map((event) => event.location)).toEqual(['DXB', 'Dubai'])
  })

  it('an English PUT keeps the Arabic; an event added in English reads in English in Arabic', async () => {
    expect((await put({ ...english, status: 'Arrived' })).status).toBe(200)
    const added = await fetch(`${stack.apiUrl}/shipments/${number}/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        time: '2026-12-03T10:00:00+00:00',
        location: 'Heathrow',
        status: 'Arrived',
      }),
    })
    expect(added.status).toBe(200)
    const inArabic = await track('ar')
    // The status changed in English only: Arabic visitors keep the (older) Arabic text.
    expect(inArabic.origin).toBe('مطار دبي الدولي')
    expect(inArabic.status).toBe('قيد النقل')
    // An event without Arabic falls back to English for Arabic visitors.
    expect(inArabic.events[0]).toMatchObject({ location: 'Heathrow', status: 'Arrived' })
    expect(inArabic.events.slice(1).map((event) => event.location)).toEqual(['مطار دبي', 'دبي'])
    expect((await track()).status).toBe('Arrived')
  })
})

/** A mail's text part, decoded (nodemailer writes non-ASCII text quoted-printable or base64). */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/^Content-Transfer-Encoding: base64/im.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

describe('quote.php and careers.php in Arabic', () => {
  const quote = {
    source: 'get-quote',
    name: 'عمر سعيد',
    email: 'omar@example.com',
    phone: '+971 4 555 0101',
    origin: 'دبي',
    destination: 'هامبورغ',
    weight: '1200 kg',
  }
  const postQuote = (body: unknown) =>
    fetch(`${stack.apiUrl}/quote.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('refuses in Arabic, answers in Arabic, records and mails the language', async () => {
    const missing = await postQuote({ ...quote, name: '  ', lang: 'ar' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ success: false, error: 'يرجى إدخال الاسم' })
    const badEmail = await postQuote({ ...quote, email: 'not-an-email', lang: 'ar' })
    expect(((await badEmail.json()) as { error: string }).error).toBe(
      'يرجى إدخال بريد إلكتروني صحيح',
    )
    // English stays word for word what it was.
    const english = await postQuote({ ...quote, name: '' })
    expect(((await english.json()) as { error: string }).error).toMatch(/^Invalid field "name"/)

    const before = mail.messages.length
    const accepted = await postQuote({ ...quote, lang: 'ar' })
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({
      success: true,
      message: VISITOR_MESSAGES.ar.quoteReceived,
    })
    expect(VISITOR_MESSAGES.en.quoteReceived).toBe(QUOTE_REQUEST_RECEIVED)

    const stored = await stack.client!.fetch<Array<{ _id: string; lang?: string }>>(
      '*[_type == "quoteRequest" && name == $name]',
      { name: quote.name },
      { perspective: 'raw' },
    )
    expect(stored.map((doc) => doc.lang)).toEqual(['ar'])
    const id = stored[0]!._id.slice('private.quoteRequest.'.length)
    const detail = await fetch(`${stack.apiUrl}/inbox/quotes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const item = (await detail.json()) as { fields: Array<{ label: string; value: string }> }
    expect(item.fields).toContainEqual({ label: 'Language', value: LANG_NAMES.ar })

    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(before + 1)
    expect(mailText(mail.messages.at(-1)!.raw)).toContain('Language: Arabic (العربية)')
  })

  it('an English quote says English in the mail', async () => {
    const before = mail.messages.length
    expect((await postQuote({ ...quote, name: 'Omar Said' })).status).toBe(200)
    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(before + 1)
    expect(mailText(mail.messages.at(-1)!.raw)).toContain('Language: English')
  })

  const application = {
    fullname: 'أمل حداد',
    email: 'amal@example.com',
    phone: '+971 50 123 4567',
    position: 'warehouse-manager',
    experience: '5-10',
    location: 'remote',
  }

  it('careers.php: Arabic refusal of a missing résumé, Arabic success, language mailed', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...application, lang: 'ar' })) {
      form.append(name, value)
    }
    const noResume = await fetch(`${stack.apiUrl}/careers.php`, { method: 'POST', body: form })
    expect(noResume.status).toBe(400)
    expect(await noResume.json()).toMatchObject({ error: 'يرجى إرفاق سيرتك الذاتية' })

    const invalid = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...application, email: 'x', resume: null, lang: 'ar' }),
    })
    expect(((await invalid.json()) as { error: string }).error).toBe(
      'يرجى إدخال بريد إلكتروني صحيح',
    )

    const before = mail.messages.length
    const accepted = await fetch(`${stack.apiUrl}/careers.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...application, resume: 'cv.pdf', lang: 'ar' }),
    })
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ message: VISITOR_MESSAGES.ar.applicationSubmitted })
    const stored = await stack.client!.fetch<Array<{ lang?: string }>>(
      '*[_type == "careerApplication" && fullname == $name]',
      { name: application.fullname },
      { perspective: 'raw' },
    )
    expect(stored.map((doc) => doc.lang)).toEqual(['ar'])
    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(before + 1)
    expect(mailText(mail.messages.at(-1)!.raw)).toContain('Language: Arabic (العربية)')
  })
})

describe('rate limits in Arabic', () => {
  let limited: ApiStack
  beforeAll(async () => {
    limited = await startApiStack({
      env: { QUOTE_RATE_LIMIT_PER_HOUR: '1', CAREERS_RATE_LIMIT: '1' },
    })
  })
  afterAll(async () => {
    await limited?.close()
  })

  it('the 429 of quote.php and careers.php speaks the visitor’s language', async () => {
    const quote = () =>
      fetch(`${limited.apiUrl}/quote.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'contact', lang: 'ar' }),
      })
    await quote()
    const second = await quote()
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await second.json()) as { error: string }).error).toBe(
      VISITOR_MESSAGES.ar.quoteRateLimited,
    )

    // A multipart application is refused before its body is read: `?lang=` says the language.
    const apply = () =>
      fetch(`${limited.apiUrl}/careers.php?lang=ar`, { method: 'POST', body: new FormData() })
    await apply()
    const refused = await apply()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toBe(
      VISITOR_MESSAGES.ar.careersRateLimited,
    )
  })
})
