import type { SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { useTestLake } from '#test-support/lake'
import { writeDocument } from './document-writes'

/**
 * writeDocument and an open Studio draft (docs/decisions/025), on the real lake: the draft gets
 * the change too, computed from the draft; a draft that changes or goes away between the read
 * and the commit makes the whole read-compute-write run again.
 */
interface Page {
  _id: string
  _rev?: string
  title?: { en?: string; ar?: string }
  note?: string
}

const target = (id: string) => ({ id, type: 'writesTestPage' })

/** The admin's change: the English title, over whatever Arabic the document it is built from has. */
const englishTitle = (en: string) => (current: Page | null) => ({
  set: { title: { ...current?.title, en } },
})

/**
 * `client`, but its first `getDocuments` runs `meanwhile` after reading and before answering:
 * something that happens between the write's read and its commit.
 */
function interrupted(client: SanityClient, meanwhile: () => Promise<unknown>) {
  let calls = 0
  const proxy = new Proxy(client, {
    get(object, property) {
      if (property === 'getDocuments') {
        return async (ids: string[]) => {
          const read = await object.getDocuments(ids)
          if (calls++ === 0) await meanwhile()
          return read
        }
      }
      const value: unknown = Reflect.get(object, property)
      return typeof value === 'function' ? (value as () => unknown).bind(object) : value
    },
  })
  return { client: proxy, reads: () => calls }
}

describe('writeDocument with a Studio draft', () => {
  const lake = useTestLake()

  async function studioEdit(id: string, set: Record<string, unknown>) {
    await lake.writer.action({
      actionType: 'sanity.action.document.edit',
      publishedId: id,
      draftId: `drafts.${id}`,
      patch: { set },
    })
  }

  it('without a draft writes the published document only', async () => {
    await writeDocument<Page>(lake.writer, target('noDraft'), englishTitle('Hello'))
    expect(await lake.writer.getDocument('noDraft')).toMatchObject({ title: { en: 'Hello' } })
    expect(await lake.writer.getDocument('drafts.noDraft')).toBeUndefined()
  })

  it('applies the change to the draft too, from the draft: its own edits stay', async () => {
    await lake.writer.create({ _id: 'withDraft', _type: 'writesTestPage', title: { en: 'Old' } })
    await studioEdit('withDraft', { 'title.ar': 'مسودة', note: 'draft only' })
    await writeDocument<Page>(lake.writer, target('withDraft'), englishTitle('New'))
    expect(await lake.writer.getDocument('withDraft')).toMatchObject({ title: { en: 'New' } })
    const draft = await lake.writer.getDocument<Page>('drafts.withDraft')
    expect(draft).toMatchObject({ title: { en: 'New', ar: 'مسودة' }, note: 'draft only' })
    expect((await lake.writer.getDocument<Page>('withDraft'))?.title?.ar).toBeUndefined()
  })

  it('runs again when the draft changes between the read and the commit', async () => {
    await lake.writer.create({ _id: 'busyDraft', _type: 'writesTestPage', title: { en: 'Old' } })
    await studioEdit('busyDraft', { note: 'first' })
    // The editor types in the Studio while the admin save is being computed.
    const racing = interrupted(lake.writer, () => studioEdit('busyDraft', { 'title.ar': 'لاحق' }))
    await writeDocument<Page>(racing.client, target('busyDraft'), englishTitle('New'))
    expect(racing.reads()).toBe(2)
    const draft = await lake.writer.getDocument<Page>('drafts.busyDraft')
    expect(draft).toMatchObject({ title: { en: 'New', ar: 'لاحق' }, note: 'first' })
    expect(await lake.writer.getDocument('busyDraft')).toMatchObject({ title: { en: 'New' } })
  })

  it('runs again when the draft is discarded between the read and the commit', async () => {
    await lake.writer.create({ _id: 'goneDraft', _type: 'writesTestPage', title: { en: 'Old' } })
    await studioEdit('goneDraft', { note: 'to be discarded' })
    const racing = interrupted(lake.writer, () =>
      lake.writer.action({
        actionType: 'sanity.action.document.discard',
        draftId: 'drafts.goneDraft',
      }),
    )
    await writeDocument<Page>(racing.client, target('goneDraft'), englishTitle('New'))
    expect(racing.reads()).toBe(2)
    expect(await lake.writer.getDocument('goneDraft')).toMatchObject({ title: { en: 'New' } })
    // Not brought back by the save.
    expect(await lake.writer.getDocument('drafts.goneDraft')).toBeUndefined()
  })
})
