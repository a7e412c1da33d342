import { describe, expect, it } from 'vitest'
import { scheduledReleasesSchema } from '#contract/scheduled-releases'
import { useApiStack } from '#test-support/api-stack'

/**
 * GET /api/releases/scheduled (docs/decisions/043): the dashboard's read-only list of what the
 * content store publishes on its own, soonest first, with failed publishes and their reason, in
 * SITE_TIME_ZONE. Administrators only.
 */
const used = useApiStack({ stack: { env: { SITE_TIME_ZONE: 'Europe/London' } } })

describe('the scheduled releases list', () => {
  it('is for administrators only', async () => {
    const anonymous = await fetch(`${used.stack.apiUrl}/releases/scheduled`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: expect.any(String) })
  })

  it('lists scheduled releases soonest first, and failed ones with why', async () => {
    const client = used.stack.client!
    const stamp = Date.now().toString(36)
    await client.createIfNotExists({ _id: 'aboutPage', _type: 'aboutPage' })
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const sooner = new Date(Date.now() + 86_400_000).toISOString()
    for (const [releaseId, title, publishAt] of <[string, string, string][]>[
      [`rLater${stamp}`, 'New year prices', later],
      [`rSooner${stamp}`, 'National Day greeting', sooner],
    ]) {
      await client.releases.create({ releaseId, metadata: { title, releaseType: 'scheduled' } })
      await client.createVersion({ publishedId: 'aboutPage', baseId: 'aboutPage', releaseId })
      await client.releases.schedule({ releaseId, publishAt })
    }
    const failedId = `rFailed${stamp}`
    await client.releases.create({ releaseId: failedId, metadata: { title: 'Price notice' } })
    // As the scheduler leaves a release it could not publish (its tokens may write releases).
    await client
      .patch(`_.releases.${failedId}`)
      .set({ error: { message: 'aboutPage was published again' } })
      .commit()
    await client.releases.create({ releaseId: `rIdle${stamp}`, metadata: { title: 'Draft only' } })

    const response = await fetch(`${used.stack.apiUrl}/releases/scheduled`, {
      headers: { authorization: `Bearer ${used.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = scheduledReleasesSchema.parse(await response.json())
    expect(body.timeZone).toBe('Europe/London')
    const mine = body.items.filter((item) => item.id.endsWith(stamp))
    expect(mine.map((item) => [item.title, item.status, item.documents])).toEqual([
      ['Price notice', 'failed', 0],
      ['National Day greeting', 'scheduled', 1],
      ['New year prices', 'scheduled', 1],
    ])
    expect(mine[1]!.publishAt).toBe(sooner)
    expect(mine[0]!.error).toContain('published again')
  })
})
