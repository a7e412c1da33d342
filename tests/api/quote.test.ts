import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTE_MIN_FILL_MS, QUOTE_REQUEST_RECEIVED } from '#contract/quote'
import { startApiStack, startPassThroughOverLake, type ApiStack } from '#test-support/api-stack'
import { startMailSink, type MailSink } from '#test-support/mail-sink'
import { contactQuoteRequest, getQuoteRequest } from '#test-support/quote-requests'

const getQuote = { ...getQuoteRequest, weight: '1200 kg' }
const contact = contactQuoteRequest

const SUCCESS = { success: true, message: QUOTE_REQUEST_RECEIVED }

function post(
  stack: Pick<ApiStack, 'apiUrl'>,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${stack.apiUrl}/quote.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function storedRequests(stack: ApiStack) {
  return stack.client!.fetch<Array<Record<string, unknown>>>(
    '*[_type == "quoteRequest"] | order(receivedAt asc)',
    {},
    { perspective: 'raw' },
  )
}

describe('quote.php: stored privately and mailed to sales', () => {
  let mail: MailSink
  let stack: ApiStack

  beforeAll(async () => {
    mail = await startMailSink()
    stack = await startApiStack({
      env: {
        SMTP_URL: mail.url,
        SALES_MAIL_TO: 'sales@example.com',
        QUOTE_RATE_LIMIT_PER_HOUR: '1000',
      },
    })
  })
  afterAll(async () => {
    await stack?.close()
    await mail?.close()
  })

  it('stores a Get Quote request under a private id and mails it with Reply-To', async () => {
    const response = await post(stack, getQuote)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(SUCCESS)

    const stored = await storedRequests(stack)
    expect(stored).toHaveLength(1)
    const doc = stored[0]!
    expect(String(doc._id).startsWith('private.quoteRequest.')).toBe(true)
    expect(doc).toMatchObject({
      status: 'new',
      source: 'get-quote',
      name: 'Omar Said',
      email: 'omar@example.com',
      origin: 'Dubai',
      destination: 'Hamburg',
      cargoType: 'fragile',
      weight: '1200 kg',
      additionalInfo: 'Glassware,\nstack carefully.',
    })
    expect(Number.isNaN(Date.parse(String(doc.receivedAt)))).toBe(false)
    expect(doc).not.toHaveProperty('website')
    expect(doc).not.toHaveProperty('elapsedMs')

    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(1)
    const message = mail.messages[0]!
    expect(message.to).toEqual(['sales@example.com'])
    expect(message.raw).toMatch(/^Reply-To: omar@example\.com/m)
    expect(message.raw).toMatch(/^Subject: Quote request \(Get Quote form\) - Omar Said/m)
    expect(message.raw).toContain('Origin: Dubai')
    expect(message.raw).toContain('Weight: 1200 kg')
    expect(message.raw).toContain('Cargo type: fragile')
  })

  it('stores a Contact request and mails it', async () => {
    const response = await post(stack, contact)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(SUCCESS)
    const stored = (await storedRequests(stack)).filter((doc) => doc.source === 'contact')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      status: 'new',
      name: 'Lena Fischer',
      service: 'sea-freight',
      weight: 350,
      message: 'Two containers a month.',
    })
    await expect.poll(() => mail.messages.length, { timeout: 5000 }).toBe(2)
    const message = mail.messages[1]!
    expect(message.raw).toMatch(/^Reply-To: lena@example\.com/m)
    expect(message.raw).toMatch(/^Subject: Quote request \(Contact form\) - Lena Fischer/m)
    expect(message.raw).toContain('Service: sea-freight')
    expect(message.raw).toContain('Weight (kg): 350')
  })

  it('never shows a stored request to anonymous readers of the lake', async () => {
    const anonymous = await fetch(
      `${stack.lake!.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "quoteRequest"]')}`,
    )
    expect(((await anonymous.json()) as { result: unknown[] }).result).toEqual([])
  })

  const big = 'x'.repeat(100 * 1024)
  const without = (body: Record<string, unknown>, field: string) => {
    const copy = { ...body }
    delete copy[field]
    return copy
  }
  const invalid: Array<[string, unknown, RegExp]> = [
    ...['name', 'email', 'phone', 'origin', 'destination', 'weight'].map(
      (field): [string, unknown, RegExp] => [
        `get-quote without ${field}`,
        without(getQuote, field),
        new RegExp(field),
      ],
    ),
    ...['name', 'email', 'phone', 'service'].map((field): [string, unknown, RegExp] => [
      `contact without ${field}`,
      without(contact, field),
      new RegExp(field),
    ]),
    ['a blank name', { ...getQuote, name: '   ' }, /name/],
    ['a bad e-mail', { ...getQuote, email: 'not-an-email' }, /email/],
    ['a header injection in the e-mail', { ...contact, email: 'a@b.c\r\nBcc: x@y.z' }, /email/],
    ['an unknown cargo type', { ...getQuote, cargoType: 'hazardous' }, /cargoType/],
    ['an unknown service', { ...contact, service: 'teleport' }, /service/],
    ['an unknown source', { ...getQuote, source: 'careers' }, /source/],
    ['no source', without(getQuote, 'source'), /source/],
    ['a wrong type', { ...contact, weight: 'heavy' }, /weight/],
    ['a negative weight', { ...contact, weight: -1 }, /weight/],
    ['a 100 KB name', { ...getQuote, name: big }, /name/],
    ['a 100 KB message', { ...contact, message: big }, /message/],
    ['a 100 KB additionalInfo', { ...getQuote, additionalInfo: big }, /additionalInfo/],
    ['malformed JSON', '{"source": "get-quote",', /JSON/],
    ['an array body', [getQuote], /object/],
    ['a string body', '"hello"', /object/],
    ['null', 'null', /object/],
  ]

  it.each(invalid)('refuses %s with a 400 JSON error and stores nothing', async (_, body, says) => {
    const before = (await storedRequests(stack)).length
    const mailed = mail.messages.length
    const response = await post(stack, body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const reply = (await response.json()) as { success: boolean; error: string }
    expect(reply.success).toBe(false)
    expect(reply.error).toMatch(says)
    expect((await storedRequests(stack)).length).toBe(before)
    expect(mail.messages.length).toBe(mailed)
  })

  it('refuses a body that is not JSON with a 4xx JSON error', async () => {
    for (const [type, body] of [
      ['text/plain', JSON.stringify(getQuote)],
      ['application/x-www-form-urlencoded', 'name=a'],
    ] as const) {
      const response = await post(stack, body, { 'content-type': type })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('takes blank optional fields and a left-out elapsedMs as a person', async () => {
    const before = (await storedRequests(stack)).length
    const { elapsedMs: _elapsedMs, website: _website, ...plain } = getQuote
    const response = await post(stack, { ...plain, dimensions: '', date: null, additionalInfo: '' })
    expect(response.status).toBe(200)
    const stored = await storedRequests(stack)
    expect(stored.length).toBe(before + 1)
    expect(stored.at(-1)).toMatchObject({ dimensions: '', date: '', additionalInfo: '' })
  })

  it('answers other methods with a 405 JSON error', async () => {
    const response = await fetch(`${stack.apiUrl}/quote.php`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers bots (honeypot, too fast) exactly like a success, storing and mailing nothing', async () => {
    const before = (await storedRequests(stack)).length
    const mailed = mail.messages.length
    for (const body of [
      { ...getQuote, website: 'http://spam.example' },
      { ...contact, website: 'x' },
      { ...getQuote, elapsedMs: QUOTE_MIN_FILL_MS - 1 },
      { ...contact, elapsedMs: 0 },
    ]) {
      const response = await post(stack, body)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(SUCCESS)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await storedRequests(stack)).length).toBe(before)
    expect(mail.messages.length).toBe(mailed)
  })
})

describe('quote.php: per-IP hourly limit', () => {
  let stack: ApiStack

  beforeAll(async () => {
    stack = await startApiStack({ env: { QUOTE_RATE_LIMIT_PER_HOUR: '3' } })
  })
  afterAll(async () => {
    await stack?.close()
  })

  it('stores without mail when SALES_MAIL_TO is unset, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await post(stack, { ...getQuote, name: `Sender ${i}` })
      expect(response.status).toBe(200)
    }
    const response = await post(stack, getQuote)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    const reply = (await response.json()) as { success: boolean; error: string }
    expect(reply.success).toBe(false)
    expect(reply.error).toMatch(/Too many/)
    expect(await storedRequests(stack)).toHaveLength(3)
  })
})

describe('quote.php in pass-through mode (LEGACY_PHP_URL): the PHP backend has none', () => {
  // Nothing listens on the legacy URL: quote.php never goes there.
  const legacy = { LEGACY_PHP_URL: 'http://127.0.0.1:9', QUOTE_RATE_LIMIT_PER_HOUR: '1000' }

  it('answers 503 JSON when no content store is configured', async () => {
    const stack = await startApiStack({ env: legacy })
    try {
      const response = await post(stack, getQuote)
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        success: false,
        error: expect.stringMatching(/not configured/) as unknown,
      })
    } finally {
      await stack.close()
    }
  })

  it('serves quote.php over the content store when there is one', async () => {
    const passThrough = await startPassThroughOverLake({
      ...legacy,
    })
    try {
      expect(passThrough.mode).toBe('pass-through')
      const response = await post(passThrough, contact)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(SUCCESS)
      const invalid = await post(passThrough, { ...contact, email: 'nope' })
      expect(invalid.status).toBe(400)
      expect(await invalid.json()).toMatchObject({ success: false })
      const malformed = await post(passThrough, '{')
      expect(malformed.status).toBe(400)
      const stored = await passThrough.lake.writer.fetch<Array<{ name: string }>>(
        '*[_type == "quoteRequest"]',
        {},
        { perspective: 'raw' },
      )
      expect(stored.map((doc) => doc.name)).toEqual(['Lena Fischer'])
    } finally {
      await passThrough.close()
    }
  })
})
