import { describe, expect, it } from 'vitest'
import { aboutGetResponseSchema } from '#contract/about'
import { saveResponseSchema } from '#contract/fields'
import { trackshipGetResponseSchema } from '#contract/trackship'
import { postAdminForm } from '#test-support/admin-api'
import { useApiStack } from '#test-support/api-stack'

/**
 * An admin save through the legacy API (plain text) over rich text an editor wrote in Studio:
 * the real lake and server, the document written with @sanity/client and a write token.
 */
function block(
  key: string,
  text: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
    ...extra,
  }
}

const heading = block('heading', 'Track Your Shipment', { style: 'h2' })
const linked = {
  _type: 'block',
  _key: 'linked',
  style: 'normal',
  markDefs: [{ _type: 'link', _key: 'contact-link', href: 'https://example.com/contact' }],
  children: [
    { _type: 'span', _key: 'linked-1', text: 'Questions? ', marks: [] },
    { _type: 'span', _key: 'linked-2', text: 'Contact operations', marks: ['contact-link'] },
    { _type: 'span', _key: 'linked-3', text: ' any time, ', marks: [] },
    { _type: 'span', _key: 'linked-4', text: 'day or night', marks: ['strong'] },
    { _type: 'span', _key: 'linked-5', text: '.', marks: [] },
  ],
}
const toChange = block('to-change', 'Enter your tracking number below.')
const bullet = block('bullet', 'Air waybill numbers work too', { listItem: 'bullet', level: 1 })
const shipmentContent = [heading, toChange, linked, bullet]
const STUDIO_TEXT = [
  'Track Your Shipment',
  'Enter your tracking number below.',
  'Questions? Contact operations any time, day or night.',
  'Air waybill numbers work too',
].join('\n\n')

describe('an admin save keeps the Portable Text structure it did not change', () => {
  const api = useApiStack()

  async function postJson(route: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${api.stack.apiUrl}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return response.json()
  }

  async function adminSave(route: string, fields: Record<string, string>): Promise<void> {
    // FormData: multipart/form-data turns every "\n" into "\r\n" on the wire, as a browser does.
    const response = await postAdminForm(api.stack.apiUrl, api.token, route, fields)
    const text = await response.text()
    expect(response.status, text).toBe(200)
    expect(saveResponseSchema.parse(JSON.parse(text)).success).toBe(true)
  }

  async function shipmentText(): Promise<string> {
    const reply = trackshipGetResponseSchema.parse(await postJson('trackship.php', { mode: 'get' }))
    if (!reply.success) throw new Error(reply.error)
    return reply.data.shipmentcontent
  }

  it('trackship.php: a changed paragraph changes; the h2 heading, link, marks and list stay', async () => {
    await api.stack.client!.createOrReplace({
      _id: 'trackShipmentPage',
      _type: 'trackShipmentPage',
      shipmentContent,
    })
    // The admin screen shows the text, the admin edits one paragraph and saves.
    expect(await shipmentText()).toBe(STUDIO_TEXT)
    const edited = STUDIO_TEXT.replace(
      'Enter your tracking number below.',
      'Enter your tracking or booking number below.',
    )
    await adminSave('trackship.php', { shipmentcontent: edited })

    const stored = await api.stack.client!.getDocument('trackShipmentPage')
    // Stored before localisation as plain blocks: the save keeps them as the English (ADR 022).
    const blocks = (stored!.shipmentContent as { en: Record<string, unknown>[] }).en
    expect(blocks).toHaveLength(4)
    expect(blocks[0]).toEqual(heading)
    expect(blocks[2]).toEqual(linked)
    expect(blocks[3]).toEqual(bullet)
    expect(blocks[1]).toMatchObject({
      _type: 'block',
      style: 'normal',
      markDefs: [],
      children: [
        { _type: 'span', text: 'Enter your tracking or booking number below.', marks: [] },
      ],
    })
    expect(blocks[1]!._key).not.toBe('to-change')
    expect(await shipmentText()).toBe(edited)

    // Saving again unchanged keeps everything, the new plain paragraph's key included.
    await adminSave('trackship.php', { shipmentcontent: edited })
    const again = await api.stack.client!.getDocument('trackShipmentPage')
    expect((again!.shipmentContent as { en: unknown }).en).toEqual(blocks)
  })

  it('trackship.php: merges into the revision it replaces, not into what the admin loaded', async () => {
    await api.stack.client!.createOrReplace({
      _id: 'trackShipmentPage',
      _type: 'trackShipmentPage',
      shipmentContent,
    })
    const loaded = await shipmentText()
    // An editor makes a paragraph bold in Studio after the admin screen loaded the text.
    const bold = {
      ...toChange,
      children: [
        {
          _type: 'span',
          _key: 'bold',
          text: 'Enter your tracking number below.',
          marks: ['strong'],
        },
      ],
    }
    await api.stack
      .client!.patch('trackShipmentPage')
      .set({ shipmentContent: [heading, bold, linked, bullet] })
      .commit()
    // The admin changes only the last paragraph: the Studio edit in between survives.
    await adminSave('trackship.php', {
      shipmentcontent: loaded.replace('Air waybill numbers work too', 'Bills of lading too'),
    })
    const stored = await api.stack.client!.getDocument('trackShipmentPage')
    // Stored before localisation as plain blocks: the save keeps them as the English (ADR 022).
    const blocks = (stored!.shipmentContent as { en: Record<string, unknown>[] }).en
    expect(blocks.slice(0, 3)).toEqual([heading, bold, linked])
    expect(blocks[3]).toMatchObject({
      style: 'normal',
      children: [{ text: 'Bills of lading too' }],
    })
    expect(blocks[3]).not.toHaveProperty('listItem')
  })

  it('about.php: both rich texts keep their structure; a paragraph inserted in one is plain', async () => {
    const welcome = [block('welcome-h', 'Welcome aboard', { style: 'h2' }), linked]
    const whoWeAre = [block('who-h', 'Who we are', { style: 'h3' }), bullet]
    await api.stack.client!.createOrReplace({
      _id: 'aboutPage',
      _type: 'aboutPage',
      welcomeTitle: 'Welcome',
      welcomeContent: welcome,
      whoWeAreTitle: 'WHO WE ARE',
      whoWeAreContent: whoWeAre,
      ourVisionTitle: 'OUR VISION',
      visionPoints: ['Reliable'],
    })
    const reply = aboutGetResponseSchema.parse(await postJson('about.php', { mode: 'get' }))
    if (!reply.success) throw new Error(reply.error)
    const about = reply.data
    const welcomeContent = about.welcomeContent.replace('\n\n', '\n\nA new paragraph.\n\n')
    await adminSave('about.php', {
      welcomeTitle: about.welcomeTitle,
      welcomeContent,
      whoWeAreTitle: about.whoWeAreTitle,
      whoWeAreContent: about.whoWeAreContent,
      ourVisionTitle: about.ourVisionTitle,
      visionPoints: JSON.stringify(about.visionPoints),
    })
    const stored = await api.stack.client!.getDocument('aboutPage')
    expect((stored!.whoWeAreContent as { en: unknown }).en).toEqual(whoWeAre)
    const blocks = (stored!.welcomeContent as { en: Record<string, unknown>[] }).en
    expect(blocks).toHaveLength(3)
    expect(blocks[0]).toEqual(welcome[0])
    expect(blocks[1]).toMatchObject({ style: 'normal', children: [{ text: 'A new paragraph.' }] })
    expect(blocks[2]).toEqual(linked)
  })
})
