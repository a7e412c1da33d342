import { describe, expect, it } from 'vitest'
import { homeListResponseSchema } from '#contract/home'
import { postAdminForm } from '#test-support/admin-api'
import { useApiStack, type ApiStack, type UsedApiStack } from '#test-support/api-stack'

async function list(stack: ApiStack) {
  const response = await fetch(`${stack.apiUrl}/home.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ mode: 'getall' }),
  })
  expect(response.status).toBe(200)
  const body = homeListResponseSchema.parse(await response.json())
  if (!body.success) throw new Error(body.error)
  return body.data
}

async function save({ stack, token }: UsedApiStack, slogan: string) {
  const response = await postAdminForm(stack.apiUrl, token, 'home.php', {
    slogone: slogan,
    testimonial: JSON.stringify([`${slogan} testimonial`]),
  })
  expect(response.status).toBe(200)
}

describe('home.php list: served from memory, never stale', () => {
  const api = useApiStack()

  it('shows our own save on the very next list call', async () => {
    await list(api.stack) // warm the cache
    await save(api, 'First save')
    expect((await list(api.stack))[0]!.slogen).toEqual(['First save', '', ''])
    await save(api, 'Second save')
    const entries = await list(api.stack)
    expect(entries.map((entry) => entry.slogen[0])).toEqual(['Second save', 'First save'])
  })

  it('shows a change made elsewhere (Studio, another instance) within a second', async () => {
    const client = api.stack.client!
    await list(api.stack)
    // ADR 034: the first row is what the page shows, the hero slides and testimonials.
    const [slide] = await client.fetch<Array<{ _id: string }>>(
      '*[_type == "heroSlide"] | order(order asc){_id}',
    )
    await client
      .patch(slide!._id)
      .set({ title: { _type: 'localeString', en: 'From Studio' } })
      .commit()
    await client.create({
      _id: 'made-in-studio',
      _type: 'testimonial',
      order: 99,
      quote: { _type: 'localeText', en: 'Kept' },
    })
    const first = () => list(api.stack).then((entries) => entries[0]!)
    const poll = { timeout: 1000, interval: 50 }
    await expect.poll(async () => (await first()).slogen[0], poll).toBe('From Studio')
    await expect.poll(async () => (await first()).testimonial.at(-1), poll).toBe('Kept')
    await client.delete('made-in-studio')
    await expect.poll(async () => (await first()).testimonial.includes('Kept'), poll).toBe(false)
  })

  it('leaves Studio drafts out of the list', async () => {
    await api.stack.client!.create({
      _id: 'drafts.unsaved',
      _type: 'homeEntry',
      slogans: ['Draft'],
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await list(api.stack)).map((entry) => entry.id)).not.toContain('drafts.unsaved')
  })
})
