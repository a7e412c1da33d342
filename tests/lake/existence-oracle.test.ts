import type { Mutation, SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminEmailDocumentId } from '#adapters/cms/admin-users'
import { useTestLake } from '#test-support/lake'
import type { ClientErrorLike } from './support/lake-requests'
import { createStudioUser, type StudioUser } from './support/studio-users'

// A private document's id can be computed (`private.adminEmail.<sha256 of an address>`), so a
// caller who may not write private documents must get the same answer for a private id whether
// or not the document exists: otherwise every mutation is a "does this e-mail have an account?"
// oracle. Each case below is sent once against documents that exist and once against ids that do
// not; the status and the body (ids aside) must be the same, and nothing may change.
const lake = useTestLake()
let editor: StudioUser
let viewer: StudioUser
let stamp = ''

/** A private id and its draft and release version, all existing or all missing. */
interface Family {
  published: string
  draft: string
  version: string
}
const family = (published: string): Family => ({
  published,
  draft: `drafts.${published}`,
  version: `versions.r1.${published}`,
})
let existing: Family
let missing: Family
let existingEmailId = ''
let missingEmailId = ''

beforeAll(async () => {
  ;[editor, viewer] = await Promise.all([
    createStudioUser(lake, 'editor'),
    createStudioUser(lake, 'viewer'),
  ])
  stamp = Date.now().toString(36)
  existing = family(`private.quoteRequest.exists-${stamp}`)
  missing = family(`private.quoteRequest.missing-${stamp}`)
  await lake.writer
    .transaction()
    .create({ _id: existing.published, _type: 'quoteRequest', name: 'Q' })
    .create({ _id: existing.draft, _type: 'quoteRequest', name: 'Q draft' })
    .create({ _id: existing.version, _type: 'quoteRequest', name: 'Q version' })
    .commit()
  // The finding itself: the e-mail index of a real account, and of an address that has none.
  existingEmailId = adminEmailDocumentId(editor.email)
  missingEmailId = adminEmailDocumentId(`nobody-${stamp}@example.com`)
  expect(await lake.writer.getDocument(existingEmailId)).toBeDefined()
  expect(await lake.writer.getDocument(missingEmailId)).toBeUndefined()
})

interface Outcome {
  status: number
  body: unknown
}

/** The reply to a call, `ids` written as `<id>` and the transaction id left out. */
async function outcome(call: () => Promise<unknown>, ids: string[]): Promise<Outcome> {
  let status = 200
  let body: unknown
  try {
    const result = (await call()) as Record<string, unknown>
    const { transactionId: _t, ...rest } = result
    body = rest
  } catch (error) {
    const e = error as ClientErrorLike
    if (typeof e.statusCode !== 'number') throw error
    status = e.statusCode
    body = e.response?.body
  }
  let json = JSON.stringify(body)
  for (const id of ids) json = json.split(id).join('<id>')
  return { status, body: JSON.parse(json) as unknown }
}

/** Every stored revision of the private ids involved, to show a refusal changed nothing. */
async function revisions(): Promise<unknown> {
  return lake.writer.fetch(
    '*[_id in $ids]{_id, _rev} | order(_id asc)',
    { ids: [...Object.values(existing), ...Object.values(missing), existingEmailId] },
    { perspective: 'raw' },
  )
}

type MutationCase = [name: string, build: (id: string) => Mutation[]]

const doc = (id: string) => ({ _id: id, _type: 'quoteRequest', name: 'Guess' })
const MUTATIONS: MutationCase[] = [
  ['create', (id) => [{ create: doc(id) }]],
  ['createIfNotExists', (id) => [{ createIfNotExists: doc(id) }]],
  ['createOrReplace', (id) => [{ createOrReplace: doc(id) }]],
  ['patch', (id) => [{ patch: { id, set: { name: 'Guess' } } }]],
  ['patch ifRevisionID', (id) => [{ patch: { id, set: { name: 'G' }, ifRevisionID: 'nope' } }]],
  ['delete', (id) => [{ delete: { id } }]],
  [
    'a content write followed by one on the private id',
    (id) => [
      { createOrReplace: { _id: `post-oracle-${stamp}`, _type: 'post' } },
      { delete: { id } },
    ],
  ],
]

type Which = keyof Family
const WHICH: Which[] = ['published', 'draft', 'version']

function callers(): [string, () => SanityClient][] {
  return [
    ['an editor', () => lake.client(editor.token)],
    ['a viewer', () => lake.client(viewer.token)],
    ['an anonymous caller', () => lake.anon],
  ]
}

describe.each(callers())('%s, mutating a private document by id', (who, clientOf) => {
  const expected = who === 'an anonymous caller' ? 401 : 403

  it.each(MUTATIONS)('%s: same refusal whether or not it exists', async (_name, build) => {
    const before = await revisions()
    const client = clientOf()
    const pairs: [string, string][] = [
      ...WHICH.map((w): [string, string] => [existing[w], missing[w]]),
      [existingEmailId, missingEmailId],
    ]
    for (const [there, absent] of pairs) {
      const a = await outcome(() => client.mutate(build(there)), [there])
      const b = await outcome(() => client.mutate(build(absent)), [absent])
      expect({ id: there, ...a }).toEqual({ id: there, ...b })
      expect(a.status).toBe(expected)
    }
    expect(await revisions()).toEqual(before)
  })
})

describe('an editor, mutating by query', () => {
  it.each([
    ['delete', (id: string): Mutation => ({ delete: { query: '*[_id == $id]', params: { id } } })],
    [
      'patch',
      (id: string): Mutation => ({
        patch: { query: '*[_id == $id]', params: { id }, set: { name: 'Guess' } },
      }),
    ],
  ])('%s only reaches readable documents, so a private id matches nothing', async (_n, build) => {
    const before = await revisions()
    const client = lake.client(editor.token)
    for (const [there, absent] of [
      [existing.published, missing.published],
      [existingEmailId, missingEmailId],
    ] as const) {
      const a = await outcome(() => client.mutate([build(there)]), [there])
      const b = await outcome(() => client.mutate([build(absent)]), [absent])
      expect(a).toEqual(b)
      expect(a).toMatchObject({ status: 200, body: { results: [] } })
    }
    expect(await revisions()).toEqual(before)
  })
})

type ActionCase = [name: string, build: (f: Family) => Record<string, unknown>]

const ACTIONS: ActionCase[] = [
  [
    'create',
    (f) => ({
      actionType: 'sanity.action.document.create',
      publishedId: f.published,
      attributes: { _id: f.draft, _type: 'quoteRequest' },
      ifExists: 'fail',
    }),
  ],
  [
    'create (ifExists ignore)',
    (f) => ({
      actionType: 'sanity.action.document.create',
      publishedId: f.published,
      attributes: { _id: f.draft, _type: 'quoteRequest' },
      ifExists: 'ignore',
    }),
  ],
  [
    'edit',
    (f) => ({
      actionType: 'sanity.action.document.edit',
      publishedId: f.published,
      draftId: f.draft,
      patch: { set: { name: 'Guess' } },
    }),
  ],
  [
    'publish',
    (f) => ({
      actionType: 'sanity.action.document.publish',
      publishedId: f.published,
      draftId: f.draft,
    }),
  ],
  [
    'unpublish',
    (f) => ({
      actionType: 'sanity.action.document.unpublish',
      publishedId: f.published,
      draftId: f.draft,
    }),
  ],
  ['discard', (f) => ({ actionType: 'sanity.action.document.discard', draftId: f.draft })],
  [
    'delete',
    (f) => ({
      actionType: 'sanity.action.document.delete',
      publishedId: f.published,
      includeDrafts: [f.draft],
    }),
  ],
  [
    'replaceDraft',
    (f) => ({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: f.published,
      attributes: { _id: f.draft, _type: 'quoteRequest' },
    }),
  ],
  [
    'version.create from a base',
    (f) => ({
      actionType: 'sanity.action.document.version.create',
      publishedId: f.published,
      baseId: f.published,
      versionId: `versions.r2.${f.published}`,
    }),
  ],
  [
    'version.create from a document',
    (f) => ({
      actionType: 'sanity.action.document.version.create',
      publishedId: f.published,
      document: { _id: f.version, _type: 'quoteRequest' },
    }),
  ],
  [
    'version.discard',
    (f) => ({ actionType: 'sanity.action.document.version.discard', versionId: f.version }),
  ],
  [
    'version.replace',
    (f) => ({
      actionType: 'sanity.action.document.version.replace',
      document: { _id: f.version, _type: 'quoteRequest' },
    }),
  ],
  [
    'version.unpublish',
    (f) => ({
      actionType: 'sanity.action.document.version.unpublish',
      publishedId: f.published,
      versionId: f.version,
    }),
  ],
]

describe.each(callers())('%s, acting on a private document', (who, clientOf) => {
  const expected = who === 'an anonymous caller' ? 401 : 403

  it.each(ACTIONS)('%s: same refusal whether or not it exists', async (_name, build) => {
    const before = await revisions()
    const client = clientOf()
    const act = (f: Family) => client.action(build(f) as never)
    const a = await outcome(() => act(existing), [existing.published])
    const b = await outcome(() => act(missing), [missing.published])
    expect(a).toEqual(b)
    expect(a.status).toBe(expected)
    expect(await revisions()).toEqual(before)
  })
})

describe('callers who may write private documents', () => {
  it('still learn what exists: the write token gets 409, a no-op and 404 as before', async () => {
    const writer = lake.writer
    const create = await outcome(() => writer.mutate([{ create: doc(existing.published) }]), [])
    expect(create.status).toBe(409)
    const noop = await outcome(
      () =>
        writer.mutate([{ createIfNotExists: doc(existing.published) }], { returnDocuments: false }),
      [],
    )
    expect(noop).toMatchObject({ status: 200, body: { results: [{ operation: 'none' }] } })
    const patch = await outcome(
      () => writer.mutate([{ patch: { id: missing.published, set: { name: 'x' } } }]),
      [],
    )
    expect(patch).toMatchObject({ status: 404 })
  })
})
