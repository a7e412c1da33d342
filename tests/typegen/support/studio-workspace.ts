import { createClient, type SanityClient } from '@sanity/client'
import { parse, evaluate } from 'groq-js'
import { createWorkspaceFromConfig, type Workspace } from 'sanity'
import config from '#studio/sanity.config'

/**
 * The Studio's real workspace (studio/sanity.config.ts: schema, templates, structure tool) built
 * in Node without a login or a network call: a mock auth store stands in for the session, and
 * the client is never asked anything.
 */
export async function studioWorkspace(): Promise<Workspace> {
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
  })
  return createWorkspaceFromConfig({
    ...config,
    currentUser: {
      id: 'test-editor',
      name: 'Test Editor',
      email: 'editor@example.com',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  })
}

/**
 * A client for custom validators that answers GROQ over `documents` with groq-js (the lake's
 * query engine), so the uniqueness and asset-size lookups of the schemas run for real.
 */
export function groqClient(documents: ReadonlyArray<Record<string, unknown>>): SanityClient {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query), { dataset: [...documents], params })).get(),
    withConfig: () => client,
    clone: () => client,
  }
  return client as unknown as SanityClient
}
