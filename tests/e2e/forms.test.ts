import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
} from '#contract/careers-options'
import { ACCEPT_ATTRIBUTE } from '#contract/limits'
import { CAREERS_MIN_FILL_MS } from '#contract/careers'
import {
  CAREER_APPLICATION_ID_PREFIX,
  CAREER_APPLICATION_TYPE,
} from '#adapters/cms/career-applications'
import { DESKTOP, MOBILE, openPage, waitForHydration, type PageProblems } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

const site = useSiteAndBrowser()

const CAREERS_EMAIL = 'careers@gulfbridgefreight.ae'
const CONTACT_THANKS = 'Thank you for your inquiry! We will be in touch shortly.'
const APPLICATION_OK = 'Application submitted successfully! We will contact you soon.'
const QUOTE_REQUIRED = [
  'Name is required',
  'Email is required',
  'Phone is required',
  'Origin is required',
  'Destination is required',
  'Weight is required',
]
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

/** Opens a route and waits until React has hydrated the page's form (its handlers are live). */
async function open(
  path: string,
  viewport = DESKTOP,
  before?: (page: Page) => Promise<void>,
): Promise<{ page: Page; problems: PageProblems }> {
  const { page, problems } = await openPage(site.browser, viewport)
  await before?.(page)
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page, 'main form')
  return { page, problems }
}

/** The texts of the form's error messages, in page order. */
/** The page's form named `name`, and a click on its submit button (named `submit`). */
function formOf(page: Page, name: string, submit: string) {
  const form = page.getByRole('form', { name })
  return { form, submit: () => form.getByRole('button', { name: submit }).click() }
}
const quoteForm = (page: Page) => formOf(page, 'Quote request', 'Submit Request')
const applicationForm = (page: Page) => formOf(page, 'Job application', 'Submit Application')
const contactForm = (page: Page) => formOf(page, 'Request quote', 'Send Request')

/** The quote call of both quote forms (issue 13). */
const QUOTE_CALL = '**/api/quote.php'
const isQuoteCall = (message: { url(): string }) =>
  new URL(message.url()).pathname === '/api/quote.php'
const SEND_FAILED = 'We could not send your request. Please try again, or call us.'

async function errorTexts(form: Locator): Promise<string[]> {
  return (await form.locator('[data-part="error-text"]').allTextContents()).map((text) =>
    text.trim(),
  )
}

describe('form pages on the server', () => {
  const routes = [
    { path: '/get-quote', heading: 'Get a Quote', texts: ['Request a Freight Quote'] },
    {
      path: '/careers',
      heading: 'Build Your Career in Logistics',
      texts: [
        'Explore Opportunities',
        'Why Work With Us',
        'Competitive Salary',
        'Health Insurance',
        'Career Growth',
        'Flexible Schedules',
        'Company Vehicles',
        'Training Programs',
        'Join Our Team',
      ],
    },
    {
      path: '/contact',
      heading: 'Contact Us',
      texts: [
        'Get in Touch with Our Logistics Experts',
        'Monday to Friday 8:00 AM to 6:00 PM',
        '+971 6 557 4400',
        '+971 50 318 2290',
        'info@gulfbridgefreight.ae',
        'sales@gulfbridgefreight.ae',
        'Sharjah Airport International Free Zone',
        'Request Quote',
      ],
    },
    { path: '/user', heading: 'User', texts: [] },
  ]

  it('sends each route with status 200, its h1 and its texts in the HTML', async () => {
    for (const route of routes) {
      const response = await fetch(`${site.stack.url}${route.path}`)
      expect(response.status, route.path).toBe(200)
      const html = await response.text()
      expect(html, route.path).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`))
      expect(html).toContain(`<title>${route.heading}</title>`)
      for (const text of route.texts) expect(html, route.path).toContain(text)
    }
  })

  it('names every input by the field names of the spec', async () => {
    const expected: Record<string, string[]> = {
      '/get-quote': [
        'name',
        'email',
        'phone',
        'cargoType',
        'origin',
        'destination',
        'weight',
        'dimensions',
        'date',
        'additionalInfo',
        // The honeypot (issue 13): hidden from people, sent as is.
        'website',
      ],
      '/careers': [
        // The honeypot (issue 13), first in this form's markup.
        'website',
        'fullname',
        'email',
        'phone',
        'position',
        'experience',
        'education',
        'location',
        'resume',
        'coverletter',
      ],
      '/contact': [
        'name',
        'email',
        'phone',
        'service',
        'origin',
        'destination',
        'cargoType',
        'weight',
        'message',
        'website',
      ],
    }
    for (const [path, names] of Object.entries(expected)) {
      const html = await (await fetch(`${site.stack.url}${path}`)).text()
      const form = /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
      const found = [...form.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map(
        (match) => match[1],
      )
      expect(found, path).toEqual(names)
    }
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`hydrates every form page without console errors at ${viewport.width}px`, async () => {
      for (const route of routes) {
        const { page, problems } = await openPage(site.browser, viewport)
        await page.goto(`${site.stack.url}${route.path}`, { waitUntil: 'networkidle' })
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: route.heading }).isVisible())
          .toBe(true)
        expect(problems.errors, route.path).toEqual([])
        await page.context().close()
      }
    })
  }
})

describe('/get-quote', () => {
  const fillValid = async (form: Locator) => {
    await form.locator('[name="name"]').fill('Amira Haddad')
    await form.locator('[name="email"]').fill('amira@example.com')
    await form.locator('[name="phone"]').fill('+971 50-123 4567')
    await form.locator('[name="origin"]').fill('Dubai, UAE')
    await form.locator('[name="destination"]').fill('Hamburg, Germany')
    await form.locator('[name="weight"]').fill('1200')
  }

  it('shows every required message on an empty submit, linked to its field', async () => {
    const { page, problems } = await open('/get-quote')
    const { form, submit } = quoteForm(page)
    await expect.poll(() => form.locator('[name="cargoType"]').inputValue()).toBe('general')
    await submit()
    await expect.poll(() => errorTexts(form)).toEqual(QUOTE_REQUIRED)
    // The visible label names the input; the message is its description and it is invalid.
    const name = page.getByLabel('Full Name')
    expect(await name.getAttribute('name')).toBe('name')
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await name.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Name is required')
    // Optional fields carry no message.
    expect(await form.locator('[name="dimensions"]').getAttribute('aria-invalid')).toBeNull()
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('treats whitespace as empty and checks the e-mail and phone formats', async () => {
    const { page, problems } = await open('/get-quote')
    const { form, submit } = quoteForm(page)
    await fillValid(form)
    await form.locator('[name="name"]').fill('   ')
    await form.locator('[name="email"]').fill('bad')
    await form.locator('[name="phone"]').fill('abc')
    await submit()
    await expect
      .poll(() => errorTexts(form))
      .toEqual([
        'Name is required',
        'Please enter a valid email',
        'Please enter a valid phone number',
      ])
    expect(await page.getByTestId('quote-thank-you').count()).toBe(0)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it("clears a field's message when that field is edited", async () => {
    const { page } = await open('/get-quote')
    const { form, submit } = quoteForm(page)
    await submit()
    await expect.poll(() => errorTexts(form)).toEqual(QUOTE_REQUIRED)
    await form.locator('[name="name"]').pressSequentially('A')
    await expect.poll(() => errorTexts(form)).toEqual(QUOTE_REQUIRED.slice(1))
    // Even a value that is still invalid clears the message until the next submit.
    await form.locator('[name="email"]').pressSequentially('x')
    await expect.poll(() => errorTexts(form)).toEqual(QUOTE_REQUIRED.slice(2))
    expect(await form.locator('[name="name"]').getAttribute('aria-invalid')).toBeNull()
    await page.context().close()
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`sends a valid request, thanks within 24 hours once accepted and starts over at ${viewport.width}px`, async () => {
      const { page, problems } = await open('/get-quote', viewport)
      const { form, submit } = quoteForm(page)
      await fillValid(form)
      await form.locator('[name="cargoType"]').selectOption('fragile')
      await form.locator('[name="date"]').fill('2030-05-17')
      const sent = page.waitForRequest(isQuoteCall)
      const replied = page.waitForResponse(isQuoteCall)
      await submit()
      expect((await sent).method()).toBe('POST')
      expect((await sent).postDataJSON()).toEqual({
        source: 'get-quote',
        name: 'Amira Haddad',
        email: 'amira@example.com',
        phone: '+971 50-123 4567',
        origin: 'Dubai, UAE',
        destination: 'Hamburg, Germany',
        cargoType: 'fragile',
        weight: '1200',
        dimensions: '',
        date: '2030-05-17',
        additionalInfo: '',
        website: '',
        elapsedMs: expect.any(Number),
        // The visitor's language (issue 15): the staff mail names it.
        lang: 'en',
      })
      expect(await (await replied).json()).toMatchObject({ success: true })
      const thanks = page.getByTestId('quote-thank-you')
      await expect.poll(() => thanks.isVisible()).toBe(true)
      expect(await thanks.textContent()).toContain('within 24 hours')
      expect(await page.getByRole('heading', { name: 'Thank You!' }).isVisible()).toBe(true)
      expect(await page.getByRole('form', { name: 'Quote request' }).count()).toBe(0)

      await page.getByRole('button', { name: 'Submit Another Request' }).click()
      await expect.poll(() => form.isVisible()).toBe(true)
      expect(await form.locator('[name="name"]').inputValue()).toBe('')
      expect(await form.locator('[name="cargoType"]').inputValue()).toBe('general')
      expect(await errorTexts(form)).toEqual([])
      expect(await thanks.count()).toBe(0)
      expect(problems.errors).toEqual([])
      await page.context().close()
    })
  }
})

describe('/careers', () => {
  const endpoint = '**/api/careers.php'

  /** Counts the application requests the page makes. */
  function countRequests(page: Page) {
    const counter = { count: 0 }
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/careers.php') counter.count += 1
    })
    return counter
  }

  const fillValid = async (form: Locator) => {
    await form.locator('[name="fullname"]').fill('Omar Nasser')
    await form.locator('[name="email"]').fill('omar.nasser@example.com')
    await form.locator('[name="phone"]').fill('+971 50 555 0101')
    await form.locator('[name="position"]').selectOption('fleet-manager')
    await form.locator('[name="experience"]').selectOption('5-10')
    await form.locator('[name="education"]').selectOption('bachelor')
    await form.locator('[name="location"]').selectOption('remote')
    await form
      .locator('[name="coverletter"]')
      .fill('Ten years of fleet operations.\nHappy to relocate.')
    await form
      .locator('[name="resume"]')
      .setInputFiles({ name: 'omar-resume.pdf', mimeType: 'application/pdf', buffer: PDF })
  }

  it('offers exactly the option lists of the contract', async () => {
    const { page } = await open('/careers')
    const values = (name: string) =>
      page
        .locator(`select[name="${name}"] option`)
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(await values('position')).toEqual(['', ...CAREER_POSITIONS])
    expect(await values('experience')).toEqual(['', ...CAREER_EXPERIENCE])
    expect(await values('education')).toEqual(['', ...CAREER_EDUCATION])
    expect(await values('location')).toEqual(['', ...CAREER_LOCATIONS])
    const resume = page.locator('input[name="resume"]')
    expect(await resume.getAttribute('accept')).toBe(ACCEPT_ATTRIBUTE.resume)
    expect(await resume.getAttribute('multiple')).toBeNull()
    await page.context().close()
  })

  it('scrolls to the form from Explore Opportunities', async () => {
    const { page, problems } = await open('/careers', MOBILE)
    const heading = page.getByRole('heading', { level: 2, name: 'Join Our Team' })
    const inView = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      })
    expect(await inView()).toBe(false)
    await page.getByRole('link', { name: 'Explore Opportunities' }).click()
    await expect.poll(inView).toBe(true)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Join Our Team')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('hydrates only once its form has: a slow form chunk never leaves a dead form', async () => {
    // The form's chunk arrives a second late: the page must not report hydrated before it
    // (a click on the server's form would submit natively, a GET of the page with the values).
    const { page, problems } = await open('/careers', DESKTOP, async (page) => {
      await page.route(/\/assets\/careers-form-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000))
        await route.continue()
      })
    })
    const { form, submit } = applicationForm(page)
    await submit()
    await expect.poll(() => errorTexts(form)).toContain('Full name is required')
    expect(new URL(page.url()).search).toBe('')
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('shows the missing fields and sends nothing', async () => {
    const { page, problems } = await open('/careers')
    const requests = countRequests(page)
    const { form, submit } = applicationForm(page)
    await submit()
    await expect
      .poll(() => errorTexts(form))
      .toEqual([
        'Full name is required',
        'Email is required',
        'Phone is required',
        'Please select a position',
        'Please select your experience',
        'Please select a location',
        'Please attach your resume',
      ])
    await form.locator('[name="email"]').fill('not-an-email')
    await form
      .locator('[name="resume"]')
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
    await submit()
    await expect.poll(() => errorTexts(form)).toContain('Resume must be a .pdf, .doc or .docx file')
    expect(await errorTexts(form)).toContain('Please enter a valid email')
    // One byte over the contract's 5 MB cap.
    await form.locator('[name="resume"]').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    })
    await submit()
    await expect.poll(() => errorTexts(form)).toContain('Resume must be 5 MB or smaller')
    expect(requests.count).toBe(0)
    expect(await page.getByTestId('careers-result').count()).toBe(0)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('sends a valid application to the real server, shows success, clears, hides after 5 s', async () => {
    const { page, problems } = await open('/careers', DESKTOP, (page) => page.clock.install())
    const requests = countRequests(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let sent: { contentType: string; body: string } | null = null
    await page.route(endpoint, async (route) => {
      sent = {
        contentType: (await route.request().headerValue('content-type')) ?? '',
        body: route.request().postDataBuffer()?.toString('latin1') ?? '',
      }
      await held
      await route.continue()
    })
    const { form } = applicationForm(page)
    await fillValid(form)
    const button = form.getByRole('button', { name: /Submit/ })
    // A person takes seconds to fill the form (the server drops faster sends as bots, issue 13).
    await page.waitForTimeout(CAREERS_MIN_FILL_MS + 300)
    await button.click()

    // While sending: the spinner and 'Submitting...', every control and the button disabled.
    await expect.poll(() => button.textContent()).toBe('Submitting...')
    expect(await button.locator('.chakra-spinner').count()).toBe(1)
    expect(await button.isDisabled()).toBe(true)
    for (const name of ['fullname', 'email', 'phone', 'position', 'education', 'resume']) {
      expect(await form.locator(`[name="${name}"]`).isDisabled(), name).toBe(true)
    }
    expect(await form.locator('textarea[name="coverletter"]').isDisabled()).toBe(true)
    expect(sent!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent!.body).toContain('name="fullname"\r\n\r\nOmar Nasser\r\n')
    expect(sent!.body).toContain('name="position"\r\n\r\nfleet-manager\r\n')
    expect(sent!.body).toMatch(
      /name="resume"; filename="omar-resume.pdf"\r\nContent-Type: application\/pdf/,
    )

    await page.clock.pauseAt(Date.now() + 1000)
    release()
    const alert = page.getByTestId('careers-result')
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await alert.getAttribute('data-variant')).toBe('success')
    expect(await alert.textContent()).toContain(APPLICATION_OK)
    expect(await alert.textContent()).not.toContain(CAREERS_EMAIL)
    // The alert sits above the form.
    const [alertBox, formBox] = [await alert.boundingBox(), await form.boundingBox()]
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(formBox!.y)

    // Cleared: every field and the file input.
    expect(await form.locator('[name="fullname"]').inputValue()).toBe('')
    expect(await form.locator('[name="position"]').inputValue()).toBe('')
    expect(await form.locator('[name="coverletter"]').inputValue()).toBe('')
    expect(
      await form
        .locator('[name="resume"]')
        .evaluate((input) => (input as HTMLInputElement).files?.length),
    ).toBe(0)
    expect(await button.textContent()).toBe('Submit Application')
    expect(await button.isDisabled()).toBe(false)

    // Stored by the server.
    const stored = await site.stack.client!.fetch<Array<{ fullname: string; position: string }>>(
      '*[_type == $type && _id in path($prefix)]{fullname, position}',
      { type: CAREER_APPLICATION_TYPE, prefix: `${CAREER_APPLICATION_ID_PREFIX}*` },
      { perspective: 'raw' },
    )
    expect(stored).toContainEqual({ fullname: 'Omar Nasser', position: 'fleet-manager' })

    await page.clock.runFor(4900)
    expect(await alert.isVisible()).toBe(true)
    await page.clock.runFor(200)
    await expect.poll(() => alert.count()).toBe(0)
    expect(requests.count).toBe(1)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it("shows the server's refusal as a danger alert with the careers e-mail and logs it", async () => {
    const { page, problems } = await open('/careers')
    await page.route(endpoint, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Position is not valid' }),
      }),
    )
    const { form, submit } = applicationForm(page)
    await fillValid(form)
    await submit()
    const alert = page.getByRole('alert').filter({ hasText: 'Position is not valid' })
    await expect.poll(() => alert.isVisible()).toBe(true)
    expect(await alert.getAttribute('data-variant')).toBe('danger')
    expect(await alert.getByRole('link', { name: CAREERS_EMAIL }).getAttribute('href')).toBe(
      `mailto:${CAREERS_EMAIL}`,
    )
    // Nothing is cleared after a failure.
    expect(await form.locator('[name="fullname"]').inputValue()).toBe('Omar Nasser')
    expect(problems.errors).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'error: Error submitting application: Position is not valid',
    ])
    await page.context().close()
  })

  it('reports a non-JSON reply and can be dismissed', async () => {
    const { page, problems } = await open('/careers', MOBILE)
    await page.route(endpoint, (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' }),
    )
    const { form, submit } = applicationForm(page)
    await fillValid(form)
    await submit()
    const alert = page.getByTestId('careers-result')
    await expect.poll(() => alert.isVisible()).toBe(true)
    expect(await alert.getAttribute('role')).toBe('alert')
    expect(await alert.getAttribute('data-variant')).toBe('danger')
    expect(await alert.textContent()).toContain('Server returned non-JSON response: Bad gateway')
    expect(await alert.textContent()).toContain(CAREERS_EMAIL)
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => alert.count()).toBe(0)
    expect(problems.errors).toEqual([
      'error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)',
      'error: Error submitting application: Server returned non-JSON response: Bad gateway',
    ])
    await page.context().close()
  })
})

describe('/contact', () => {
  it('shows the required messages and raises no alert', async () => {
    const { page, problems } = await open('/contact')
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    const { form, submit } = contactForm(page)
    await submit()
    await expect
      .poll(() => errorTexts(form))
      .toEqual([
        'Name is required',
        'Email is required',
        'Phone is required',
        'Please select a service',
      ])
    await form.locator('[name="email"]').fill('nope')
    await form.locator('[name="weight"]').fill('-5')
    await submit()
    await expect.poll(() => errorTexts(form)).toContain('Please enter a valid email')
    expect(await errorTexts(form)).toContain('Weight cannot be negative')
    expect(dialogs).toBe(0)
    expect(await form.locator('[name="destination"]').getAttribute('placeholder')).toBe(
      'City, Country',
    )
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  it('sends a valid inquiry, thanks with a browser alert after the reply and keeps the values', async () => {
    const { page, problems } = await open('/contact', MOBILE)
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(request.url())
    })
    const { form, submit } = contactForm(page)
    await form.locator('[name="name"]').fill('Li Wei')
    await form.locator('[name="email"]').fill('li.wei@example.com')
    await form.locator('[name="phone"]').fill('+86 21 5555 0000')
    await form.locator('[name="service"]').selectOption('sea-freight')
    await form.locator('[name="origin"]').fill('Shanghai, China')
    await form.locator('[name="cargoType"]').selectOption('hazardous')
    await form.locator('[name="weight"]').fill('0')
    await form.locator('[name="message"]').fill('Two 40ft containers a month.')
    // The alert blocks the page until it is answered: record and accept it as it opens.
    const dialogs: Array<{ type: string; message: string }> = []
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() })
      void dialog.accept()
    })
    const sent = page.waitForRequest(isQuoteCall)
    const replied = page.waitForResponse(isQuoteCall)
    await submit()
    expect((await sent).postDataJSON()).toEqual({
      source: 'contact',
      name: 'Li Wei',
      email: 'li.wei@example.com',
      phone: '+86 21 5555 0000',
      service: 'sea-freight',
      origin: 'Shanghai, China',
      destination: '',
      cargoType: 'hazardous',
      weight: 0,
      message: 'Two 40ft containers a month.',
      website: '',
      elapsedMs: expect.any(Number),
      lang: 'en',
    })
    expect(await (await replied).json()).toMatchObject({ success: true })
    await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: CONTACT_THANKS }])
    expect(await form.locator('[name="name"]').inputValue()).toBe('Li Wei')
    expect(await form.locator('[name="service"]').inputValue()).toBe('sea-freight')
    expect(await form.locator('[name="message"]').inputValue()).toBe('Two 40ft containers a month.')
    expect(await errorTexts(form)).toEqual([])
    expect(requests).toEqual([`${site.stack.url}/api/quote.php`])
    expect(problems.errors).toEqual([])
    await page.context().close()
  })
})

describe('quote requests to quote.php (issue 13)', () => {
  /** Fills the Get Quote form with every field, so a test can check that none is lost. */
  const fillQuote = async (form: Locator) => {
    await form.locator('[name="name"]').fill('Amira Haddad')
    await form.locator('[name="email"]').fill('amira@example.com')
    await form.locator('[name="phone"]').fill('+971 50-123 4567')
    await form.locator('[name="cargoType"]').selectOption('perishable')
    await form.locator('[name="origin"]').fill('Dubai, UAE')
    await form.locator('[name="destination"]').fill('Hamburg, Germany')
    await form.locator('[name="weight"]').fill('1200')
    await form.locator('[name="dimensions"]').fill('120 x 80 x 100 cm')
    await form.locator('[name="date"]').fill('2030-05-17')
    await form.locator('[name="additionalInfo"]').fill('Keep between 2 and 8 °C.')
  }
  const valuesOf = (form: Locator) =>
    form.evaluate((element: HTMLFormElement) =>
      Object.fromEntries(
        [...new FormData(element)].filter(([name]) => name !== 'website').map(([k, v]) => [k, v]),
      ),
    )

  it('shows the busy button while sending and the thank-you only after the reply', async () => {
    const { page, problems } = await open('/get-quote', MOBILE)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(QUOTE_CALL, async (route) => {
      await held
      await route.continue()
    })
    const { form, submit } = quoteForm(page)
    await fillQuote(form)
    const sent = page.waitForRequest(isQuoteCall)
    await submit()
    await sent
    const busy = form.getByRole('button', { name: 'Sending...' })
    await expect.poll(() => busy.isDisabled()).toBe(true)
    expect(await form.getAttribute('aria-busy')).toBe('true')
    expect(await page.getByTestId('quote-thank-you').count()).toBe(0)
    release()
    await expect.poll(() => page.getByTestId('quote-thank-you').isVisible()).toBe(true)
    expect(problems.errors).toEqual([])
    await page.context().close()
  })

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`says when a Get Quote request failed and keeps every value at ${viewport.width}px`, async () => {
      const { page, problems } = await open('/get-quote', viewport)
      await page.route(QUOTE_CALL, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal error' }),
        }),
      )
      const { form, submit } = quoteForm(page)
      await fillQuote(form)
      const before = await valuesOf(form)
      await submit()
      const alert = form.getByRole('alert')
      await expect.poll(() => alert.isVisible()).toBe(true)
      // Plain words, not the server's text for a 5xx; above the button.
      expect((await alert.textContent())?.trim()).toBe(SEND_FAILED)
      const button = form.getByRole('button', { name: 'Submit Request' })
      expect(await button.isEnabled()).toBe(true)
      const [alertBox, buttonBox] = [await alert.boundingBox(), await button.boundingBox()]
      expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(buttonBox!.y)
      expect(await valuesOf(form)).toEqual(before)
      expect(await page.getByTestId('quote-thank-you').count()).toBe(0)
      if (viewport === MOBILE) {
        await alert.scrollIntoViewIfNeeded()
        await page.screenshot({ path: '.tmp/h9-shots/e2e-get-quote-failure-390.png' })
      }
      expect(problems.errors).toEqual([
        'error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
        `error: Quote request not sent: ${SEND_FAILED}`,
      ])

      // The next send that the server accepts clears the alert and thanks.
      await page.unroute(QUOTE_CALL)
      await submit()
      await expect.poll(() => page.getByTestId('quote-thank-you').isVisible()).toBe(true)
      await page.context().close()
    })
  }

  it("shows the server's refusal of a request and a plain note when rate limited", async () => {
    const { page } = await open('/get-quote')
    let status = 400
    await page.route(QUOTE_CALL, (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: status === 400 ? 'email: Invalid email address' : 'Slow' }),
      }),
    )
    const { form, submit } = quoteForm(page)
    await fillQuote(form)
    await submit()
    const alert = form.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('email: Invalid email address')
    expect(await alert.textContent()).toContain(SEND_FAILED)
    status = 429
    await submit()
    await expect.poll(() => alert.textContent()).toContain('several requests in a short time')
    expect(await alert.textContent()).not.toContain('Slow')
    await page.context().close()
  })

  it('says when a contact inquiry failed, raises no browser alert and keeps every value', async () => {
    const { page, problems } = await open('/contact')
    await page.route(QUOTE_CALL, (route) => route.abort('connectionrefused'))
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    const { form, submit } = contactForm(page)
    await form.locator('[name="name"]').fill('Li Wei')
    await form.locator('[name="email"]').fill('li.wei@example.com')
    await form.locator('[name="phone"]').fill('+86 21 5555 0000')
    await form.locator('[name="service"]').selectOption('warehousing')
    await form.locator('[name="origin"]').fill('Shanghai, China')
    await form.locator('[name="destination"]').fill('Jebel Ali, UAE')
    await form.locator('[name="cargoType"]').selectOption('oversized')
    await form.locator('[name="weight"]').fill('12.5')
    await form.locator('[name="message"]').fill('Two 40ft containers a month.')
    const before = await valuesOf(form)
    await submit()
    const alert = form.getByRole('alert')
    await expect.poll(() => alert.isVisible()).toBe(true)
    expect((await alert.textContent())?.trim()).toBe(SEND_FAILED)
    expect(await valuesOf(form)).toEqual(before)
    expect(dialogs).toEqual([])
    await alert.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '.tmp/h9-shots/e2e-contact-failure-1280.png' })
    expect(problems.errors).toEqual([
      expect.stringMatching(/^request failed: .*\/api\/quote\.php net::ERR_CONNECTION_REFUSED$/),
      'error: Failed to load resource: net::ERR_CONNECTION_REFUSED',
      `error: Quote request not sent: ${SEND_FAILED}`,
    ])
    await page.context().close()
  })

  it('keeps the honeypot out of sight and out of the tab order', async () => {
    for (const path of ['/get-quote', '/contact']) {
      const { page } = await open(path)
      const honeypot = page.locator('main form [name="website"]')
      expect(await honeypot.count(), path).toBe(1)
      expect(await honeypot.isVisible(), path).toBe(true) // rendered (bots fill it) ...
      const box = await honeypot.boundingBox()
      // ... but off-screen, not display:none, and hidden from assistive technology.
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(0)
      expect(await honeypot.getAttribute('tabindex')).toBe('-1')
      expect(await honeypot.getAttribute('autocomplete')).toBe('off')
      expect(await honeypot.evaluate((input) => !!input.closest('[aria-hidden="true"]'))).toBe(true)
      // Tab from the last visible field reaches the submit button, never the honeypot.
      const focused: string[] = []
      await page.locator('main form textarea').focus()
      for (let step = 0; step < 2; step++) {
        await page.keyboard.press('Tab')
        focused.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? '',
          ),
        )
      }
      expect(focused[0], path).toBe('BUTTON')
      expect(focused, path).not.toContain('website')
      await page.context().close()
    }
  })
})
