import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { dashboardResponseSchema } from '#contract/dashboard'
import {
  INBOX_ITEM_NOT_FOUND,
  INBOX_NOTE_MAX_LENGTH,
  inboxDetailSchema,
  inboxListSchema,
  type InboxDetail,
  type InboxSummary,
} from '#contract/inbox'
import { INBOX_OPTION_LABELS } from '#adapters/cms/inbox'
import {
  careerEducationOptions,
  careerExperienceOptions,
  careerLocationOptions,
  careerPositionOptions,
  contactCargoOptions,
  contactServiceOptions,
  quoteCargoOptions,
  type SelectOption,
} from '#web/features/forms/form-options'
import {
  startApiStack,
  startPassThroughOverLake,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  useApiStack,
  type ApiStack,
} from '#test-support/api-stack'
import { adminToken } from '#test-support/admin-api'
import { startPhpBackend } from '#test-support/php-backend'
import { rawRequest } from '#test-support/raw-http'
import { contactQuoteRequest, getQuoteRequest } from '#test-support/quote-requests'

/**
 * The admin inboxes (adapters/contract/inbox.ts, docs/decisions/016) on the real stack: items
 * sent through quote.php and careers.php, read, updated and exported through /api/inbox.
 */

// A clock the test moves, so every item has its own receivedAt (tokens stay valid: minutes only).
let clock = Date.parse('2026-11-20T08:00:00.000Z')
const tick = (minutes = 5) => {
  clock += minutes * 60_000
}
const used = useApiStack({ stack: { now: () => new Date(clock) } })

const getQuote = getQuoteRequest
const contact = contactQuoteRequest

/** A name a CSV must quote (comma, quotes), a formula in a free text, Arabic in a place. */
const tricky = {
  ...getQuote,
  name: 'Sara "Sam" Ali, Jr.',
  email: 'sara@example.com',
  origin: 'دبي',
  destination: 'Person 12 Street',
  cargoType: 'general',
  additionalInfo: '=HYPERLINK("http://evil.example")',
}

const application = {
  fullname: 'Amal Haddad',
  email: 'amal@example.com',
  phone: '+971 50 123 4567',
  position: 'warehouse-manager',
  experience: '5-10',
  education: 'bachelor',
  location: 'remote',
  coverletter: 'I ran a bonded warehouse\nfor six years.',
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
const RESUME_NAME = 'Amal – CV.pdf'

const api = (suffix: string) => `${used.stack.apiUrl}/inbox/${suffix}`
const auth = () => ({ authorization: `Bearer ${used.token}` })

async function sendQuote(stack: ApiStack, body: object) {
  const response = await fetch(`${stack.apiUrl}/quote.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

async function list(kind: string): Promise<InboxSummary[]> {
  const response = await fetch(api(kind), { headers: auth() })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return inboxListSchema.parse(await response.json()).items
}

async function detail(kind: string, id: string): Promise<InboxDetail> {
  const response = await fetch(api(`${kind}/${id}`), { headers: auth() })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return inboxDetailSchema.parse(await response.json())
}

function patch(kind: string, id: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(api(`${kind}/${id}`), {
    method: 'PATCH',
    headers: { ...auth(), 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function stored(kind: 'quoteRequest' | 'careerApplication', id: string) {
  return used.stack.client!.getDocument<Record<string, unknown>>(`private.${kind}.${id}`)
}

/** The ids, by sender, of the items the set-up sent. */
const ids: Record<string, string> = {}

beforeAll(async () => {
  const { stack } = used
  for (const body of [getQuote, contact, tricky]) {
    tick()
    await sendQuote(stack, body)
  }
  tick()
  const form = new FormData()
  for (const [name, value] of Object.entries(application)) form.set(name, value)
  form.set('resume', new Blob([new Uint8Array(pdf)]), RESUME_NAME)
  const multipart = await fetch(`${stack.apiUrl}/careers.php`, { method: 'POST', body: form })
  expect(multipart.status, await multipart.clone().text()).toBe(200)
  tick()
  const json = await fetch(`${stack.apiUrl}/careers.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...application,
      fullname: 'Karim Nasser',
      email: 'karim@example.com',
      position: 'fleet-manager',
      location: 'chicago',
      education: '',
      resume: 'karim.docx',
    }),
  })
  expect(json.status, await json.clone().text()).toBe(200)
  const docs = await stack.client!.fetch<Array<{ _id: string; name?: string; fullname?: string }>>(
    '*[_type in ["quoteRequest", "careerApplication"]]{_id, name, fullname}',
    {},
    { perspective: 'raw' },
  )
  for (const doc of docs) ids[doc.name ?? doc.fullname!] = doc._id.split('.').pop()!
  expect(Object.keys(ids)).toHaveLength(5)
})

describe('GET /api/inbox/{kind}', () => {
  it('lists quote requests newest first, one line each', async () => {
    const items = await list('quotes')
    expect(items.map((item) => item.name)).toEqual([tricky.name, 'Lena Fischer', 'Omar Said'])
    expect(items[2]).toEqual({
      id: ids['Omar Said'],
      name: 'Omar Said',
      email: 'omar@example.com',
      phone: '+971 4 555 0101',
      topic: 'Dubai → Hamburg (Fragile Items)',
      source: 'get-quote',
      status: 'new',
      read: false,
      receivedAt: '2026-11-20T08:05:00.000Z',
    })
    expect(items[1]!.topic).toBe('Sea Freight · Jebel Ali')
    expect(items[1]!.source).toBe('contact')
  })

  it('lists applications newest first, read as new although stored without a status', async () => {
    const items = await list('applications')
    expect(items.map((item) => [item.name, item.topic, item.source, item.status])).toEqual([
      ['Karim Nasser', 'Fleet Manager · Chicago', 'careers', 'new'],
      ['Amal Haddad', 'Warehouse Manager · Remote', 'careers', 'new'],
    ])
    expect((await stored('careerApplication', ids['Amal Haddad']!))?.status).toBeUndefined()
  })
})

describe('GET /api/inbox/{kind}/{id}', () => {
  it('gives every field of the Get Quote form, labelled as the form labels it', async () => {
    const item = await detail('quotes', ids['Omar Said']!)
    expect(item.fields).toEqual([
      { label: 'Full Name', value: 'Omar Said' },
      { label: 'Email', value: 'omar@example.com' },
      { label: 'Phone', value: '+971 4 555 0101' },
      { label: 'Cargo Type', value: 'Fragile Items' },
      { label: 'Origin', value: 'Dubai' },
      { label: 'Destination', value: 'Hamburg' },
      { label: 'Weight (kg)', value: '1200' },
      { label: 'Dimensions (L x W x H)', value: '2x1x1 m' },
      { label: 'Desired Pickup Date', value: '2026-12-01' },
      { label: 'Additional Information', value: 'Glassware,\nstack carefully.' },
      // Stored before ADR 022 without a language: English.
      { label: 'Language', value: 'English' },
    ])
    expect(item).toMatchObject({ note: '', resume: null, read: false, status: 'new' })
  })

  it('gives the Contact form’s fields, empty ones as empty text, numbers as text', async () => {
    const item = await detail('quotes', ids['Lena Fischer']!)
    expect(item.fields).toEqual([
      { label: 'Full Name', value: 'Lena Fischer' },
      { label: 'Email', value: 'lena@example.com' },
      { label: 'Phone', value: '+49 40 1234' },
      { label: 'Service', value: 'Sea Freight' },
      { label: 'Origin', value: 'Jebel Ali' },
      { label: 'Destination', value: '' },
      { label: 'Cargo Type', value: 'Hazardous Materials' },
      { label: 'Weight (kg)', value: '350' },
      { label: 'Message', value: 'Two containers a month.' },
      { label: 'Language', value: 'English' },
    ])
  })

  it('gives an application’s fields and its stored résumé; opening it changes nothing', async () => {
    const item = await detail('applications', ids['Amal Haddad']!)
    expect(item.fields).toEqual([
      { label: 'Full Name', value: 'Amal Haddad' },
      { label: 'Email', value: 'amal@example.com' },
      { label: 'Phone', value: '+971 50 123 4567' },
      { label: 'Position', value: 'Warehouse Manager' },
      { label: 'Experience', value: '5-10 years' },
      { label: 'Education', value: "Bachelor's Degree" },
      { label: 'Location', value: 'Remote' },
      { label: 'Resume', value: RESUME_NAME },
      { label: 'Cover Letter', value: 'I ran a bonded warehouse\nfor six years.' },
      { label: 'Language', value: 'English' },
    ])
    expect(item.resume).toEqual({
      name: RESUME_NAME,
      contentType: 'application/pdf',
      size: pdf.length,
    })
    const other = await detail('applications', ids['Karim Nasser']!)
    expect(other.resume).toBeNull()
    expect(other.fields.find((field) => field.label === 'Resume')?.value).toBe('karim.docx')
    expect(other.fields.find((field) => field.label === 'Education')?.value).toBe('')
    expect((await detail('applications', ids['Amal Haddad']!)).read).toBe(false)
  })

  it('answers 404 for an unknown id, an id of the other kind and an unknown kind', async () => {
    for (const target of [
      'quotes/00000000-0000-4000-8000-000000000000',
      `quotes/${ids['Amal Haddad']}`,
      `applications/${ids['Omar Said']}`,
    ]) {
      const response = await fetch(api(target), { headers: auth() })
      expect(response.status, target).toBe(404)
      expect(await response.json()).toMatchObject({ error: INBOX_ITEM_NOT_FOUND })
    }
    for (const target of ['bogus', `bogus/${ids['Omar Said']}`, 'Quotes', 'quotes/a/b/c']) {
      const response = await fetch(api(target), { headers: auth() })
      expect(response.status, target).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('refuses ids that are not ids (400 JSON), before any lookup', async () => {
    for (const id of [
      '..%2F..%2Fadmin',
      '..',
      'a.b',
      'x%00',
      // Not a Content Lake id segment: it must not start with a dash.
      '-1',
      '-',
      'A'.repeat(65),
      'A'.repeat(10 * 1024),
    ]) {
      for (const method of ['GET', 'PATCH']) {
        const reply = await rawRequest(used.stack.url, {
          method,
          path: `/api/inbox/quotes/${id}`,
          headers: {
            ...auth(),
            ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}),
          },
          body: method === 'PATCH' ? Buffer.from('{"status":"closed"}') : undefined,
        })
        expect(reply.status, `${method} ${id.slice(0, 20)}`).toBe(400)
        // Past the router's parameter length (100) Fastify's router may refuse the target itself
        // before any route or hook (app.ts answerUndecodableTarget): a 400 JSON too.
        const codes = id.length > 100 ? ['invalid_id', 'bad_request'] : ['invalid_id']
        expect(codes, `${method} ${id.slice(0, 20)}`).toContain(
          (reply.body as { code: string }).code,
        )
      }
    }
    const resume = await rawRequest(used.stack.url, {
      path: '/api/inbox/applications/..%2F..%2Flake-tokens.json/resume',
      headers: auth(),
    })
    expect(resume.status).toBe(400)
  })
})

describe('PATCH /api/inbox/{kind}/{id}', () => {
  it('stores the status and the note, and answers the new detail', async () => {
    tick()
    const id = ids['Lena Fischer']!
    const response = await patch('quotes', id, { status: 'in-progress', note: 'Called back\r\nok' })
    expect(response.status).toBe(200)
    const item = inboxDetailSchema.parse(await response.json())
    expect(item).toMatchObject({ status: 'in-progress', note: 'Called back\nok', read: false })
    expect(await detail('quotes', id)).toEqual(item)
    expect(await stored('quoteRequest', id)).toMatchObject({
      status: 'in-progress',
      note: 'Called back\nok',
      updatedAt: new Date(clock).toISOString(),
    })
    expect((await stored('quoteRequest', id))?.readAt).toBeUndefined()
  })

  it('marks an item read on the first read: true only', async () => {
    tick()
    const id = ids['Amal Haddad']!
    const first = await patch('applications', id, { read: true })
    expect(first.status).toBe(200)
    expect(((await first.json()) as InboxDetail).read).toBe(true)
    const readAt = new Date(clock).toISOString()
    expect((await stored('careerApplication', id))?.readAt).toBe(readAt)
    tick()
    expect((await patch('applications', id, { read: true })).status).toBe(200)
    expect((await stored('careerApplication', id))?.readAt).toBe(readAt)
    const items = await list('applications')
    expect(items.find((item) => item.id === id)?.read).toBe(true)
    expect(items.find((item) => item.id === ids['Karim Nasser'])?.read).toBe(false)
  })

  it('refuses bad bodies with a 4xx JSON naming the problem, storing nothing', async () => {
    const id = ids['Omar Said']!
    const before = await stored('quoteRequest', id)
    const cases: Array<[unknown, number, RegExp, Record<string, string>?]> = [
      [{ status: 'bogus' }, 400, /status/],
      [{ status: 5 }, 400, /status/],
      [{ note: 42 }, 400, /note/],
      [{ note: 'x'.repeat(INBOX_NOTE_MAX_LENGTH + 1) }, 400, /note/],
      [{ read: false }, 400, /read/],
      [{ status: 'closed', owner: 'me' }, 400, /owner/],
      [{}, 400, /status, a note or read/],
      [[{ status: 'closed' }], 400, /object/],
      ['{"status": "closed"', 400, /JSON/],
      [
        'status=closed',
        415,
        /application\/json/,
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
    ]
    for (const [body, status, message, headers] of cases) {
      const response = await patch('quotes', id, body, headers)
      const label = JSON.stringify(body).slice(0, 40)
      expect(response.status, label).toBe(status)
      expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
      const reply = (await response.json()) as { error: string; code: string }
      expect(reply.error, label).toMatch(message)
      expect(reply.code, label).toBeTruthy()
    }
    expect(await stored('quoteRequest', id)).toEqual(before)
  })

  it('answers 404 for an unknown item and creates nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const response = await patch('quotes', id, { status: 'closed' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: INBOX_ITEM_NOT_FOUND })
    expect(await stored('quoteRequest', id)).toBeUndefined()
  })
})

describe('GET /api/inbox/{kind}/export.csv', () => {
  it('exports the filter’s items as Excel-safe CSV, newest first', async () => {
    const response = await fetch(api('quotes/export.csv?q=example&status=new'), {
      headers: auth(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="quote-requests-${new Date(clock).toISOString().slice(0, 10)}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    // The company's zone (SITE_TIME_ZONE, default Asia/Dubai, ADR 035), named in the header.
    expect(lines[0]).toBe(
      'Received (Asia/Dubai),Status,Read,Full Name,Email,Phone,Service,Cargo Type,Origin,Destination,' +
        'Weight (kg),Dimensions (L x W x H),Desired Pickup Date,Additional Information,Message,' +
        'Language,Note',
    )
    // Lena's request is in progress: filtered out. Sara's, then Omar's; then the last CRLF.
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
    expect(lines[1]).toBe(
      // Received 08:15 UTC: 12:15 in Dubai, with its offset.
      '2026-11-20T12:15:00+04:00,New,No,"Sara ""Sam"" Ali, Jr.",sara@example.com,' +
        "'+971 4 555 0101,,General Cargo,دبي,Person 12 Street,1200,2x1x1 m,2026-12-01," +
        `"'=HYPERLINK(""http://evil.example"")",,English,`,
    )
    expect(lines[2]).toMatch(/^2026-11-20T12:05:00\+04:00,New,No,Omar Said,/)
    expect(lines[2]).toContain('"Glassware,\nstack carefully."')
  })

  it('applies the same filter as the screen: words of q, and the status', async () => {
    const csv = async (query: string) => {
      const response = await fetch(api(`applications/export.csv?${query}`), { headers: auth() })
      expect(response.status, query).toBe(200)
      return (await response.text()).split('\r\n').filter(Boolean)
    }
    expect(await csv('q=')).toHaveLength(3)
    expect(await csv('q=fleet%20CHICAGO')).toHaveLength(2)
    expect(await csv('q=fleet%20remote')).toHaveLength(1)
    expect(await csv('status=closed')).toHaveLength(1)
    const response = await fetch(api('applications/export.csv'), { headers: auth() })
    expect(response.headers.get('content-disposition')).toMatch(/filename="applications-\d{4}/)
  })

  it('refuses a bad filter with 400 JSON', async () => {
    for (const query of ['status=bogus', `q=${'x'.repeat(201)}`, 'q=a&q=b']) {
      const response = await fetch(api(`quotes/export.csv?${query}`), { headers: auth() })
      expect(response.status, query).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })
})

describe('GET /api/inbox/applications/{id}/resume', () => {
  it('streams the uploaded file byte for byte as an attachment of its real type', async () => {
    const response = await fetch(api(`applications/${ids['Amal Haddad']}/resume`), {
      headers: auth(),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Amal _ CV.pdf"; filename*=UTF-8''Amal%20%E2%80%93%20CV.pdf`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf)
  })

  it('answers 404 JSON for an application without a file, a quote and an unknown id', async () => {
    for (const target of [
      `applications/${ids['Karim Nasser']}/resume`,
      `quotes/${ids['Omar Said']}/resume`,
      'applications/00000000-0000-4000-8000-000000000000/resume',
    ]) {
      const response = await fetch(api(target), { headers: auth() })
      expect(response.status, target).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('never follows a tampered stored name out of the résumé folder; 404 for a missing file', async () => {
    const id = ids['Amal Haddad']!
    const docId = `private.careerApplication.${id}`
    const original = (await stored('careerApplication', id))!.resume as { storedName: string }
    const resumeDir = path.join(used.stack.dataDir, 'private', 'resumes')
    const download = () => fetch(api(`applications/${id}/resume`), { headers: auth() })
    try {
      for (const storedName of ['../../lake-tokens.json', '..', '/etc/passwd', '.']) {
        await used.stack
          .client!.patch(docId)
          .set({ 'resume.storedName': storedName })
          .commit({ visibility: 'sync' })
        const response = await download()
        expect(response.status, storedName).toBe(404)
        expect(await response.text()).not.toMatch(/token/i)
      }
      // A link planted in the folder is not followed either.
      fs.symlinkSync(
        path.join(used.stack.dataDir, 'lake-tokens.json'),
        path.join(resumeDir, 'link.pdf'),
      )
      await used.stack
        .client!.patch(docId)
        .set({ 'resume.storedName': 'link.pdf' })
        .commit({ visibility: 'sync' })
      expect((await download()).status).toBe(404)
      await used.stack
        .client!.patch(docId)
        .set({ 'resume.storedName': 'gone.pdf' })
        .commit({ visibility: 'sync' })
      expect((await download()).status).toBe(404)
    } finally {
      await used.stack
        .client!.patch(docId)
        .set({ 'resume.storedName': original.storedName })
        .commit({ visibility: 'sync' })
    }
    expect((await download()).status).toBe(200)
  })
})

describe('admin only', () => {
  it('answers 401 JSON to every inbox route without a token or with a bad one', async () => {
    const targets: Array<[string, string]> = [
      ['GET', 'quotes'],
      ['GET', 'applications'],
      ['GET', `quotes/${ids['Omar Said']}`],
      ['PATCH', `quotes/${ids['Omar Said']}`],
      ['GET', 'quotes/export.csv'],
      ['GET', `applications/${ids['Amal Haddad']}/resume`],
      ['GET', 'bogus'],
      ['GET', `quotes/${'A'.repeat(65)}`],
      ['PATCH', 'quotes/..%2F..%2Fadmin'],
    ]
    for (const authorization of [undefined, 'Bearer not-a-token', `Bearer ${used.token}x`]) {
      for (const [method, target] of targets) {
        const label = `${method} ${target.slice(0, 40)} ${authorization?.slice(0, 12)}`
        const response = await fetch(api(target), {
          method,
          headers: {
            ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}),
            ...(authorization ? { authorization } : {}),
          },
          body: method === 'PATCH' ? JSON.stringify({ status: 'closed' }) : undefined,
        })
        expect(response.status, label).toBe(401)
        expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
        expect(response.headers.get('cache-control'), label).toBe('no-store')
        expect(await response.json(), label).toMatchObject({ code: 'unauthorized' })
      }
    }
    expect((await stored('quoteRequest', ids['Omar Said']!))?.status).toBe('new')
  })
})

describe('dashboard.php figures', () => {
  it('counts new items of both inboxes, the last 30 days of quotes and the shipments', async () => {
    const client = used.stack.client!
    const day = 24 * 60 * 60 * 1000
    // An old request (40 days), a closed application, and two shipments on record.
    await client.create(
      {
        _id: 'private.quoteRequest.old-one',
        _type: 'quoteRequest',
        ...getQuote,
        status: 'new',
        receivedAt: new Date(clock - 40 * day).toISOString(),
      },
      { visibility: 'sync' },
    )
    expect((await patch('applications', ids['Karim Nasser']!, { status: 'closed' })).status).toBe(
      200,
    )
    for (const number of ['GBF-T-1', 'GBF-T-2']) {
      await client.createOrReplace(
        { _id: `private.shipment.${number}`, _type: 'shipment', number, events: [] },
        { visibility: 'sync' },
      )
    }
    const response = await fetch(`${used.stack.apiUrl}/dashboard.php`, { headers: auth() })
    expect(response.status).toBe(200)
    const reply = dashboardResponseSchema.parse(await response.json())
    // Quotes: Omar, Sara and the old one are new (Lena is in progress); 3 in the last 30 days.
    expect(reply).toEqual({
      success: true,
      data: {
        newQuoteRequests: 3,
        newApplications: 1,
        quoteRequestsLast30Days: 3,
        shipments: 2,
      },
    })
  })
})

describe('the inbox server', () => {
  it('labels options exactly as the public forms do', () => {
    const labels = (options: readonly SelectOption[]) =>
      Object.fromEntries(options.map((option) => [option.value, option.label]))
    expect(INBOX_OPTION_LABELS).toEqual({
      quoteCargo: labels(quoteCargoOptions),
      contactService: labels(contactServiceOptions),
      contactCargo: labels(contactCargoOptions),
      careerPosition: labels(careerPositionOptions),
      careerExperience: labels(careerExperienceOptions),
      careerEducation: labels(careerEducationOptions),
      careerLocation: labels(careerLocationOptions),
    })
  })
})

describe('the inboxes in pass-through mode (LEGACY_PHP_URL)', () => {
  it('answers 503 JSON without a content store', async () => {
    const stack = await startApiStack({ env: { LEGACY_PHP_URL: 'http://127.0.0.1:9' } })
    try {
      const response = await fetch(`${stack.apiUrl}/inbox/quotes`, {
        headers: { authorization: 'Bearer x' },
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({ code: 'not_configured' })
    } finally {
      await stack.close()
    }
  })

  it('serves the inbox over the content store to tokens the PHP backend accepts', async () => {
    const php = await startPhpBackend({
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: TEST_ADMIN_PASSWORD,
    })
    try {
      const passThrough = await startPassThroughOverLake({ LEGACY_PHP_URL: php.url })
      try {
        const token = await adminToken(passThrough.apiUrl, {
          email: TEST_ADMIN_EMAIL,
          password: TEST_ADMIN_PASSWORD,
        })
        await sendQuote({ apiUrl: passThrough.apiUrl } as ApiStack, contact)
        const response = await fetch(`${passThrough.apiUrl}/inbox/quotes`, {
          headers: { authorization: `Bearer ${token}` },
        })
        expect(response.status).toBe(200)
        const items = inboxListSchema.parse(await response.json()).items
        expect(items.map((item) => item.name)).toEqual(['Lena Fischer'])
        const update = await fetch(`${passThrough.apiUrl}/inbox/quotes/${items[0]!.id}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'closed' }),
        })
        expect(update.status).toBe(200)
        for (const authorization of ['', 'Bearer nope', `Bearer ${token}x`]) {
          const refused = await fetch(`${passThrough.apiUrl}/inbox/quotes`, {
            headers: authorization ? { authorization } : {},
          })
          expect(refused.status, authorization).toBe(401)
        }
        // The PHP backend gone: a 502, not a 401 that would log the admin out.
        await php.close()
        const down = await fetch(`${passThrough.apiUrl}/inbox/quotes`, {
          headers: { authorization: `Bearer ${token}` },
        })
        expect(down.status).toBe(502)
        expect(await down.json()).toMatchObject({ code: 'bad_gateway' })
      } finally {
        await passThrough.close()
      }
    } finally {
      await php.close()
    }
  })
})
