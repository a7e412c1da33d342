import type { SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import {
  deleteExpiredSecretsQuery,
  fetchSharedAccessQuery,
  schemaIdSingleton,
  schemaType,
  schemaTypeSingleton,
  SECRET_TTL,
  urlSearchParamPreviewSecret,
} from '@sanity/preview-url-secret/constants'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { enablePreviewAccessSharing } from '@sanity/preview-url-secret/toggle-preview-access-sharing'
import { firstValueFrom } from 'rxjs'
import { createGrantsStore } from 'sanity'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { UserRole } from '#schemas/lib/user-roles'
import { DATASET, useTestLake } from '#test-support/lake'
import { raw, rejection } from './support/lake-requests'
import { sessionUser } from './support/studio-users'

// What the Studio's Presentation tool asks of the lake before it shows the site in preview
// (docs/decisions/031), with Sanity's own code: the grants check of PresentationToolGrantsCheck
// (Sanity's grants store over the lake's ACL), the preview secret as @sanity/preview-url-secret
// writes it from an editor's session, and the site's check of it with its read token. Secrets
// are drafts (`drafts.<uuid>`): never readable without a token or a session.
const STUDIO_URL = 'https://localhost:3334/presentation'
const lake = useTestLake()

const users = {} as Record<UserRole, { id: string; client: SanityClient }>

beforeAll(async () => {
  for (const role of ['administrator', 'editor', 'viewer'] as const) {
    users[role] = await sessionUser(lake, `preview-${role}-${Date.now()}`, role)
  }
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The four checks PresentationToolGrantsCheck makes, through the Studio's grants store. */
async function presentationGrants(role: UserRole) {
  const grants = createGrantsStore({ client: users[role].client, userId: users[role].id })
  const check = (permission: 'read' | 'create' | 'update', document: object) =>
    firstValueFrom(grants.checkDocumentPermission(permission, document as never))
  const secret = { _id: `drafts.${crypto.randomUUID()}`, _type: schemaType }
  const share = { _id: schemaIdSingleton, _type: schemaTypeSingleton }
  const results = await Promise.all([
    check('create', secret),
    check('read', share),
    check('create', share),
    check('update', share),
  ])
  const [createSecret, readShare, createShare, updateShare] = results.map((r) => r.granted)
  return { createSecret, readShare, createShare, updateShare }
}

describe('the grants the Presentation tool checks', () => {
  it('are all given to administrators and editors', async () => {
    const all = { createSecret: true, readShare: true, createShare: true, updateShare: true }
    expect(await presentationGrants('administrator')).toEqual(all)
    expect(await presentationGrants('editor')).toEqual(all)
  })

  it('give viewers none of them, so the Studio tells them previews need more rights', async () => {
    // With neither the share link to read nor a secret to create, PresentationToolGrantsCheck
    // shows its "missing grants" toast and the plain site.
    expect(await presentationGrants('viewer')).toEqual({
      createSecret: false,
      readShare: false,
      createShare: false,
      updateShare: false,
    })
  })

  it('match what the lake enforces: a viewer never reads the share link, an editor does', async () => {
    const editor = users.editor
    await enablePreviewAccessSharing(editor.client, 'sanity/presentation', STUDIO_URL, editor.id)
    const viewer = users.viewer.client
    expect(await viewer.getDocument(schemaIdSingleton)).toBeUndefined()
    const query = '*[_id in path("sanity-preview-url-secret.**") || _type == $type]'
    for (const perspective of ['raw', 'drafts'] as const) {
      expect(await viewer.fetch(query, { type: schemaTypeSingleton }, { perspective })).toEqual([])
    }
    expect(await viewer.fetch(fetchSharedAccessQuery)).toBeNull()
    expect(await editor.client.fetch(fetchSharedAccessQuery)).toEqual(expect.any(String))
    // Viewers still read the content editors read (the about page, drafts included).
    await lake.writer.createOrReplace({ _id: 'drafts.aboutPage', _type: 'aboutPage' })
    expect(await viewer.getDocument('drafts.aboutPage')).toMatchObject({ _type: 'aboutPage' })
  })
})

describe('the preview secret', () => {
  it('is written from an editor’s session exactly as the Studio writes it, and the site accepts it', async () => {
    const editor = users.editor
    const { secret } = await createPreviewSecret(
      editor.client,
      'sanity/presentation',
      STUDIO_URL,
      editor.id,
    )
    const stored = await lake.reader.fetch<Record<string, unknown>[]>(
      `*[_type == $type && secret == $secret]`,
      { type: schemaType, secret },
      { perspective: 'raw' },
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      _type: schemaType,
      source: 'sanity/presentation',
      studioUrl: STUDIO_URL,
      userId: editor.id,
    })
    expect(stored[0]!._id).toMatch(/^drafts\.[0-9a-f-]{36}$/)

    // The site's enable route checks it with its read token (the lead's /api/preview/enable).
    const url = new URL('http://localhost:3000/api/preview/enable')
    url.searchParams.set(urlSearchParamPreviewSecret, secret)
    url.searchParams.set('sanity-preview-pathname', '/abouts')
    const checked = await validatePreviewUrl(lake.reader, url.toString())
    expect(checked).toMatchObject({ isValid: true, redirectTo: '/abouts' })
    url.searchParams.set(urlSearchParamPreviewSecret, `${secret}x`)
    expect((await validatePreviewUrl(lake.reader, url.toString())).isValid).toBe(false)
  })

  it('is never readable anonymously: not by query, by id, nor through the doc endpoint', async () => {
    const editor = users.editor
    const id = crypto.randomUUID()
    const { secret } = await createPreviewSecret(
      editor.client,
      'sanity/presentation',
      STUDIO_URL,
      editor.id,
      id,
    )
    for (const perspective of ['raw', 'drafts', 'published'] as const) {
      const query = '*[_type == $type || secret == $secret]{_id, secret}'
      const seen = await lake.anon.fetch(query, { type: schemaType, secret }, { perspective })
      expect(seen, perspective).toEqual([])
    }
    expect(await lake.anon.getDocument(`drafts.${id}`)).toBeUndefined()
    const doc = await raw(`${lake.url}/v2025-02-19/data/doc/${DATASET}/drafts.${id}`)
    expect(doc.body).toMatchObject({ documents: [], omitted: [{ id: `drafts.${id}` }] })
    expect(doc.text).not.toContain(secret)
    // The shared-access singleton has a dotted id: as private to visitors.
    await enablePreviewAccessSharing(editor.client, 'sanity/presentation', STUDIO_URL, editor.id)
    expect(await lake.anon.getDocument(schemaIdSingleton)).toBeUndefined()
    expect(await lake.reader.getDocument(schemaIdSingleton)).toMatchObject({
      _type: schemaTypeSingleton,
      secret: expect.any(String),
    })
  })

  it('cannot be written by a viewer or anonymously', async () => {
    const viewer = users.viewer
    // The library logs its clean-up's refusal too (the delete of expired secrets).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const denied = await rejection(() =>
      createPreviewSecret(viewer.client, 'sanity/presentation', STUDIO_URL, viewer.id),
    )
    expect(denied.statusCode).toBe(403)
    const anonymous = await rejection(() =>
      createPreviewSecret(lake.anon, 'sanity/presentation', STUDIO_URL),
    )
    expect(anonymous.statusCode).toBe(401)
    expect(logged).toHaveBeenCalledWith('Failed to delete expired secrets', expect.anything())
    expect(
      await lake.reader.fetch('count(*[_type == $type && userId == $user])', {
        type: schemaType,
        user: viewer.id,
      }),
    ).toBe(0)
  })

  it('expired ones are deleted by the editor’s next secret, as the Studio asks', async () => {
    const editor = users.editor
    // A secret written more than its lifetime ago (the lake stamps _updatedAt with the clock).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() - (SECRET_TTL + 60) * 1000)
    const old = crypto.randomUUID()
    await createPreviewSecret(editor.client, 'sanity/presentation', STUDIO_URL, editor.id, old)
    vi.useRealTimers()
    expect(await lake.reader.getDocument(`drafts.${old}`)).toBeDefined()

    const fresh = crypto.randomUUID()
    await createPreviewSecret(editor.client, 'sanity/presentation', STUDIO_URL, editor.id, fresh)
    expect(await lake.reader.getDocument(`drafts.${old}`)).toBeUndefined()
    expect(await lake.reader.getDocument(`drafts.${fresh}`)).toBeDefined()
    // The delete-by-query itself, from the editor's session: a 200 with nothing left to delete.
    const result = await editor.client.delete({ query: deleteExpiredSecretsQuery })
    expect(result.results).toEqual([])
  })
})
