import { describe, expect, it } from 'vitest'
import { logInAsStackAdmin, openScreen } from './support/admin-login'
import { useSiteAndBrowser } from './support/site-stack'
import { aboutContent } from './support/about-content'

/**
 * Issue 15, admin (ADR 022, Admin calls): the about screen's language toggle reads and saves the
 * Arabic texts, its Arabic inputs are right to left, the English stays as it was, and the edit
 * shows on /ar/abouts and not on /abouts.
 */
const site = useSiteAndBrowser()

const about = (lang: 'en' | 'ar') => aboutContent(`${site.stack.url}/api`, lang)

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${site.stack.url}${pathname}`, { headers: { accept: 'text/html' } })
  expect(response.status, pathname).toBe(200)
  return response.text()
}

describe('the admin about screen in Arabic', () => {
  it('edits the Arabic texts right to left and leaves the English alone', async () => {
    const englishBefore = await about('en')
    const { page } = await logInAsStackAdmin(site)
    try {
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('button', { name: 'About' })
        .click()
      await openScreen(page, 'About Us', 'About Page')
      const toggle = page.getByRole('group', { name: 'Content language' })
      await expect(
        toggle.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true')
      const welcome = page.getByLabel('Welcome title')
      await expect(welcome.getAttribute('dir')).resolves.toBeNull()

      await toggle.getByRole('button', { name: 'العربية' }).click()
      await expect.poll(() => welcome.getAttribute('dir'), { timeout: 10_000 }).toBe('rtl')
      await expect(welcome.getAttribute('lang')).resolves.toBe('ar')
      await expect(page.getByLabel('Who we are content').getAttribute('dir')).resolves.toBe('rtl')
      // The panel itself stays English.
      await expect(page.getByRole('button', { name: 'Save Changes' }).isVisible()).resolves.toBe(
        true,
      )

      const stamp = Date.now()
      const title = `مرحباً بكم ${stamp}`
      await welcome.fill(title)
      await page.getByLabel('New vision point').fill(`أسطول بلا انبعاثات ${stamp}`)
      await page.getByLabel('New vision point').press('Enter')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'About page data saved successfully!' })
        .waitFor()

      const arabic = await about('ar')
      expect(arabic.welcomeTitle).toBe(title)
      expect(arabic.visionPoints).toContain(`أسطول بلا انبعاثات ${stamp}`)
      const english = await about('en')
      expect(english.welcomeTitle).toBe(englishBefore.welcomeTitle)
      expect(english.whoWeAreContent).toBe(englishBefore.whoWeAreContent)
      // The point added in Arabic has no English: the English list is as it was.
      expect(english.visionPoints).toEqual(englishBefore.visionPoints)

      // Back to English: the English texts, left to right.
      await toggle.getByRole('button', { name: 'English' }).click()
      await expect.poll(() => welcome.getAttribute('dir'), { timeout: 10_000 }).toBeNull()
      await expect(welcome.inputValue()).resolves.toBe(englishBefore.welcomeTitle)

      expect(await html('/ar/abouts')).toContain(title)
      expect(await html('/abouts')).not.toContain(title)
    } finally {
      await page.context().close()
    }
  })
})
