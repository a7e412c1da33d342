import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { UI_TEXTS_AR } from '#web/lib/ui-texts-ar'
import { DESKTOP, openPage, waitForHydration } from './support/browser'
import { useSiteAndBrowser } from './support/site-stack'

/**
 * The get-quote and careers forms in Arabic (issue 15): on /ar pages their labels and every
 * validation message of spec §5 are the dictionary's Arabic; on the English pages the spec's
 * English stays verbatim. The expected texts are read from the dictionary, never retyped here.
 */
const site = useSiteAndBrowser()

/** The Arabic of an English UI text; fails the test when the dictionary lacks it. */
function ar(english: string): string {
  const arabic = UI_TEXTS_AR[english]
  if (!arabic) throw new Error(`No Arabic entry for ${JSON.stringify(english)}`)
  return arabic
}

const QUOTE_REQUIRED = [
  'Name is required',
  'Email is required',
  'Phone is required',
  'Origin is required',
  'Destination is required',
  'Weight is required',
]
const CAREERS_REQUIRED = [
  'Full name is required',
  'Email is required',
  'Phone is required',
  'Please select a position',
  'Please select your experience',
  'Please select a location',
  'Please attach your resume',
]

async function open(path: string): Promise<Page> {
  const { page } = await openPage(site.browser, DESKTOP)
  await page.goto(`${site.stack.url}${path}`, { waitUntil: 'load' })
  await waitForHydration(page, 'main form')
  return page
}

async function errorTexts(page: Page): Promise<string[]> {
  const texts = await page.locator('main form [data-part="error-text"]').allTextContents()
  return texts.map((text) => text.trim())
}

async function labelTexts(page: Page): Promise<string[]> {
  const texts = await page.locator('main form label[data-part="label"]').allTextContents()
  // The required mark '*' is part of the label's text content.
  return texts.map((text) => text.replace(/\*$/, '').trim())
}

describe('the get-quote form in Arabic', () => {
  it('is right to left with Arabic labels, options and button', async () => {
    const page = await open('/ar/get-quote')
    try {
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      const form = page.getByRole('form', { name: ar('Quote request') })
      await expect.poll(() => form.count()).toBe(1)
      expect(await labelTexts(page)).toEqual(
        [
          'Full Name',
          'Email',
          'Phone',
          'Cargo Type',
          'Origin',
          'Destination',
          'Weight (kg)',
          'Dimensions (L x W x H)',
          'Desired Pickup Date',
          'Additional Information',
        ].map(ar),
      )
      const options = await form.locator('select[name="cargoType"] option').evaluateAll((all) =>
        all.map((option) => ({
          value: (option as HTMLOptionElement).value,
          label: option.textContent,
        })),
      )
      // The values the server receives stay the contract's; only the labels are Arabic.
      expect(options).toEqual([
        { value: 'general', label: ar('General Cargo') },
        { value: 'perishable', label: ar('Perishable Goods') },
        { value: 'fragile', label: ar('Fragile Items') },
      ])
      expect(await form.locator('input[name="origin"]').getAttribute('placeholder')).toBe(
        ar('City, Country'),
      )
      await expect
        .poll(() => form.getByRole('button', { name: ar('Submit Request') }).count())
        .toBe(1)
    } finally {
      await page.close()
    }
  })

  it('shows the Arabic messages of spec §5 on an empty and an invalid submit', async () => {
    const page = await open('/ar/get-quote')
    try {
      const submit = page.getByRole('button', { name: ar('Submit Request') })
      await submit.click()
      await expect.poll(() => errorTexts(page)).toEqual(QUOTE_REQUIRED.map(ar))

      await page.locator('input[name="name"]').fill('سالم')
      await page.locator('input[name="email"]').fill('not-an-email')
      await page.locator('input[name="phone"]').fill('call me')
      await page.locator('input[name="origin"]').fill('الشارقة')
      await page.locator('input[name="destination"]').fill('الرياض')
      await page.locator('input[name="weight"]').fill('120')
      await submit.click()
      await expect
        .poll(() => errorTexts(page))
        .toEqual([ar('Please enter a valid email'), ar('Please enter a valid phone number')])
    } finally {
      await page.close()
    }
  })

  it('keeps the spec’s English messages on /get-quote', async () => {
    const page = await open('/get-quote')
    try {
      expect(await page.locator('html').getAttribute('dir')).not.toBe('rtl')
      await page.getByRole('button', { name: 'Submit Request' }).click()
      await expect.poll(() => errorTexts(page)).toEqual(QUOTE_REQUIRED)
      expect(await labelTexts(page)).toContain('Weight (kg)')
    } finally {
      await page.close()
    }
  })
})

describe('the careers form in Arabic', () => {
  it('shows Arabic labels and the Arabic messages on an empty submit', async () => {
    const page = await open('/ar/careers')
    try {
      const form = page.getByRole('form', { name: ar('Job application') })
      await expect.poll(() => form.count()).toBe(1)
      expect(await labelTexts(page)).toEqual(
        [
          'Full Name',
          'Email',
          'Phone',
          'Position',
          'Experience',
          'Education',
          'Location',
          'Resume',
          'Cover Letter',
        ].map(ar),
      )
      const placeholder = form.locator('select[name="position"] option[value=""]')
      expect(await placeholder.textContent()).toBe(ar('Select a position'))
      await form.getByRole('button', { name: ar('Submit Application') }).click()
      await expect.poll(() => errorTexts(page)).toEqual(CAREERS_REQUIRED.map(ar))
    } finally {
      await page.close()
    }
  })

  it('shows the Arabic message for an invalid e-mail and a résumé of the wrong type', async () => {
    const page = await open('/ar/careers')
    try {
      await page.locator('input[name="email"]').fill('not-an-email')
      await page.locator('input[name="resume"]').setInputFiles({
        name: 'cv.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a résumé'),
      })
      await page.getByRole('button', { name: ar('Submit Application') }).click()
      await expect
        .poll(() => errorTexts(page))
        .toEqual(
          expect.arrayContaining([
            ar('Please enter a valid email'),
            ar('Resume must be a .pdf, .doc or .docx file'),
          ]),
        )
    } finally {
      await page.close()
    }
  })

  it('keeps the spec’s English messages on /careers', async () => {
    const page = await open('/careers')
    try {
      await page.getByRole('button', { name: 'Submit Application' }).click()
      await expect.poll(() => errorTexts(page)).toEqual(CAREERS_REQUIRED)
    } finally {
      await page.close()
    }
  })
})
