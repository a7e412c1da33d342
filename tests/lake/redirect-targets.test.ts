import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestLake } from '#test-support/lake'
import { OUTSIDE_TARGETS, SITE_TARGETS } from '#test-support/redirect-forms'
import { rejection, type ClientErrorLike } from './support/lake-requests'
import { sessionUser } from './support/studio-users'

/**
 * Redirects checked at write time (issue 25 item 6, ADR 026): the lake refuses to store a
 * published `redirect` whose `to` is not a path of this site or an allow-listed origin, through
 * the mutate API and through the Studio's actions (a publish), with Sanity's error shapes naming
 * the field. Drafts are saved as typed; publishing one is what is refused.
 */
const PARTNER = 'https://partner.example'
const lake = useTestLake({ env: { REDIRECT_ALLOWED_ORIGINS: PARTNER } })

let seq = 0
const fresh = () => `redirect-t${++seq}-${Date.now().toString(36)}`

/** An editor of the project's user store, with the Studio session its writes go through. */
let editor: SanityClient
beforeAll(async () => {
  editor = (await sessionUser(lake, `redirect-editor-${Date.now()}`, 'editor')).client
})

const redirect = (id: string, to: unknown) => ({
  _id: id,
  _type: 'redirect',
  from: `/from-${id}`,
  to,
  permanent: false,
})

interface ItemsErrorBody {
  type: string
  description: string
  items: {
    error: { type: string; description: string; id?: string; path?: string[] }
    index: number
  }[]
}

/** The 400 with one validation item naming the document and its `to` field. */
function expectRefusal(error: ClientErrorLike, kind: 'mutation' | 'action', id: string, index = 0) {
  expect(error.statusCode).toBe(400)
  const details = error.details as ItemsErrorBody
  expect(details.type).toBe(`${kind}Error`)
  expect(details.items).toHaveLength(1)
  expect(details.items[0]).toMatchObject({
    error: { type: 'validationError', id, path: ['to'] },
    index,
  })
  expect(details.items[0]!.error.description).toContain(`"${id}", field "to": `)
  // @sanity/client's message carries the item's description: what the Studio shows.
  expect(error.message).toContain('field "to"')
}

describe('mutations', () => {
  it.each(OUTSIDE_TARGETS)('refuse a published redirect to %j', async (to) => {
    const id = fresh()
    const error = await rejection(() => editor.create(redirect(id, to)))
    expectRefusal(error, 'mutation', id)
    expect(await lake.writer.getDocument(id)).toBeUndefined()
  })

  it('refuse a patch that makes a stored redirect lead elsewhere, reported at its mutation', async () => {
    const id = fresh()
    await editor.create(redirect(id, '/contact'))
    const error = await rejection(() =>
      editor
        .transaction()
        .createOrReplace({ _id: `${id}-page`, _type: 'post', title: 'unrelated' })
        .patch(id, (patch) => patch.set({ to: '//evil.example' }))
        .commit(),
    )
    expectRefusal(error, 'mutation', id, 1)
    // Applied whole or not at all.
    expect((await lake.writer.getDocument(id))?.to).toBe('/contact')
    expect(await lake.writer.getDocument(`${id}-page`)).toBeUndefined()
  })

  it('refuse a published redirect with no `to` or a `to` that is no text', async () => {
    for (const to of [undefined, null, 42, ['/contact'], { path: '/contact' }]) {
      const id = fresh()
      expectRefusal(await rejection(() => editor.create(redirect(id, to))), 'mutation', id)
    }
  })

  it('accept paths of the site and the allow-listed origin, drafts of anything', async () => {
    for (const to of [...SITE_TARGETS, `${PARTNER}/track?id=1`, PARTNER]) {
      const id = fresh()
      await editor.create(redirect(id, to))
      expect((await lake.writer.getDocument(id))?.to, to).toBe(to)
    }
    // A draft is saved as it is typed (`h`, `ht`, …): the site never serves one.
    const id = fresh()
    await editor.create(redirect(`drafts.${id}`, 'h'))
    expect((await lake.writer.getDocument(`drafts.${id}`))?.to).toBe('h')
  })

  it('let a stored bad redirect be deleted, and not be saved unchanged', async () => {
    const id = fresh()
    storeDirectly(redirect(id, 'https://evil.example/'))
    // Any other change keeps the bad target: refused until `to` is fixed.
    expectRefusal(
      await rejection(() => editor.patch(id).set({ permanent: true }).commit()),
      'mutation',
      id,
    )
    await editor.patch(id).set({ to: '/contact', permanent: true }).commit()
    expect((await lake.writer.getDocument(id))?.to).toBe('/contact')
    storeDirectly(redirect(`${id}-2`, '//evil.example'))
    await editor.delete(`${id}-2`)
    expect(await lake.writer.getDocument(`${id}-2`)).toBeUndefined()
  })
})

describe("the Studio's actions", () => {
  /** The Studio's way: edit the draft (accepted), then publish it (refused). */
  async function publishDraftTo(to: string) {
    const id = fresh()
    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: { ...redirect(`drafts.${id}`, to), _id: `drafts.${id}` },
      ifExists: 'fail',
    })
    const publish = () =>
      editor.action({
        actionType: 'sanity.action.document.publish',
        draftId: `drafts.${id}`,
        publishedId: id,
      })
    return { id, publish }
  }

  it.each(OUTSIDE_TARGETS)('refuse to publish a redirect to %j', async (to) => {
    const { id, publish } = await publishDraftTo(to)
    expectRefusal(await rejection(publish), 'action', id)
    expect(await lake.writer.getDocument(id)).toBeUndefined()
    // The editor's draft is kept, to be fixed.
    expect((await lake.writer.getDocument(`drafts.${id}`))?.to).toBe(to)
  })

  it('refuse an edit of the draft then a publish in one request, reported at the publish', async () => {
    const { id } = await publishDraftTo('/contact')
    const error = await rejection(() =>
      editor.action([
        {
          actionType: 'sanity.action.document.edit',
          draftId: `drafts.${id}`,
          publishedId: id,
          patch: { set: { to: 'javascript:alert(1)' } },
        },
        { actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id },
      ]),
    )
    expectRefusal(error, 'action', id, 1)
    expect((await lake.writer.getDocument(`drafts.${id}`))?.to).toBe('/contact')
  })

  it('publish paths of the site and the allow-listed origin', async () => {
    for (const to of [...SITE_TARGETS, `${PARTNER}/x`]) {
      const { id, publish } = await publishDraftTo(to)
      await publish()
      expect((await lake.writer.getDocument(id))?.to, to).toBe(to)
    }
  })
})

/** A redirect written past the API, as one stored before the lake checked them would be. */
function storeDirectly(doc: Record<string, unknown> & { _id: string }) {
  const now = new Date().toISOString()
  const rev = `direct${++seq}`
  lake.server.lake.store.commit({
    dataset: 'production',
    id: rev,
    timestamp: now,
    identity: 'test',
    mutations: [{ createOrReplace: doc }],
    changes: [
      {
        id: doc._id,
        before: null,
        after: { ...doc, _type: 'redirect', _rev: rev, _createdAt: now, _updatedAt: now },
      },
    ],
  })
}
