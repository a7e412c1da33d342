import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { OUTSIDE_TARGETS, SITE_TARGETS } from '#test-support/redirect-forms'
import { DATASET } from '#test-support/lake'
import { startSiteStack } from './support/site-stack'
import type { ApiStack } from '#test-support/api-stack'
import { useStarted } from '#test-support/use-started'

/**
 * Redirects checked again when the site answers (issue 25 item 6, ADR 026): a redirect document
 * stored before the lake checked them (written here straight into the store, past the API) is
 * not followed when its target is another site, a script or anything that becomes one: the path
 * is the not-found page, and the server logs the target once. Good targets still redirect.
 */
const PARTNER = 'https://partner.example'
const current = useStarted(
  'the site stack',
  () => startSiteStack({ env: { REDIRECT_ALLOWED_ORIGINS: PARTNER } }),
  (stack) => stack.close(),
)
const stack = (): ApiStack => current()

let seq = 0
let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

/** A published redirect from a fresh path, written straight into the lake's store. */
function storeRedirect(to: string): string {
  const from = `/moved-${++seq}`
  const now = new Date().toISOString()
  const id = `redirect-direct-${seq}`
  stack().lake!.lake.store.commit({
    dataset: DATASET,
    id: `direct${seq}`,
    timestamp: now,
    identity: 'test',
    mutations: [],
    changes: [
      {
        id,
        before: null,
        after: {
          _id: id,
          _type: 'redirect',
          _rev: `direct${seq}`,
          _createdAt: now,
          _updatedAt: now,
          from,
          to,
          permanent: false,
        },
      },
    ],
  })
  return from
}

async function get(path: string) {
  const response = await fetch(`${stack().url}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}

/** The server's warnings that name `to`. */
const warningsAbout = (to: string) =>
  warn.mock.calls.filter(([message]) => String(message).includes(JSON.stringify(to)))

describe('a stored redirect the lake would refuse now', () => {
  // The empty target is no redirect at all (the site has always ignored it).
  it.each(OUTSIDE_TARGETS.filter(Boolean))('to %j is not followed, and logged once', async (to) => {
    const from = storeRedirect(to)
    for (const path of [from, from, `/ar${from}`]) {
      expect(await get(path), path).toEqual({ status: 404, location: null })
    }
    expect(warningsAbout(to)).toHaveLength(1)
  })

  it('to the allow-listed origin, or a path of the site, is followed', async () => {
    for (const to of [...SITE_TARGETS, `${PARTNER}/track?id=1`]) {
      const from = storeRedirect(to)
      expect(await get(from), to).toEqual({ status: 302, location: to })
    }
    // In Arabic, to the Arabic version of the site's page (ADR 022); another site as written.
    expect(await get(`/ar${storeRedirect('/contact')}`)).toEqual({
      status: 302,
      location: '/ar/contact',
    })
    expect(await get(`/ar${storeRedirect(`${PARTNER}/x`)}`)).toEqual({
      status: 302,
      location: `${PARTNER}/x`,
    })
    expect(warn).not.toHaveBeenCalled()
  })
})
