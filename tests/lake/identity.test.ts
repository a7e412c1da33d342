import { beforeAll, describe, expect, it } from 'vitest'
import { useTestLake } from '#test-support/lake'
import { sessionUser } from './support/studio-users'

// GROQ's identity() is the caller's user id (research/sanity-api.md §4.1). The lake caches query
// results per read scope; two users with the same scope must still each get their own id.
const lake = useTestLake()

let editor: Awaited<ReturnType<typeof sessionUser>>
let viewer: Awaited<ReturnType<typeof sessionUser>>
let otherEditor: Awaited<ReturnType<typeof sessionUser>>

beforeAll(async () => {
  await lake.writer.create({ _id: 'note-1', _type: 'note', owner: 'identity-editor' })
  editor = await sessionUser(lake, 'identity-editor', 'editor')
  viewer = await sessionUser(lake, 'identity-viewer', 'viewer')
  otherEditor = await sessionUser(lake, 'identity-other', 'editor')
})

describe('identity() in queries', () => {
  it("answers each user with their own id, whoever asked first (the cache is not someone else's)", async () => {
    expect(await editor.client.fetch('identity()')).toBe('identity-editor')
    expect(await viewer.client.fetch('identity()')).toBe('identity-viewer')
    expect(await otherEditor.client.fetch('identity()')).toBe('identity-other')
    // And again, now that each answer could be cached.
    expect(await viewer.client.fetch('identity()')).toBe('identity-viewer')
    expect(await editor.client.fetch('identity()')).toBe('identity-editor')
  })

  it('filters by identity() per user, also inside a larger query', async () => {
    const query = '*[_type == "note" && owner == identity()]._id'
    expect(await editor.client.fetch(query)).toEqual(['note-1'])
    expect(await otherEditor.client.fetch(query)).toEqual([])
    expect(await viewer.client.fetch(query)).toEqual([])
    expect(await editor.client.fetch(query)).toEqual(['note-1'])
  })

  it('still shares cached answers of queries that do not ask who is asking', async () => {
    const query = '*[_type == "note"]._id'
    const before = lake.server.lake.engine.stats().cacheEntries
    expect(await editor.client.fetch(query)).toEqual(['note-1'])
    expect(await otherEditor.client.fetch(query)).toEqual(['note-1'])
    // One entry for the two users of the same read scope.
    expect(lake.server.lake.engine.stats().cacheEntries).toBe(before + 1)
    // A viewer's scope leaves out the shared-preview documents (docs/decisions/031): its own.
    expect(await viewer.client.fetch(query)).toEqual(['note-1'])
    expect(lake.server.lake.engine.stats().cacheEntries).toBe(before + 2)
  })
})
