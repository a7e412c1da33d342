import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeListResponseSchema } from '#contract/home'
import { startApiStack, type ApiStack } from '#test-support/api-stack'

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

async function save(stack: ApiStack, token: string, slogan: string) {
  const form = new FormData()
  form.set('slogone', slogan)
  form.set('testimonial', JSON.stringify([`${slogan} testimonial`]))
  form.set('mode', 'post')
  const response = await fetch(`${stack.apiUrl}/home.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(200)
}

describe('home.php list: served from memory, never stale', () => {
  let stack: ApiStack
  let token: string

  beforeAll(async () => {
    stack = await startApiStack()
    token = await stack.login()
  })
  afterAll(() => stack?.close())

  it('shows our own save on the very next list call', async () => {
    await list(stack) // warm the cache
    await save(stack, token, 'First save')
    expect((await list(stack))[0]!.slogen).toEqual(['First save', '', ''])
    await save(stack, token, 'Second save')
    const entries = await list(stack)
    expect(entries.map((entry) => entry.slogen[0])).toEqual(['Second save', 'First save'])
  })

  it('shows a change made elsewhere (Studio, another instance) within a second', async () => {
    await list(stack)
    await stack.client!.create({
      _id: 'made-in-studio',
      _type: 'homeEntry',
      savedAt: new Date(Date.now() + 60_000).toISOString(),
      slogans: ['From Studio'],
      subSlogans: [],
      testimonials: ['  ', 'Kept'],
    })
    await expect
      .poll(async () => (await list(stack))[0], { timeout: 1000, interval: 50 })
      .toEqual({
        id: 'made-in-studio',
        video: ['', '', ''],
        slogen: ['From Studio', '', ''],
        subslogen: ['', '', ''],
        testimonial: ['Kept'],
      })
    await stack.client!.delete('made-in-studio')
    await expect
      .poll(async () => (await list(stack)).some((entry) => entry.id === 'made-in-studio'), {
        timeout: 1000,
        interval: 50,
      })
      .toBe(false)
  })

  it('leaves Studio drafts out of the list', async () => {
    await stack.client!.create({ _id: 'drafts.unsaved', _type: 'homeEntry', slogans: ['Draft'] })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await list(stack)).map((entry) => entry.id)).not.toContain('drafts.unsaved')
  })
})
