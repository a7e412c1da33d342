import type { SanityDocument } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { aboutGetResponseSchema } from '#contract/about'
import { mediaCenterGetResponseSchema } from '#contract/media-center'
import { shipmentGetResponseSchema } from '#contract/shipments'
import { studioDraftResponseSchema } from '#contract/studio-drafts'
import { trackshipGetResponseSchema } from '#contract/trackship'
import { postAdminForm } from '#test-support/admin-api'
import { useApiStack } from '#test-support/api-stack'

/**
 * Issue 25, item 4 (docs/decisions/025): an admin-panel save of a document the Studio has a draft
 * of is applied to the draft too, so publishing that older draft afterwards keeps the admin's
 * values; the draft's own unpublished edits (here: Arabic texts) are kept as well.
 *
 * The Studio's side is played with @sanity/client's Actions API calls, the ones the Studio sends:
 * `sanity.action.document.edit` (the first keystroke copies the published document into
 * `drafts.<id>`) and `sanity.action.document.publish` with `ifPublishedRevisionId` set to the
 * published revision it holds, which by then is the admin's save (the Studio listens).
 */
describe('an admin save, then the publish of an older Studio draft', () => {
  const api = useApiStack()
  const studio = () => api.stack.client!
  const draftIdOf = (id: string) => `drafts.${id}`

  async function studioEdit(id: string, patch: Record<string, unknown>): Promise<void> {
    await studio().action({
      actionType: 'sanity.action.document.edit',
      publishedId: id,
      draftId: draftIdOf(id),
      patch,
    })
  }

  async function studioPublish(id: string): Promise<void> {
    const published = await studio().getDocument(id)
    await studio().action({
      actionType: 'sanity.action.document.publish',
      publishedId: id,
      draftId: draftIdOf(id),
      ifPublishedRevisionId: published?._rev,
    })
  }

  async function adminSave(route: string, fields: Record<string, string>): Promise<void> {
    const response = await postAdminForm(api.stack.apiUrl, api.token, route, fields)
    const text = await response.text()
    expect(response.status, text).toBe(200)
    expect(JSON.parse(text)).toMatchObject({ success: true })
  }

  async function read(route: string, lang: 'en' | 'ar' = 'en'): Promise<unknown> {
    const response = await fetch(`${api.stack.apiUrl}/${route}?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ mode: 'get' }),
    })
    expect(response.status).toBe(200)
    return response.json()
  }

  function dataOf<T>(reply: { success: true; data: T } | { success: false; error: string }): T {
    if (!reply.success) throw new Error(reply.error)
    return reply.data
  }

  async function studioDraftOf(page: string, token: string | null = api.token) {
    return fetch(`${api.stack.apiUrl}/studio-drafts/${page}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  }

  async function draftNotice(page: string) {
    const response = await studioDraftOf(page)
    expect(response.status).toBe(200)
    return studioDraftResponseSchema.parse(await response.json()).draft
  }

  it('about.php: the published page keeps the admin save; the draft its Arabic', async () => {
    await adminSave('about.php', {
      welcomeTitle: 'Welcome (before)',
      welcomeContent: 'We move cargo.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      visionPoints: JSON.stringify(['Fast']),
    })
    expect(await draftNotice('about')).toBeNull()
    // An editor starts a draft in the Studio: an Arabic title, not published yet.
    await studioEdit('aboutPage', { set: { 'welcomeTitle.ar': 'أهلاً من الاستوديو' } })
    expect(await draftNotice('about')).toMatchObject({ updatedAt: expect.any(String) })
    // The admin saves the English page meanwhile.
    await adminSave('about.php', {
      welcomeTitle: 'Welcome (admin)',
      welcomeContent: 'We move cargo.\n\nSince 1995.',
      whoWeAreTitle: 'Who we are',
      whoWeAreContent: 'A Dubai company.',
      ourVisionTitle: 'Our vision',
      visionPoints: JSON.stringify(['Fast', 'Safe']),
    })
    await studioPublish('aboutPage')

    const english = dataOf(aboutGetResponseSchema.parse(await read('about.php')))
    expect(english).toMatchObject({
      welcomeTitle: 'Welcome (admin)',
      welcomeContent: 'We move cargo.\n\nSince 1995.',
      visionPoints: ['Fast', 'Safe'],
    })
    const arabic = dataOf(aboutGetResponseSchema.parse(await read('about.php', 'ar')))
    expect(arabic.welcomeTitle).toBe('أهلاً من الاستوديو')
    expect(await studio().getDocument(draftIdOf('aboutPage'))).toBeUndefined()
    expect(await draftNotice('about')).toBeNull()
  })

  it('trackship.php: the published page keeps the admin save; the draft its Arabic', async () => {
    await adminSave('trackship.php', { shipmentcontent: 'Enter your number.\n\nCall us.' })
    const arabicBlocks = [
      {
        _type: 'block',
        _key: 'ar1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'ar1s', text: 'أدخل رقم الشحنة.', marks: [] }],
      },
    ]
    await studioEdit('trackShipmentPage', { set: { 'shipmentContent.ar': arabicBlocks } })
    expect(await draftNotice('trackship')).not.toBeNull()
    await adminSave('trackship.php', {
      shipmentcontent: 'Enter your tracking number.\n\nCall us any time.',
    })
    await studioPublish('trackShipmentPage')

    const english = dataOf(trackshipGetResponseSchema.parse(await read('trackship.php')))
    expect(english.shipmentcontent).toBe('Enter your tracking number.\n\nCall us any time.')
    const arabic = dataOf(trackshipGetResponseSchema.parse(await read('trackship.php', 'ar')))
    expect(arabic.shipmentcontent).toBe('أدخل رقم الشحنة.')
  })

  it('media-center.php: the published page keeps the admin save; the draft its Arabic', async () => {
    const date = '2026-01-05'
    await adminSave('media-center.php', {
      news: JSON.stringify([{ title: 'New hub', content: 'Opening soon.', date }]),
      videoLinks: JSON.stringify(['https://www.youtube.com/watch?v=before']),
    })
    const published = await studio().getDocument<SanityDocument>('mediaCenter')
    const key = (published!.news as { _key: string }[])[0]!._key
    await studioEdit('mediaCenter', {
      set: { [`news[_key=="${key}"].title.ar`]: 'مركز جديد' },
    })
    expect(await draftNotice('media-center')).not.toBeNull()
    await adminSave('media-center.php', {
      news: JSON.stringify([{ title: 'New hub', content: 'Open in Jebel Ali.', date }]),
      videoLinks: JSON.stringify(['https://www.youtube.com/watch?v=after']),
    })
    await studioPublish('mediaCenter')

    const english = dataOf(mediaCenterGetResponseSchema.parse(await read('media-center.php')))
    expect(english.news).toEqual([{ title: 'New hub', content: 'Open in Jebel Ali.', date }])
    expect(english.videoLinks).toEqual(['https://www.youtube.com/watch?v=after'])
    const arabic = dataOf(mediaCenterGetResponseSchema.parse(await read('media-center.php', 'ar')))
    expect(arabic.news[0]?.title).toBe('مركز جديد')
  })

  it('shipments: an edit with If-Match and an added event survive the draft publish', async () => {
    const number = 'DRAFT-0001'
    const id = `private.shipment.${number}`
    const shipment = {
      mode: 'sea',
      origin: 'Jebel Ali',
      destination: 'Rotterdam',
      status: 'Booked',
      eta: '2026-12-20',
      events: [{ time: '2026-12-01T08:00:00Z', location: 'Jebel Ali', status: 'Booked' }],
    }
    const auth = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' }
    const url = `${api.stack.apiUrl}/shipments/${number}`
    expect(
      (await fetch(url, { method: 'PUT', headers: auth, body: JSON.stringify(shipment) })).status,
    ).toBe(200)
    await studioEdit(id, { set: { 'status.ar': 'محجوز' } })

    const opened = shipmentGetResponseSchema.parse(
      await (await fetch(url, { headers: auth })).json(),
    )
    expect(opened.studioDraft).toMatchObject({ updatedAt: expect.any(String) })
    const edited = { ...shipment, status: 'Loaded' }
    const saved = await fetch(url, {
      method: 'PUT',
      headers: { ...auth, 'if-match': `"${opened.revision}"` },
      body: JSON.stringify(edited),
    })
    expect(saved.status, await saved.text()).toBe(200)
    const event = { time: '2026-12-03T08:00:00Z', location: 'Suez', status: 'In transit' }
    const added = await fetch(`${url}/events`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(event),
    })
    expect(added.status, await added.text()).toBe(200)
    await studioPublish(id)

    const after = shipmentGetResponseSchema.parse(
      await (await fetch(url, { headers: auth })).json(),
    )
    expect(after.status).toBe('Loaded')
    expect(after.events).toEqual([...shipment.events, event])
    expect(after.studioDraft).toBeUndefined()
    const arabic = shipmentGetResponseSchema.parse(
      await (await fetch(`${url}?lang=ar`, { headers: auth })).json(),
    )
    expect(arabic.status).toBe('محجوز')
  })

  it('studio-drafts/{page}: admin only; an unknown page is a 404 with a JSON error', async () => {
    expect((await studioDraftOf('about', null)).status).toBe(401)
    expect((await studioDraftOf('about', 'not-a-token')).status).toBe(401)
    const unknown = await studioDraftOf('home')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) })
  })
})
