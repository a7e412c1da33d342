import { describe, expect, it } from 'vitest'
import type { ApiStack } from '#test-support/api-stack'
import { useStarted } from '#test-support/use-started'
import { startSiteStack } from '../e2e/support/site-stack'

/**
 * A scheduled release reaches the public pages at its time (docs/decisions/043): the lake's
 * scheduler publishes it with no browser open, and the publish drops the cached pages that read
 * the changed documents (the sync tags of docs/decisions/029), so the next load shows it.
 */
const stack = useStarted(
  'the site stack',
  () => startSiteStack(),
  (s: ApiStack) => s.close(),
)

async function html(path: string) {
  const response = await fetch(`${stack().url}${path}`, {
    headers: { 'accept-encoding': 'identity' },
  })
  expect(response.status, path).toBe(200)
  return response.text()
}

async function schedule(releaseId: string, inMs: number) {
  const publishAt = new Date(Date.now() + inMs).toISOString()
  await stack().client!.releases.schedule({ releaseId, publishAt })
  return Date.parse(publishAt)
}

describe('scheduled releases on the public site', () => {
  it('changes /ar/abouts at the release time, not before', async () => {
    const client = stack().client!
    const releaseId = `rAbout${Date.now().toString(36)}`
    const title = `أهلاً بكم ${Date.now()}`
    await client.releases.create({ releaseId, metadata: { title: 'Eid greeting' } })
    await client.createVersion({ publishedId: 'aboutPage', baseId: 'aboutPage', releaseId })
    await client.patch(`versions.${releaseId}.aboutPage`).set({ 'welcomeTitle.ar': title }).commit()
    const dueAt = await schedule(releaseId, 2500)
    expect(await html('/ar/abouts')).not.toContain(title)
    await expect.poll(() => html('/ar/abouts'), { timeout: 8_000, interval: 100 }).toContain(title)
    // Shown at the time (the page is rendered after the publish), within a second of it.
    expect(Date.now()).toBeGreaterThanOrEqual(dueAt)
    expect(Date.now() - dueAt).toBeLessThan(1500)
  })

  it('takes a leader off /leadership at the time of a scheduled unpublish', async () => {
    const client = stack().client!
    const member = await client.fetch<{ _id: string; name: string }>(
      '*[_type == "leadershipMember"] | order(order asc)[0]{_id, "name": name.en}',
    )
    expect(member.name).toMatch(/\S/)
    expect(await html('/leadership')).toContain(member.name)
    const releaseId = `rLeave${Date.now().toString(36)}`
    await client.releases.create({ releaseId, metadata: { title: 'Leaves the company' } })
    await client.unpublishVersion({ publishedId: member._id, releaseId })
    await schedule(releaseId, 1500)
    await expect
      .poll(() => html('/leadership'), { timeout: 8_000, interval: 100 })
      .not.toContain(member.name)
  })
})
