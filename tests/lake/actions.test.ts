import type {
  EditAction,
  MutationEvent,
  PatchOperations,
  PublishAction,
  SanityClient,
} from '@sanity/client'
import fc from 'fast-check'
import { applyPatch } from 'mendoza'
import { afterEach, describe, expect, it } from 'vitest'
import { DATASET, useTestLake } from '#test-support/lake'
import { countAll, raw, rejection, type ClientErrorLike } from './support/lake-requests'
import { sessionUser } from './support/studio-users'

// POST /data/actions (sanity.io/docs/http-actions): every action the Studio 5.31.2 sends, one
// atomic transaction per request, Sanity's actionError shapes, roles.
const stops: (() => void)[] = []
let seq = 0
/** A fresh published id per test, so tests do not see each other's documents. */
const fresh = (prefix = 'doc') => `${prefix}-${++seq}-${Date.now().toString(36)}`

const lake = useTestLake()

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

type Doc = Record<string, unknown> & { _id: string; _rev: string; _type: string }

/** The Studio's edit of the draft of `id` (drafts.<id>, made from the published one if absent). */
function editDraft(id: string, patch: PatchOperations): EditAction {
  return {
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch,
  }
}

/** The Studio's publish of the draft of `id`, expecting the revisions given. */
function publishDraft(
  id: string,
  revisions: Pick<PublishAction, 'ifDraftRevisionId' | 'ifPublishedRevisionId'> = {},
): PublishAction {
  return {
    actionType: 'sanity.action.document.publish',
    draftId: `drafts.${id}`,
    publishedId: id,
    ...revisions,
  }
}

async function get(id: string): Promise<Doc | undefined> {
  return lake.writer.getDocument<Doc>(id)
}

/** A Studio user of the user store with a live session, and a client with its token. */
function userClient(role: 'administrator' | 'editor' | 'viewer') {
  return sessionUser(lake, `u${++seq}${role}`, role)
}

async function published(fields: Record<string, unknown> = {}): Promise<Doc> {
  const id = fresh('pub')
  return (await lake.writer.create({
    _id: id,
    _type: 'post',
    title: 'Published',
    ...fields,
  })) as Doc
}

/** The actionError body the client keeps as `details`, and its status. */
function actionFailure(error: ClientErrorLike) {
  const details = error.details as {
    type: string
    description: string
    items: { error: { type: string; description: string }; index: number }[]
  }
  return { status: error.statusCode, details }
}

/** The documents and their revisions, to show that a refused request changed nothing. */
async function snapshot() {
  return lake.writer.fetch('*{_id, _rev} | order(_id asc)', {}, { perspective: 'raw' })
}

describe('create', () => {
  it('creates the draft and replies with the transaction id, which is its revision', async () => {
    const id = fresh()
    const res = await lake.writer.action({
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: { _id: `drafts.${id}`, _type: 'post', title: 'New' },
      ifExists: 'fail',
    })
    expect(Object.keys(res)).toEqual(['transactionId'])
    const draft = await get(`drafts.${id}`)
    expect(draft).toMatchObject({ _id: `drafts.${id}`, _type: 'post', title: 'New' })
    expect(draft!._rev).toBe(res.transactionId)
    expect(await get(id)).toBeUndefined()
  })

  it('derives the draft id when attributes has none', async () => {
    const id = fresh()
    await lake.writer.action({
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: { _type: 'post', title: 'No id' } as never,
      ifExists: 'fail',
    })
    expect(await get(`drafts.${id}`)).toMatchObject({ title: 'No id' })
  })

  it('fails with 409 when the draft exists (ifExists fail) and leaves it (ifExists ignore)', async () => {
    const id = fresh()
    const create = (title: string, ifExists: 'fail' | 'ignore') =>
      lake.writer.action({
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes: { _id: `drafts.${id}`, _type: 'post', title },
        ifExists,
      })
    await create('first', 'fail')
    const error = await rejection(() => create('second', 'fail'))
    const { status, details } = actionFailure(error)
    expect(status).toBe(409)
    expect(details.type).toBe('actionError')
    expect(details.items[0]).toMatchObject({
      index: 0,
      error: { type: 'documentAlreadyExistsError' },
    })
    const ignored = await create('third', 'ignore')
    expect(ignored.transactionId).toEqual(expect.any(String))
    expect(await get(`drafts.${id}`)).toMatchObject({ title: 'first' })
  })

  it('fails with 409 when the document is already published', async () => {
    const doc = await published()
    const error = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.create',
        publishedId: doc._id,
        attributes: { _id: `drafts.${doc._id}`, _type: 'post' },
        ifExists: 'fail',
      }),
    )
    expect(error.statusCode).toBe(409)
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
  })
})

describe('edit', () => {
  it('on a published document: creates the draft as a copy and patches it, in one transaction', async () => {
    const doc = await published({ body: 'text', n: 1 })
    const res = await lake.writer.action(
      editDraft(doc._id, { set: { title: 'Edited' }, inc: { n: 1 } }),
    )
    const draft = await get(`drafts.${doc._id}`)
    expect(draft).toMatchObject({ _type: 'post', title: 'Edited', body: 'text', n: 2 })
    expect(draft!._rev).toBe(res.transactionId)
    expect(await get(doc._id)).toEqual(doc)
    const log = await historyOf(`drafts.${doc._id}`)
    expect(log.map((tx) => tx.id)).toEqual([res.transactionId])
  })

  it('patches an existing draft (the Studio guard unset included)', async () => {
    const doc = await published({ n: 1 })
    const edit = (patch: PatchOperations) => lake.writer.action(editDraft(doc._id, patch))
    await edit({ set: { title: 'One' } })
    await edit({ unset: ['_empty_action_guard_pseudo_field_'] })
    await edit({
      diffMatchPatch: { title: '@@ -1,3 +1,3 @@\n-One\n+Two\n' },
    })
    expect(await get(`drafts.${doc._id}`)).toMatchObject({ title: 'Two', n: 1 })
  })

  it('gives 404 when neither the draft nor the published document exists', async () => {
    const id = fresh()
    const error = await rejection(() => lake.writer.action(editDraft(id, { set: { title: 'x' } })))
    expect(actionFailure(error)).toMatchObject({
      status: 404,
      details: { items: [{ index: 0, error: { type: 'documentNotFoundError' } }] },
    })
    expect(await get(`drafts.${id}`)).toBeUndefined()
  })

  it('edits a release version, creating it from the published document', async () => {
    const doc = await published({ n: 5 })
    await lake.writer.action({
      actionType: 'sanity.action.document.edit',
      draftId: `versions.spring.${doc._id}`,
      publishedId: doc._id,
      patch: { set: { n: 6 } },
    })
    expect(await get(`versions.spring.${doc._id}`)).toMatchObject({ n: 6, title: 'Published' })
  })
})

describe('publish', () => {
  it('makes the draft the published document and deletes the draft', async () => {
    const doc = await published({ title: 'Old' })
    await lake.writer.action(editDraft(doc._id, { set: { title: 'New' } }))
    const res = await lake.writer.action(publishDraft(doc._id, { ifPublishedRevisionId: doc._rev }))
    const now = await get(doc._id)
    expect(now).toMatchObject({ _id: doc._id, title: 'New', _rev: res.transactionId })
    expect(now!._createdAt).toBe(doc._createdAt)
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
  })

  it('publishes a document that was never published', async () => {
    const id = fresh()
    await lake.writer.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes: { _id: `drafts.${id}`, _type: 'post', title: 'Fresh' },
        ifExists: 'fail',
      },
      publishDraft(id),
    ])
    expect(await get(id)).toMatchObject({ title: 'Fresh' })
    expect(await get(`drafts.${id}`)).toBeUndefined()
  })

  it('refuses a stale ifPublishedRevisionId or ifDraftRevisionId with 409 and changes nothing', async () => {
    const doc = await published({ title: 'Old' })
    const edited = await lake.writer.action(editDraft(doc._id, { set: { title: 'Draft' } }))
    // Someone else changed the published document since the editor loaded it.
    await lake.writer.patch(doc._id).set({ title: 'Changed meanwhile' }).commit()
    const before = await snapshot()
    const stale = await rejection(() =>
      lake.writer.action(publishDraft(doc._id, { ifPublishedRevisionId: doc._rev })),
    )
    expect(actionFailure(stale)).toMatchObject({
      status: 409,
      details: { type: 'actionError', items: [{ index: 0, error: { type: 'conflictError' } }] },
    })
    const staleDraft = await rejection(() =>
      lake.writer.action(publishDraft(doc._id, { ifDraftRevisionId: 'not-the-revision' })),
    )
    expect(staleDraft.statusCode).toBe(409)
    expect(await snapshot()).toEqual(before)
    // With the current revisions it goes through.
    const current = await get(doc._id)
    await lake.writer.action(
      publishDraft(doc._id, {
        ifDraftRevisionId: edited.transactionId,
        ifPublishedRevisionId: current!._rev,
      }),
    )
    expect(await get(doc._id)).toMatchObject({ title: 'Draft' })
  })

  it('gives 404 when there is no draft to publish', async () => {
    const doc = await published()
    const error = await rejection(() => lake.writer.action(publishDraft(doc._id)))
    expect(actionFailure(error)).toMatchObject({
      status: 404,
      details: { items: [{ error: { type: 'documentNotFoundError' } }] },
    })
    expect(await get(doc._id)).toEqual(doc)
  })
})

describe('unpublish, discard, delete, replaceDraft', () => {
  it('unpublish turns the published document into the draft', async () => {
    const doc = await published({ title: 'Live' })
    await lake.writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: `drafts.${doc._id}`,
      publishedId: doc._id,
    })
    expect(await get(doc._id)).toBeUndefined()
    expect(await get(`drafts.${doc._id}`)).toMatchObject({ title: 'Live', _type: 'post' })
  })

  it('unpublish keeps an existing draft, and needs a published document (404)', async () => {
    const doc = await published({ title: 'Live' })
    await lake.writer.create({ _id: `drafts.${doc._id}`, _type: 'post', title: 'Working copy' })
    await lake.writer.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: `drafts.${doc._id}`,
      publishedId: doc._id,
    })
    expect(await get(`drafts.${doc._id}`)).toMatchObject({ title: 'Working copy' })
    const error = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: `drafts.${doc._id}`,
        publishedId: doc._id,
      }),
    )
    expect(error.statusCode).toBe(404)
  })

  it('discard deletes the draft, and gives 404 for a missing one', async () => {
    const doc = await published()
    await lake.writer.create({ _id: `drafts.${doc._id}`, _type: 'post', title: 'Draft' })
    await lake.writer.action({
      actionType: 'sanity.action.document.discard',
      draftId: `drafts.${doc._id}`,
    })
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
    expect(await get(doc._id)).toEqual(doc)
    const error = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.discard',
        draftId: `drafts.${doc._id}`,
      }),
    )
    expect(error.statusCode).toBe(404)
    const notADraft = await rejection(() =>
      lake.writer.action({ actionType: 'sanity.action.document.discard', draftId: doc._id }),
    )
    expect(notADraft.statusCode).toBe(400)
    expect(await get(doc._id)).toEqual(doc)
  })

  it('delete removes the published document and the drafts it names', async () => {
    const doc = await published()
    await lake.writer.create({ _id: `drafts.${doc._id}`, _type: 'post' })
    await lake.writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: doc._id,
      includeDrafts: [`drafts.${doc._id}`],
    })
    expect(await get(doc._id)).toBeUndefined()
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
  })

  it('delete refuses (409) when a draft or version exists that it does not name', async () => {
    const doc = await published()
    await lake.writer.create({ _id: `versions.r1.${doc._id}`, _type: 'post' })
    const error = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.delete',
        publishedId: doc._id,
        includeDrafts: [],
      }),
    )
    expect(actionFailure(error)).toMatchObject({
      status: 409,
      details: { items: [{ error: { type: 'documentHasVersionsError' } }] },
    })
    expect(await get(doc._id)).toEqual(doc)
    const gone = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.delete',
        publishedId: fresh(),
        includeDrafts: [],
      }),
    )
    expect(gone.statusCode).toBe(404)
  })

  it('replaceDraft replaces the draft, or creates it when only the published one exists', async () => {
    const doc = await published({ title: 'P' })
    await lake.writer.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: doc._id,
      attributes: { _id: `drafts.${doc._id}`, _type: 'post', title: 'Replaced' },
    })
    expect(await get(`drafts.${doc._id}`)).toMatchObject({ title: 'Replaced' })
    await lake.writer.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: doc._id,
      attributes: { _id: `drafts.${doc._id}`, _type: 'post', other: 1 },
    })
    const draft = await get(`drafts.${doc._id}`)
    expect(draft).toMatchObject({ other: 1 })
    expect(draft).not.toHaveProperty('title')
    const id = fresh()
    const error = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: id,
        attributes: { _id: `drafts.${id}`, _type: 'post' },
      }),
    )
    expect(error.statusCode).toBe(404)
  })

  it('restores a deleted document the way the Studio does: create + replaceDraft in one request', async () => {
    const id = fresh()
    const attributes = { _id: `drafts.${id}`, _type: 'post', title: 'Restored' }
    const res = await lake.writer.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: id,
        attributes,
        ifExists: 'fail',
      },
      { actionType: 'sanity.action.document.replaceDraft', publishedId: id, attributes },
    ])
    expect(await get(`drafts.${id}`)).toMatchObject({ title: 'Restored', _rev: res.transactionId })
  })
})

describe('versions', () => {
  it('version.create from a document and from a base, version.replace, version.discard', async () => {
    const doc = await published({ title: 'Base', n: 1 })
    await lake.writer.createVersion({
      publishedId: doc._id,
      releaseId: 'summer',
      document: { _type: 'post', title: 'Summer' },
    })
    expect(await get(`versions.summer.${doc._id}`)).toMatchObject({ title: 'Summer' })

    await lake.writer.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: doc._id,
      baseId: doc._id,
      versionId: `versions.winter.${doc._id}`,
      ifBaseRevisionId: doc._rev,
    })
    expect(await get(`versions.winter.${doc._id}`)).toMatchObject({ title: 'Base', n: 1 })

    const again = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.version.create',
        publishedId: doc._id,
        baseId: doc._id,
        versionId: `versions.winter.${doc._id}`,
      }),
    )
    expect(again.statusCode).toBe(409)
    const staleBase = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.version.create',
        publishedId: doc._id,
        baseId: doc._id,
        versionId: `versions.autumn.${doc._id}`,
        ifBaseRevisionId: 'stale',
      }),
    )
    expect(staleBase.statusCode).toBe(409)

    await lake.writer.replaceVersion({
      document: { _id: `versions.winter.${doc._id}`, _type: 'post', title: 'Winter' },
    })
    const winter = await get(`versions.winter.${doc._id}`)
    expect(winter).toMatchObject({ title: 'Winter' })
    expect(winter).not.toHaveProperty('n')

    await lake.writer.discardVersion({ releaseId: 'winter', publishedId: doc._id })
    expect(await get(`versions.winter.${doc._id}`)).toBeUndefined()
    const missing = await rejection(() =>
      lake.writer.discardVersion({ releaseId: 'winter', publishedId: doc._id }),
    )
    expect(missing.statusCode).toBe(404)
  })

  it('version.unpublish marks the version to unpublish the document with its release', async () => {
    const doc = await published({ title: 'Base' })
    await lake.writer.unpublishVersion({ releaseId: 'fall', publishedId: doc._id })
    expect(await get(`versions.fall.${doc._id}`)).toMatchObject({
      title: 'Base',
      _system: { delete: true },
    })
    expect(await get(doc._id)).toEqual(doc)
    // The Studio's "revert unpublish" is an edit that unsets the mark.
    await lake.writer.action({
      actionType: 'sanity.action.document.edit',
      draftId: `versions.fall.${doc._id}`,
      publishedId: doc._id,
      patch: { unset: ['_system.delete'] },
    })
    expect(await get(`versions.fall.${doc._id}`)).toMatchObject({ _system: {} })
  })

  it('delete needs every version named, and removes them with the document', async () => {
    const doc = await published()
    await lake.writer.create({ _id: `drafts.${doc._id}`, _type: 'post' })
    await lake.writer.create({ _id: `versions.x.${doc._id}`, _type: 'post' })
    const partial = await rejection(() =>
      lake.writer.action({
        actionType: 'sanity.action.document.delete',
        publishedId: doc._id,
        includeDrafts: [`drafts.${doc._id}`],
      }),
    )
    expect(partial.statusCode).toBe(409)
    await lake.writer.action({
      actionType: 'sanity.action.document.delete',
      publishedId: doc._id,
      includeDrafts: [`drafts.${doc._id}`, `versions.x.${doc._id}`],
    })
    const left = await lake.writer.fetch(
      '*[_id in [$id, "drafts." + $id, "versions.x." + $id]]._id',
      { id: doc._id },
      { perspective: 'raw' },
    )
    expect(left).toEqual([])
  })
})

describe('atomicity', () => {
  it('a failing second action leaves nothing of the first', async () => {
    const id = fresh()
    const before = await snapshot()
    const error = await rejection(() =>
      lake.writer.action([
        {
          actionType: 'sanity.action.document.create',
          publishedId: id,
          attributes: { _id: `drafts.${id}`, _type: 'post', title: 'A' },
          ifExists: 'fail',
        },
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.not-this-one',
          publishedId: 'some-other-id',
        },
      ]),
    )
    expect(error.statusCode).toBe(400)
    expect(actionFailure(error).details.items[0]!.index).toBe(1)
    const missing = await rejection(() =>
      lake.writer.action([
        {
          actionType: 'sanity.action.document.create',
          publishedId: id,
          attributes: { _id: `drafts.${id}`, _type: 'post', title: 'A' },
          ifExists: 'fail',
        },
        {
          actionType: 'sanity.action.document.discard',
          draftId: `drafts.${fresh()}`,
        },
      ]),
    )
    expect(actionFailure(missing)).toMatchObject({
      status: 404,
      details: { items: [{ index: 1 }] },
    })
    expect(await snapshot()).toEqual(before)
  })

  it('an invalid patch of a later action is reported against that action, nothing applied', async () => {
    const doc = await published({ n: 1 })
    const before = await snapshot()
    const error = await rejection(() =>
      lake.writer.action([
        editDraft(doc._id, { set: { title: 'fine' } }),
        editDraft(doc._id, { inc: { n: 'one' } } as never),
      ]),
    )
    expect(actionFailure(error)).toMatchObject({
      status: 400,
      details: { type: 'actionError', items: [{ index: 1, error: { type: 'invalidPatchError' } }] },
    })
    expect(await snapshot()).toEqual(before)
  })

  it('dryRun answers like a real run and stores nothing', async () => {
    const doc = await published()
    const before = await snapshot()
    const res = await lake.writer.action(editDraft(doc._id, { set: { title: 'dry' } }), {
      dryRun: true,
    })
    expect(res.transactionId).toEqual(expect.any(String))
    expect(await snapshot()).toEqual(before)
  })

  it('uses a given transactionId, and refuses a duplicate with 409', async () => {
    const doc = await published()
    const transactionId = `tx-${fresh()}`
    const edit = () =>
      lake.writer.action(editDraft(doc._id, { set: { title: 'x' } }), { transactionId })
    expect((await edit()).transactionId).toBe(transactionId)
    expect((await get(`drafts.${doc._id}`))!._rev).toBe(transactionId)
    const error = await rejection(edit)
    expect(error.statusCode).toBe(409)
    expect((error.details as { type: string }).type).toBe('transactionAlreadyExistsError')
  })

  it('concurrent publishes of the same draft: exactly one wins', async () => {
    const doc = await published({ title: 'v1' })
    await lake.writer.action(editDraft(doc._id, { set: { title: 'v2' } }))
    const publish = () =>
      lake.writer.action(publishDraft(doc._id, { ifPublishedRevisionId: doc._rev })).then(
        () => 'ok',
        (error: ClientErrorLike) => error.statusCode,
      )
    const outcomes = await Promise.all([publish(), publish(), publish()])
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1)
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 404 || o === 409)).toBe(true)
    expect(await get(doc._id)).toMatchObject({ title: 'v2' })
  })
})

describe('permissions', () => {
  const edit = (id: string) => editDraft(id, { set: { title: 'by user' } })

  it('anonymous callers get 401, the read token 403', async () => {
    const doc = await published()
    expect((await rejection(() => lake.anon.action(edit(doc._id)))).statusCode).toBe(401)
    const error = await rejection(() => lake.reader.action(edit(doc._id)))
    expect(actionFailure(error)).toMatchObject({
      status: 403,
      details: {
        type: 'actionError',
        items: [{ error: { type: 'insufficientPermissionsError' } }],
      },
    })
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
  })

  it('a viewer may not write; an editor may, recorded as the user', async () => {
    const doc = await published()
    const viewer = await userClient('viewer')
    expect((await rejection(() => viewer.client.action(edit(doc._id)))).statusCode).toBe(403)
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()

    const editor = await userClient('editor')
    const res = await editor.client.action(edit(doc._id))
    expect(await get(`drafts.${doc._id}`)).toMatchObject({ title: 'by user' })
    const log = await historyOf(`drafts.${doc._id}`)
    expect(log.find((tx) => tx.id === res.transactionId)?.author).toBe(editor.id)
  })

  it('an editor may not touch private documents, not even as part of an allowed request', async () => {
    const editor = await userClient('editor')
    const doc = await published()
    const secret = `private.cfg${++seq}`
    await lake.writer.create({ _id: secret, _type: 'cfg', value: 1 })
    const before = await snapshot()
    const error = await rejection(() =>
      editor.client.action([edit(doc._id), editDraft(secret, { set: { value: 2 } })]),
    )
    expect(actionFailure(error)).toMatchObject({
      status: 403,
      details: { items: [{ index: 1, error: { type: 'insufficientPermissionsError' } }] },
    })
    const create = await rejection(() =>
      editor.client.action({
        actionType: 'sanity.action.document.create',
        publishedId: `private.new${seq}`,
        attributes: { _id: `drafts.private.new${seq}`, _type: 'cfg' },
        ifExists: 'fail',
      }),
    )
    expect(create.statusCode).toBe(403)
    expect(await snapshot()).toEqual(before)

    const admin = await userClient('administrator')
    await admin.client.action(editDraft(secret, { set: { value: 3 } }))
    expect(await get(`drafts.${secret}`)).toMatchObject({ value: 3 })
  })
})

describe('listener events', () => {
  interface Recorder {
    mutations(): MutationEvent[]
    waitFor(count: number): Promise<void>
  }

  async function listen(client: SanityClient, query: string, params = {}): Promise<Recorder> {
    const events: { type: string }[] = []
    const subscription = client
      .listen(query, params, {
        includeResult: true,
        includeAllVersions: true,
        effectFormat: 'mendoza',
        events: ['welcome', 'mutation'],
      } as never)
      .subscribe({ next: (event) => events.push(event as { type: string }) })
    stops.push(() => subscription.unsubscribe())
    const recorder: Recorder = {
      mutations: () => events.filter((e) => e.type === 'mutation') as unknown as MutationEvent[],
      async waitFor(count) {
        const deadline = Date.now() + 5000
        while (recorder.mutations().length < count) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} events`)
          await new Promise((r) => setTimeout(r, 10))
        }
        await new Promise((r) => setTimeout(r, 50))
      },
    }
    const deadline = Date.now() + 5000
    while (!events.some((e) => e.type === 'welcome')) {
      if (Date.now() > deadline) throw new Error('no welcome')
      await new Promise((r) => setTimeout(r, 10))
    }
    return recorder
  }

  it('a publish is one transaction: the draft deletion and the published update', async () => {
    const doc = await published({ title: 'v1' })
    await lake.writer.action(editDraft(doc._id, { set: { title: 'v2' } }))
    const pair = await listen(lake.reader, '*[_id in $ids]', {
      ids: [doc._id, `drafts.${doc._id}`],
    })
    const publishedOnly = await listen(lake.reader, '*[_id == $id]', { id: doc._id })
    const res = await lake.writer.action(publishDraft(doc._id, { ifPublishedRevisionId: doc._rev }))
    await pair.waitFor(2)
    await publishedOnly.waitFor(1)

    const events = pair.mutations()
    expect(events).toHaveLength(2)
    expect(new Set(events.map((e) => e.transactionId))).toEqual(new Set([res.transactionId]))
    expect(events.map((e) => [e.transactionTotalEvents, e.transactionCurrentEvent])).toEqual([
      [2, 1],
      [2, 2],
    ])
    const byId = Object.fromEntries(events.map((e) => [e.documentId, e]))
    expect(byId[doc._id]).toMatchObject({
      transition: 'update',
      previousRev: doc._rev,
      resultRev: res.transactionId,
      result: { title: 'v2' },
    })
    expect(byId[`drafts.${doc._id}`]).toMatchObject({ transition: 'disappear' })
    const draftEffects = (byId[`drafts.${doc._id}`] as unknown as { effects: { apply: unknown } })
      .effects
    expect(applyPatch({ any: 1 }, draftEffects.apply as never)).toBeNull()

    expect(publishedOnly.mutations()).toHaveLength(1)
    expect(publishedOnly.mutations()[0]).toMatchObject({
      documentId: doc._id,
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
  })

  it('the first keystroke is one event: the draft appears already patched', async () => {
    const doc = await published({ title: 'v1' })
    const pair = await listen(lake.reader, '*[_id in $ids]', {
      ids: [doc._id, `drafts.${doc._id}`],
    })
    await lake.writer.action(editDraft(doc._id, { set: { title: 'typed' } }))
    await pair.waitFor(1)
    expect(pair.mutations()).toHaveLength(1)
    expect(pair.mutations()[0]).toMatchObject({
      documentId: `drafts.${doc._id}`,
      transition: 'appear',
      transactionTotalEvents: 1,
      result: { title: 'typed' },
    })
  })
})

describe('bad input', () => {
  const url = () => `${lake.url}/v2025-02-19/data/actions/${DATASET}`
  const post = (body: string, token = lake.writeToken) =>
    raw(url(), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    })

  it('malformed bodies are 400, in Sanity shapes', async () => {
    const before = await countAll(lake)
    for (const body of [
      '{"actions":',
      '[]',
      '{}',
      '{"actions":{}}',
      '{"actions":[]}',
      '{"actions":[1]}',
      '{"actions":[null]}',
      '{"actions":[{}]}',
      '{"actions":[{"actionType":42}]}',
      '{"actions":[{"actionType":"sanity.action.document.create"}]}',
      '{"actions":[{"actionType":"sanity.action.document.edit","draftId":"drafts.a","publishedId":"a","patch":"no"}]}',
      '{"actions":[{"actionType":"sanity.action.document.edit","draftId":"drafts.a","publishedId":"a","patch":{"rm":["x"]}}]}',
      '{"actions":[{"actionType":"sanity.action.document.delete","publishedId":"a","includeDrafts":"drafts.a"}]}',
      '{"actions":[{"actionType":"sanity.action.document.discard","draftId":"drafts.a","purge":"yes"}]}',
      '{"actions":[{"actionType":"sanity.action.document.create","publishedId":"a","attributes":{"_type":"post"},"ifExists":"maybe"}]}',
      '{"actions":[{"actionType":"sanity.action.document.publish","draftId":"drafts.a","publishedId":"a","ifDraftRevisionId":5}]}',
      '{"actions":[{"actionType":"sanity.action.document.discard","draftId":"drafts.a"}],"dryRun":"yes"}',
      '{"actions":[{"actionType":"sanity.action.document.discard","draftId":"drafts.a"}],"transactionId":"bad id!"}',
    ]) {
      const res = await post(body)
      expect(res.status, body).toBe(400)
      const error = (res.body as { error: unknown }).error
      expect(typeof error === 'string' || (typeof error === 'object' && error !== null), body).toBe(
        true,
      )
    }
    expect(await countAll(lake)).toBe(before)
  })

  it('unknown action types are 400 actionError, with the index of the action', async () => {
    const doc = await published()
    const res = await post(
      JSON.stringify({
        actions: [
          editDraft(doc._id, { set: { title: 'x' } }),
          { actionType: 'sanity.action.document.explode', publishedId: doc._id },
        ],
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: {
        type: 'actionError',
        description: expect.any(String),
        items: [{ index: 1, error: { type: 'validationError' } }],
      },
    })
    expect(await get(`drafts.${doc._id}`)).toBeUndefined()
  })

  it('ids with bad characters, and draft ids of another document, are 400', async () => {
    for (const [draftId, publishedId, type] of [
      ['drafts.a b', 'a b', 'invalidDocumentIdError'],
      ['drafts.../x', '../x', 'invalidDocumentIdError'],
      ['drafts.ok', 'ok"', 'invalidDocumentIdError'],
      ['drafts.other', 'mine', 'validationError'],
      ['mine', 'mine', 'validationError'],
      ['drafts.mine', 'drafts.mine', 'validationError'],
      [`drafts.${'x'.repeat(200)}`, 'x'.repeat(200), 'invalidDocumentIdError'],
    ] as const) {
      const res = await post(
        JSON.stringify({
          actions: [
            {
              actionType: 'sanity.action.document.edit',
              draftId,
              publishedId,
              patch: { set: { a: 1 } },
            },
          ],
        }),
      )
      expect(res.status, `${draftId} / ${publishedId}`).toBe(400)
      expect(res.body).toMatchObject({
        error: { type: 'actionError', items: [{ error: { type } }] },
      })
    }
  })

  it('a huge batch is refused with 400; 1000 actions are fine', async () => {
    const id = fresh()
    const edit = {
      actionType: 'sanity.action.document.create',
      publishedId: id,
      attributes: { _id: `drafts.${id}`, _type: 'post' },
      ifExists: 'ignore',
    }
    const tooMany = await post(JSON.stringify({ actions: Array(1001).fill(edit) }))
    expect(tooMany.status).toBe(400)
    expect(await get(`drafts.${id}`)).toBeUndefined()
    const many = await post(JSON.stringify({ actions: Array(1000).fill(edit) }))
    expect(many.status, many.text).toBe(200)
    expect(await get(`drafts.${id}`)).toBeDefined()
  })

  it('fuzz: nothing a client sends gives a 5xx; a request applies whole or not at all', async () => {
    const a = await published({ n: 1, list: [{ _key: 'k', v: 1 }] })
    const b = await published({ n: 2 })
    await lake.writer.create({ _id: `drafts.${a._id}`, _type: 'post', n: 3 })
    const garbage = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('', 'a..b', 'x y', 'drafts.', '-x', 'x'.repeat(129), 'private.x'),
      fc.constant(undefined),
    )
    /** Mostly well-formed values, sometimes garbage. */
    const or = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 30, arbitrary: valid }, { weight: 1, arbitrary: garbage })
    const publishedId = fc.constantFrom(a._id, a._id, b._id, b._id, 'fz-new', 'private.fz')
    const variantOf = (p: string) =>
      or(fc.constantFrom(`drafts.${p}`, `versions.r.${p}`, `drafts.${p}`))
    const doc = (id: fc.Arbitrary<unknown>) =>
      or(
        fc.record(
          { _id: id, _type: or(fc.constant('post')), title: fc.string(), n: fc.integer() },
          { requiredKeys: ['_id', '_type'] },
        ),
      )
    const patch = or(
      fc.oneof(
        fc.record({
          set: fc.dictionary(
            fc.constantFrom('title', 'n', 'a.b', 'list[0].v'),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        }),
        fc.record({
          unset: fc.array(
            fc.constantFrom('title', 'n', '_empty_action_guard_pseudo_field_', 'list[0]'),
          ),
        }),
        fc.record({ inc: fc.dictionary(fc.constantFrom('n', 'title'), or(fc.integer())) }),
        fc.record({
          setIfMissing: fc.dictionary(
            fc.constantFrom('list', 'title'),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        }),
        fc.record({
          insert: fc.record({
            after: fc.constantFrom('list[-1]', 'nope[0]'),
            items: or(fc.array(fc.record({ _key: fc.string(), v: fc.integer() }))),
          }),
        }),
        fc.record({
          diffMatchPatch: fc.dictionary(
            fc.constantFrom('title'),
            or(fc.constant('@@ -1 +1 @@\n-a\n+b\n')),
          ),
        }),
        fc.record({ set: fc.constant({ _type: 'other' }) }),
        fc.record({ ifRevisionID: or(fc.string()), set: fc.constant({ x: 1 }) }),
      ),
    )
    const action = publishedId.chain((p) =>
      fc.oneof(
        fc.record({
          actionType: fc.constant('sanity.action.document.create'),
          publishedId: or(fc.constant(p)),
          attributes: doc(variantOf(p)),
          ifExists: or(fc.constantFrom('fail', 'ignore')),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.edit'),
          publishedId: or(fc.constant(p)),
          draftId: variantOf(p),
          patch,
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.publish'),
          publishedId: or(fc.constant(p)),
          draftId: variantOf(p),
          ifPublishedRevisionId: fc.option(fc.constantFrom(a._rev, 'stale'), { nil: undefined }),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.unpublish'),
          publishedId: or(fc.constant(p)),
          draftId: variantOf(p),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.discard'),
          draftId: variantOf(p),
          purge: fc.option(or(fc.boolean()), { nil: undefined }),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.delete'),
          publishedId: or(fc.constant(p)),
          includeDrafts: or(fc.subarray([`drafts.${p}`, `versions.r.${p}`])),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.replaceDraft'),
          publishedId: or(fc.constant(p)),
          attributes: doc(variantOf(p)),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.version.create'),
          publishedId: or(fc.constant(p)),
          document: doc(variantOf(p)),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.version.create'),
          publishedId: or(fc.constant(p)),
          baseId: or(fc.constantFrom(p, `drafts.${p}`)),
          versionId: variantOf(p),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.version.discard'),
          versionId: variantOf(p),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.version.replace'),
          document: doc(variantOf(p)),
        }),
        fc.record({
          actionType: fc.constant('sanity.action.document.version.unpublish'),
          publishedId: or(fc.constant(p)),
          versionId: or(fc.constant(`versions.r.${p}`)),
        }),
        fc.record({ actionType: fc.string(), publishedId: fc.constant(p) }),
        garbage,
      ),
    )
    const body = fc.oneof(
      {
        weight: 30,
        arbitrary: fc.record({ actions: fc.array(action, { minLength: 1, maxLength: 3 }) }),
      },
      {
        weight: 1,
        arbitrary: fc.record(
          { actions: garbage, dryRun: garbage, transactionId: garbage },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: garbage },
    )
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('write', 'write', 'write', 'write', 'write', 'read'),
        async (value, who) => {
          // Keep something to act on: the fuzz deletes and unpublishes as it goes.
          await lake.writer
            .transaction()
            .createIfNotExists({ _id: a._id, _type: 'post', n: 1, list: [{ _key: 'k', v: 1 }] })
            .createIfNotExists({ _id: b._id, _type: 'post', n: 2 })
            .createIfNotExists({ _id: `drafts.${a._id}`, _type: 'post', n: 3 })
            .commit()
          const before = (await snapshot()) as { _id: string; _rev: string }[]
          const res = await post(
            JSON.stringify(value) ?? 'null',
            who === 'read' ? lake.readToken : undefined,
          )
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
          expect(res.status, `${res.status} ${res.text}`).toBeLessThan(500)
          const after = (await snapshot()) as { _id: string; _rev: string }[]
          if (res.status >= 400) {
            expect(res.headers.get('content-type')).toMatch(/^application\/json/)
            expect(after).toEqual(before)
            return
          }
          const { transactionId } = res.body as { transactionId: string }
          expect(res.body).toEqual({ transactionId: expect.any(String) })
          // One transaction: every document it changed carries its id as the revision.
          const old = new Map(before.map((d) => [d._id, d._rev]))
          for (const d of after) if (old.get(d._id) !== d._rev) expect(d._rev).toBe(transactionId)
        },
      ),
      { numRuns: 300 },
    )
    // The property is worth little unless both outcomes happen often.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20)
    expect([...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(
      30,
    )
  })
})

/** The history of a document, from the History API (what the Studio's History panel reads). */
async function historyOf(id: string): Promise<{ id: string; author: string }[]> {
  const text = await lake.writer.request<string | Buffer>({
    uri: `/data/history/${DATASET}/transactions/${id}`,
  })
  return text
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; author: string })
}
