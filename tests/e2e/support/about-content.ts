import { aboutGetResponseSchema, type AboutContent } from '#contract/about'

/** The about page's content in one language, read through the legacy call (`apiUrl`: `…/api`). */
export async function aboutContent(apiUrl: string, lang: 'en' | 'ar'): Promise<AboutContent> {
  const response = await fetch(`${apiUrl}/about.php?lang=${lang}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'get' }),
  })
  const reply = aboutGetResponseSchema.parse(await response.json())
  if (!reply.success) throw new Error(reply.error)
  return reply.data
}
