import { beforeAll, describe, expect, it } from 'vitest'
import { studioCredentialCheck } from '#adapters/auth/login'
import { setAdminPassword, setUserRole } from '#adapters/cms/admin-users'
import { useTestLake } from '#test-support/lake'
import { rejection } from './support/lake-requests'
import { createStudioUser, type StudioUser } from './support/studio-users'

// The Studio's accounts on the embedded lake: the login flow of its own login screen
// (providers, our login page, #sid=, /auth/fetch, logout), and every role's grants, as the Studio
// reads them (ACL) and as the lake enforces them (query, doc, mutate, listen, assets).
const STUDIO_ORIGIN = 'https://studio.test:3334'
let admin: StudioUser
let editor: StudioUser
let viewer: StudioUser

const lake = useTestLake({ env: { STUDIO_ORIGINS: STUDIO_ORIGIN } })

beforeAll(async () => {
  lake.server.lake.credentials = studioCredentialCheck(lake.writer)
  ;[admin, editor, viewer] = await Promise.all([
    createStudioUser(lake, 'administrator'),
    createStudioUser(lake, 'editor'),
    createStudioUser(lake, 'viewer'),
  ])
  await lake.writer
    .transaction()
    .create({ _id: 'aboutPage', _type: 'aboutPage', welcomeTitle: 'Welcome' })
    .create({ _id: 'private.careerApplication.a1', _type: 'careerApplication', name: 'Applicant' })
    .commit()
})

const get = (path: string, token?: string) =>
  fetch(`${lake.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })

async function logIn(email: string, password: string, origin = `${STUDIO_ORIGIN}/structure`) {
  return fetch(`${lake.url}/v1/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, origin }).toString(),
  })
}

describe('logging in from the Studio', () => {
  it('lists our login page as the one provider', async () => {
    const body = (await (await get('/v2026-05-04/auth/providers')).json()) as {
      providers: { name: string; title: string; url: string }[]
    }
    expect(body.providers).toHaveLength(1)
    expect(body.providers[0]!.url).toMatch(/\/v1\/auth\/login$/)
  })

  it('shows a login form that keeps the Studio address', async () => {
    const origin = `${STUDIO_ORIGIN}/structure`
    const response = await get(
      `/v1/auth/login?origin=${encodeURIComponent(origin)}&projectId=local&withSid=true`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain(
      '<input type="hidden" name="origin" value="https://studio.test:3334/structure">',
    )
    expect(html).toContain('type="password"')
  })

  it('sends a good login back to the Studio with a one-time code worth one session token', async () => {
    const response = await logIn(editor.email, editor.password)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.origin + location.pathname).toBe(`${STUDIO_ORIGIN}/structure`)
    const sid = /^#sid=(.{20,})$/.exec(location.hash)?.[1]
    expect(sid).toBeDefined()

    const fetched = await get(`/v2026-05-04/auth/fetch?sid=${sid}`)
    expect(fetched.status).toBe(200)
    const { token } = (await fetched.json()) as { token: string }
    const me = (await (await get('/v2026-05-04/users/me', token)).json()) as Record<string, unknown>
    expect(me).toMatchObject({ id: editor.id, email: editor.email, role: 'editor' })
    expect(me.roles).toEqual([{ name: 'editor', title: 'Editor' }])

    // The code is spent.
    expect((await get(`/v2026-05-04/auth/fetch?sid=${sid}`)).status).toBe(401)
  })

  it('refuses a wrong password with the same page and no code', async () => {
    const response = await logIn(editor.email, 'not the password')
    expect(response.status).toBe(401)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('The e-mail address or password is not correct.')
  })

  it('never sends anyone to an origin it does not serve', async () => {
    const response = await logIn(editor.email, editor.password, 'https://evil.example/structure')
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    const page = await get(`/v1/auth/login?origin=${encodeURIComponent('javascript:alert(1)')}`)
    expect(await page.text()).toContain('This login link is not from the Studio')
  })

  it('locks an e-mail after repeated failures, also for the right password', async () => {
    const victim = await createStudioUser(lake, 'editor')
    for (let i = 0; i < 5; i++) await logIn(victim.email, 'wrong password')
    const response = await logIn(victim.email, victim.password)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await response.text()).toContain('Too many failed attempts')
  })

  it('ends the session at logout', async () => {
    const user = await createStudioUser(lake, 'editor')
    expect((await get('/v2026-05-04/users/me', user.token)).status).toBe(200)
    const out = await fetch(`${lake.url}/v2026-05-04/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    })
    expect(out.status).toBe(200)
    // A 401 on /users/me is how the Studio learns it is logged out.
    expect((await get('/v2026-05-04/users/me', user.token)).status).toBe(401)
  })

  it('ends every session of a user whose password changes', async () => {
    const user = await createStudioUser(lake, 'editor')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await setAdminPassword(lake.writer, user.email, 'a brand new password')
    expect((await get('/v2026-05-04/users/me', user.token)).status).toBe(401)
  })

  it('answers /users/me without a token as logged out, and a made-up token with 401', async () => {
    expect(await (await get('/v2026-05-04/users/me')).json()).toEqual({})
    expect((await get('/v2026-05-04/users/me', 'sk-not-a-session')).status).toBe(401)
  })
})

describe('what each role may do', () => {
  it("tells the Studio each role's grants", async () => {
    const acl = async (token: string) =>
      (await (await get('/v2021-06-07/projects/local/datasets/production/acl', token)).json()) as {
        filter: string
        permissions: string[]
      }[]
    expect(await acl(admin.token)).toEqual([
      { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
    ])
    const editorGrants = await acl(editor.token)
    expect(editorGrants).toHaveLength(1)
    expect(editorGrants[0]!.permissions).toEqual(['read', 'create', 'update', 'history'])
    expect(editorGrants[0]!.filter).toContain('private.**')
    const viewerGrants = await acl(viewer.token)
    // Viewers read all that editors read but the shared-preview link (docs/decisions/031).
    expect(viewerGrants).toEqual([
      {
        filter: `${editorGrants[0]!.filter} && !(_id in path("sanity-preview-url-secret.**"))`,
        permissions: ['read', 'history'],
      },
    ])
  })

  it('never shows private documents to editors and viewers, in queries or by id', async () => {
    for (const user of [editor, viewer]) {
      const client = lake.client({ token: user.token })
      expect(
        await client.fetch('count(*[_id in path("private.**")])', {}, { perspective: 'raw' }),
      ).toBe(0)
      const got = await client.getDocuments(['aboutPage', 'private.careerApplication.a1'])
      expect(got[0]?._id).toBe('aboutPage')
      expect(got[1]).toBeNull()
    }
    const adminClient = lake.client({ token: admin.token })
    expect(await adminClient.getDocument('private.careerApplication.a1')).toMatchObject({
      name: 'Applicant',
    })
  })

  it('lets an editor change content, recorded under their id, and not private documents', async () => {
    const client = lake.client({ token: editor.token })
    const result = await client.patch('aboutPage').set({ welcomeTitle: 'Edited' }).commit()
    expect(result.welcomeTitle).toBe('Edited')
    const error = await rejection(() =>
      client
        .transaction()
        .patch('aboutPage', (p) => p.set({ welcomeTitle: 'Both' }))
        .createOrReplace({ _id: 'private.adminUser.x', _type: 'adminUser', email: 'x@y.z' })
        .commit(),
    )
    expect(error.statusCode).toBe(403)
    expect(JSON.stringify(error.details)).toContain('insufficientPermissionsError')
    // Nothing of the refused transaction was applied.
    expect((await lake.writer.getDocument('aboutPage'))?.welcomeTitle).toBe('Edited')
    expect(await lake.writer.getDocument('private.adminUser.x')).toBeUndefined()
  })

  it('lets a viewer read and nothing else', async () => {
    const client = lake.client({ token: viewer.token })
    expect((await client.getDocument('aboutPage'))?._id).toBe('aboutPage')
    const error = await rejection(() =>
      client.patch('aboutPage').set({ welcomeTitle: 'No' }).commit(),
    )
    expect(error.statusCode).toBe(403)
    const upload = await fetch(`${lake.url}/v2025-02-19/assets/images/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'image/png' },
      body: Buffer.from('not really a png'),
    })
    expect(upload.status).toBe(403)
  })

  it('takes a role change at the next request', async () => {
    const user = await createStudioUser(lake, 'editor')
    const client = lake.client({ token: user.token })
    await client.patch('aboutPage').set({ welcomeContent: 'by editor' }).commit()
    await setUserRole(lake.writer, user.email, 'viewer')
    expect(
      (await rejection(() => client.patch('aboutPage').set({ welcomeContent: 'x' }).commit()))
        .statusCode,
    ).toBe(403)
  })

  it('streams to an editor only the events of documents they may read', async () => {
    const client = lake.client({ token: editor.token })
    const events: { documentId: string; identity: string; transactionTotalEvents: number }[] = []
    const subscription = client
      .listen('*', {}, { includeResult: false, events: ['mutation'] } as never)
      .subscribe((event) => events.push(event as never))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await lake.writer
      .transaction()
      .patch('aboutPage', (p) => p.set({ welcomeTitle: 'Both changed' }))
      .patch('private.careerApplication.a1', (p) => p.set({ name: 'Secret' }))
      .commit()
    await new Promise((resolve) => setTimeout(resolve, 300))
    subscription.unsubscribe()
    expect(events.map((e) => e.documentId)).toEqual(['aboutPage'])
    // Counted per listener: the Studio waits for this many events before applying.
    expect(events[0]!.transactionTotalEvents).toBe(1)
    expect(events[0]!.identity).toBe('write-token')
    expect(JSON.stringify(events)).not.toContain('Secret')
  })
})

describe("the Studio's project calls", () => {
  it('names users by id for the History panel, the tokens included', async () => {
    const many = (await (
      await get(`/v2021-06-07/users/${editor.id},${viewer.id},write-token,nobody`, admin.token)
    ).json()) as { id: string; displayName: string }[]
    expect(many.map((u) => u.id)).toEqual([editor.id, viewer.id, 'write-token'])
    expect(many[0]!.displayName).toBe(`editor ${editor.email.split('-')[1]}`)
    const one = (await (await get(`/v2021-06-07/users/${viewer.id}`, editor.token)).json()) as {
      id: string
    }
    expect(one.id).toBe(viewer.id)
    expect((await get(`/v2021-06-07/users/${viewer.id}`)).status).toBe(401)
  })

  it("keeps each user's Studio settings apart, within size limits", async () => {
    const put = (token: string, body: unknown) =>
      fetch(`${lake.url}/v2025-02-19/users/me/keyvalue`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect(
      (await put(editor.token, [{ key: 'studio.layout', value: { wide: true } }])).status,
    ).toBe(200)
    const mine = await (
      await get('/v2025-02-19/users/me/keyvalue/studio.layout,other', editor.token)
    ).json()
    expect(mine).toEqual([
      { key: 'studio.layout', value: { wide: true } },
      { key: 'other', value: null },
    ])
    const theirs = await (
      await get('/v2025-02-19/users/me/keyvalue/studio.layout', viewer.token)
    ).json()
    expect(theirs).toEqual([{ key: 'studio.layout', value: null }])
    const huge = await put(editor.token, [{ key: 'big', value: 'x'.repeat(70 * 1024) }])
    expect(huge.status).toBe(413)
    expect(await huge.json()).toMatchObject({ error: { type: 'validationError' } })
    expect((await put(editor.token, { key: 'not-an-array' })).status).toBe(400)
    expect((await put(editor.token, [{ key: '', value: 1 }])).status).toBe(400)
    expect((await get('/v2025-02-19/users/me/keyvalue/studio.layout')).status).toBe(401)
  })

  it('answers the boot calls in the shapes the Studio accepts', async () => {
    const json = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${lake.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${editor.token}`, ...(init.headers ?? {}) },
      })
      expect(response.status, path).toBeLessThan(300)
      return response.status === 204
        ? null
        : response.headers.get('content-type')?.includes('json')
          ? response.json()
          : response.text()
    }
    expect(
      await json('/v2021-12-15/projects/local?includeMembers=false&includeOrganization=true'),
    ).toMatchObject({
      id: 'local',
      members: [],
    })
    const project = (await json('/v2021-12-15/projects/local')) as {
      members: { id: string; role: string }[]
    }
    expect(project.members).toContainEqual(
      expect.objectContaining({ id: viewer.id, role: 'viewer' }),
    )
    expect(await json('/v2025-02-19/projects/local/datasets')).toEqual([
      { name: 'production', aclMode: 'public', tags: [] },
    ])
    expect(
      await json(
        '/v2025-02-19/projects/local/datasets?datasetProfile=comments&addonFor=production',
      ),
    ).toEqual([])
    expect(await json('/v2025-02-19/projects/local/user-applications')).toEqual([])
    expect(await json('/v2025-02-19/features')).toEqual(['contentReleases', 'singleDocRelease'])
    expect(await json('/v2025-02-19/schedules/local/production?limit=1')).toEqual({ schedules: [] })
    expect(
      await json('/v2025-02-19/descriptors/claim', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ descriptorId: 'd', contextKey: 'k' }),
      }),
    ).toEqual({ synchronization: { type: 'complete' } })
    expect(await json('/v2025-03-01/ping')).toBe('PONG')
    expect(await json('/v2024-09-19/journey/announcements')).toEqual([])
    expect(await json('/v2025-02-19/journey/document-limit')).toBeNull()
    expect(await json('/v2023-12-18/intake/telemetry-status')).toEqual({ status: 'denied' })
    expect((await get('/v2021-12-15/projects/someone-else', editor.token)).status).toBe(404)
  })

  it("answers the Studio's list query, which slices with parameters", async () => {
    const result = await lake
      .client({ token: editor.token })
      .fetch(
        '*[_type in $__types] | order(_id asc)[0...$__limit]{_id}',
        { __types: ['aboutPage'], __limit: 5 },
        { perspective: 'drafts' },
      )
    expect(result).toEqual([{ _id: 'aboutPage' }])
  })
})

describe('bad input to the Studio calls', () => {
  it('answers every malformed request with a 4xx in Sanity shapes, never a 5xx', async () => {
    const token = editor.token
    const auth = { authorization: `Bearer ${token}` }
    const cases: [string, RequestInit & { path: string }][] = [
      [
        'non-JSON key-value body',
        {
          path: '/v2025-02-19/users/me/keyvalue',
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"key":',
        },
      ],
      [
        'key-value body as text',
        {
          path: '/v2025-02-19/users/me/keyvalue',
          method: 'PUT',
          headers: { ...auth, 'content-type': 'text/plain' },
          body: 'x',
        },
      ],
      [
        'too many keys at once',
        {
          path: `/v2025-02-19/users/me/keyvalue/${Array.from({ length: 101 }, (_, i) => `k${i}`).join(',')}`,
          headers: auth,
        },
      ],
      [
        'too many user ids',
        {
          path: `/v2021-06-07/users/${Array.from({ length: 401 }, (_, i) => `u${i}`).join(',')}`,
          headers: auth,
        },
      ],
      ['an unknown user', { path: '/v2021-06-07/users/nobody', headers: auth }],
      [
        'an unknown dataset ACL',
        { path: '/v2021-06-07/projects/local/datasets/nope/acl', headers: auth },
      ],
      ['a code given twice', { path: '/v2026-05-04/auth/fetch?sid=a&sid=b' }],
      ['a huge code', { path: `/v2026-05-04/auth/fetch?sid=${'x'.repeat(5000)}` }],
      [
        'a bearer of garbage',
        { path: '/v2026-05-04/users/me', headers: { authorization: `Bearer ${'é'.repeat(600)}` } },
      ],
      [
        'a scheme that is not bearer',
        { path: '/v2026-05-04/users/me', headers: { authorization: 'Basic abc' } },
      ],
      [
        'a login body that is JSON',
        {
          path: '/v1/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"email":1}',
        },
      ],
      [
        'a login body too large',
        {
          path: '/v1/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=${'a'.repeat(40_000)}`,
        },
      ],
      [
        'a login with fields as lists',
        {
          path: '/v1/auth/login',
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=a&email=b&password=x&origin=https%3A%2F%2Fstudio.test%3A3334%2F',
        },
      ],
    ]
    for (const [name, { path, ...init }] of cases) {
      const response = await fetch(`${lake.url}${path}`, init)
      expect(response.status, name).toBeGreaterThanOrEqual(400)
      expect(response.status, name).toBeLessThan(500)
      if (!path.startsWith('/v1/auth/login')) {
        const body = (await response.json()) as Record<string, unknown>
        expect(body.error ?? body.message, name).toBeDefined()
      }
    }
  })
})
