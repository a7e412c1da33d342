import { afterEach, describe, expect, it, vi } from 'vitest'

// One studio/ for both worlds: built for the embedded lake (npm start sets
// SANITY_STUDIO_LAKE=embedded) it talks to its own origin with our login; built without it, it is
// a plain Studio of a hosted project with Sanity's own API host and login.
async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string)
  return (await import('../../studio/sanity.config')).default as unknown as Record<string, unknown>
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

describe('the Studio configuration', () => {
  it('is a plain hosted-project Studio by default: Sanity host, login and project hostnames', async () => {
    const config = await loadConfig({
      SANITY_STUDIO_LAKE: undefined,
      SANITY_STUDIO_PROJECT_ID: 'abc123',
      SANITY_STUDIO_DATASET: 'production',
    })
    expect(config.projectId).toBe('abc123')
    expect(config.dataset).toBe('production')
    expect(config.apiHost).toBeUndefined()
    expect(config.auth).toBeUndefined()
    expect(config.unstable_clientFactory).toBeUndefined()
  })

  it('talks to the origin it is served from on the embedded lake, with our login provider', async () => {
    vi.stubGlobal('window', { location: { origin: 'https://localhost:3334' } })
    const config = await loadConfig({ SANITY_STUDIO_LAKE: 'embedded', SANITY_STUDIO_API_HOST: '' })
    expect(config.apiHost).toBe('https://localhost:3334')
    expect(config.auth).toEqual({ loginMethod: 'dual', redirectOnSingle: false })
    const factory = config.unstable_clientFactory as (options: object) => {
      config(): { useProjectHostname: boolean; apiHost: string }
    }
    const client = factory({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: 'https://localhost:3334',
      useCdn: false,
    })
    // Not https://local.localhost:3334: one origin, no CORS, one certificate name.
    expect(client.config().useProjectHostname).toBe(false)
    expect(client.config().apiHost).toBe('https://localhost:3334')
  })

  it('uses SANITY_STUDIO_API_HOST when the Studio runs on its own dev server', async () => {
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:3335' } })
    const config = await loadConfig({
      SANITY_STUDIO_LAKE: 'embedded',
      SANITY_STUDIO_API_HOST: 'https://localhost:3334',
    })
    expect(config.apiHost).toBe('https://localhost:3334')
  })
})
