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
    await list(api.stack)
    await api.stack.client!.create({
      _id: 'made-in-studio',
      _type: 'homeEntry',
      savedAt: new Date(Date.now() + 60_000).toISOString(),
      slogans: ['From Studio'],
      subSlogans: [],
      testimonials: ['  ', 'Kept'],
    })
    await expect
      .poll(async () => (await list(api.stack))[0], { timeout: 1000, interval: 50 })
      .toEqual({
        id: 'made-in-studio',
        video: ['', '', ''],
        slogen: ['From Studio', '', ''],
        subslogen: ['', '', ''],
        testimonial: ['Kept'],
      })
    await api.stack.client!.delete('made-in-studio')
    await expect
      .poll(async () => (await list(api.stack)).some((entry) => entry.id === 'made-in-studio'), {
        timeout: 1000,
        interval: 50,
      })
      .toBe(false)
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
