import { createClient } from '@sanity/client'
import { defineConfig, type SourceOptions } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { isSingletonType, isStudioPrivateType, schemaTypes } from '../schemas'
import { deskStructure } from './desk-structure'
import { CompanyLogo } from './logo'
import { presentationOptions } from './presentation'
import { newDocumentTemplates } from './templates'

/**
 * Sanity Studio over the same schemas as the site, in one of two modes chosen at build time:
 *
 * - hosted (default): a real Sanity project, Sanity's own API host and login.
 * - embedded (`SANITY_STUDIO_LAKE=embedded`): the embedded lake (lake/), which serves this built
 *   Studio over HTTPS + HTTP/2 on the same origin as its API (research §5.2). The API host is that
 *   origin, or SANITY_STUDIO_API_HOST for `npm run dev` (where the Studio runs on its own dev
 *   server). Requests go to `<origin>/v…/…` instead of `<projectId>.<host>`, and the login is
 *   token based (the providers come from the lake's /auth/providers; no Sanity cookie).
 *
 * The CLI also loads this file in Node (`sanity schema extract`, TypeGen), where there is no
 * `window`: every access is guarded. `SANITY_STUDIO_*` variables are inlined into the bundle.
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
const embedded = process.env.SANITY_STUDIO_LAKE === 'embedded'

function embeddedApiHost(): string | undefined {
  const configured = process.env.SANITY_STUDIO_API_HOST
  if (configured) return configured
  return typeof window === 'undefined' ? undefined : window.location.origin
}

function lakeOptions(): Pick<SourceOptions, 'apiHost' | 'auth' | 'unstable_clientFactory'> {
  if (!embedded) return {}
  const apiHost = embeddedApiHost()
  return {
    ...(apiHost ? { apiHost } : {}),
    // Without this the client prepends the project id to the host (`local.localhost:3334`).
    unstable_clientFactory: (options) => createClient({ ...options, useProjectHostname: false }),
    // 'dual': after the login page sends the editor back with #sid=, the Studio exchanges it for a
    // token and re-checks /users/me with it. ('token' mode can miss that token: its auth state
    // skips the first stored value when the exchange finishes before the first /users/me does.)
    auth: { loginMethod: 'dual', redirectOnSingle: false },
  }
}

export default defineConfig({
  name: 'default',
  title: 'Gulf Bridge Freight',
  icon: CompanyLogo,
  projectId,
  dataset,
  ...lakeOptions(),
  plugins: [
    structureTool({ structure: deskStructure }),
    // The site beside the editor, in preview mode, with click-to-edit (docs/decisions/031).
    presentationTool(presentationOptions()),
  ],
  schema: {
    types: schemaTypes,
    // No "new document" for singletons (the seed creates them under fixed ids) or private types.
    templates: newDocumentTemplates,
  },
  document: {
    // Singletons: no duplicate or delete. Shipments: no duplicate (the copy would get a random,
    // public id; the tracking number is the id), deleting one is allowed.
    actions: (actions, { schemaType }) =>
      isSingletonType(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete')
        : isStudioPrivateType(schemaType)
          ? actions.filter(({ action }) => action !== 'duplicate')
          : actions,
  },
})
