import { describe, expect, it } from 'vitest'
import { postAdminForm } from '#test-support/admin-api'
import { useApiStack } from '#test-support/api-stack'

/**
 * Issue 15: "an admin edit in Arabic shows on the Arabic page and not the English one", on the
 * rendered pages of the real site (server rendering over the real lake), after saves through the
 * legacy call with `lang` (ADR 022, Admin calls).
 */
describe('an admin edit in Arabic on the rendered site', () => {
  const api = useApiStack({ stack: { site: true }, timeoutMs: 600_000 })

  async function save(fields: Record<string, string>) {
    const response = await postAdminForm(api.stack.apiUrl, api.token, 'about.php', fields)
    expect(response.status, await response.clone().text()).toBe(200)
  }

  async function page(path: string): Promise<string> {
    const response = await fetch(`${api.stack.url}${path}`, { headers: { accept: 'text/html' } })
    expect(response.status, path).toBe(200)
    return response.text()
  }

  it('/ar/abouts shows the Arabic title, /abouts the English one', async () => {
    const english = {
      welcomeTitle: 'Welcome to Gulf Freight Partners',
      welcomeContent: 'We move cargo across the Gulf.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      visionPoints: JSON.stringify(['On time, every time']),
    }
    await save(english)
    await save({
      ...english,
      lang: 'ar',
      welcomeTitle: 'أهلاً بكم في شركاء الخليج للشحن',
      welcomeContent: 'ننقل البضائع في أرجاء الخليج.',
      visionPoints: JSON.stringify(['']),
    })
    const arabic = await page('/ar/abouts')
    expect(arabic).toMatch(/<html[^>]*lang="ar"/)
    expect(arabic).toContain('أهلاً بكم في شركاء الخليج للشحن')
    expect(arabic).toContain('ننقل البضائع في أرجاء الخليج.')
    // Not translated: the Arabic page shows the English text.
    expect(arabic).toContain('On time, every time')
    const englishPage = await page('/abouts')
    expect(englishPage).toContain('Welcome to Gulf Freight Partners')
    expect(englishPage).not.toContain('أهلاً بكم في شركاء الخليج للشحن')
  })
})
