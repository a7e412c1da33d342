import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CAREER_APPLICATION_TYPE } from '#adapters/cms/career-applications'
import { CAREERS_MIN_FILL_MS } from '#contract/careers'
import { openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * careers.php's abuse controls from the browser (issue 13, docs/decisions/017): the form sends
 * its honeypot and fill time; a person is stored, a bot gets the same success and is not.
 */
const site = useSiteAndBrowser()

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)
const APPLICATION_OK = 'Application submitted successfully! We will contact you soon.'

async function openCareers(): Promise<{ page: Page; form: Locator; errors: string[] }> {
  const { page, problems } = await openPage(site.browser)
  await page.goto(`${site.stack.url}/careers`, { waitUntil: 'load' })
  await waitForHydration(page, 'main form')
  return {
    page,
    form: page.getByRole('form', { name: 'Job application' }),
    errors: problems.errors,
  }
}

async function fill(form: Locator, name: string, email: string): Promise<void> {
  await form.locator('[name="fullname"]').fill(name)
  await form.locator('[name="email"]').fill(email)
  await form.locator('[name="phone"]').fill('+971 50 555 0101')
  await form.locator('[name="position"]').selectOption('fleet-manager')
  await form.locator('[name="experience"]').selectOption('5-10')
  await form.locator('[name="location"]').selectOption('remote')
  await form
    .locator('[name="resume"]')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF })
}

async function storedFor(email: string): Promise<Array<{ fullname: string }>> {
  return site.stack.client!.fetch(
    '*[_type == $type && email == $email]{fullname}',
    { type: CAREER_APPLICATION_TYPE, email },
    { perspective: 'raw' },
  )
}

async function submitAndReadAlert(page: Page, form: Locator) {
  // Read on the way (a multipart body with a file is only readable from a route).
  let body = ''
  await page.route('**/api/careers.php', async (route) => {
    body = route.request().postDataBuffer()?.toString('latin1') ?? ''
    await route.continue()
  })
  await form.getByRole('button', { name: 'Submit Application' }).click()
  const alert = page.getByTestId('careers-result')
  await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true)
  return {
    body,
    variant: await alert.getAttribute('data-variant'),
    text: await alert.textContent(),
  }
}

describe('/careers abuse controls', () => {
  it('stores the application of a visitor who takes the time a person takes', async () => {
    const { page, form, errors } = await openCareers()
    const openedAt = Date.now()
    await fill(form, 'Huda Karim', 'huda.karim@example.com')
    const left = CAREERS_MIN_FILL_MS + 300 - (Date.now() - openedAt)
    if (left > 0) await page.waitForTimeout(left)

    const { body, variant, text } = await submitAndReadAlert(page, form)
    expect(body).toContain('name="website"\r\n\r\n\r\n')
    const elapsed = Number(/name="elapsedMs"\r\n\r\n(\d+)\r\n/.exec(body)?.[1])
    expect(elapsed).toBeGreaterThanOrEqual(CAREERS_MIN_FILL_MS)
    expect(variant).toBe('success')
    expect(text).toContain(APPLICATION_OK)
    expect(await storedFor('huda.karim@example.com')).toEqual([{ fullname: 'Huda Karim' }])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('answers a form-filling bot (honeypot filled) with the same success and stores nothing', async () => {
    const { page, form, errors } = await openCareers()
    await fill(form, 'Spam Bot', 'bot@example.com')
    // What a bot does: fill every text input it finds, the honeypot too.
    await form.locator('[name="website"]').fill('https://spam.example', { force: true })

    const { body, variant, text } = await submitAndReadAlert(page, form)
    expect(body).toContain('name="website"\r\n\r\nhttps://spam.example\r\n')
    expect(variant).toBe('success')
    expect(text).toContain(APPLICATION_OK)
    expect(await storedFor('bot@example.com')).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })
})
