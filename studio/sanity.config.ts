import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { isSingletonType, schemaTypes } from '../schemas'
import { deskStructure } from './desk-structure'

/**
 * Sanity Studio over the same schemas as the site. Today it serves `sanity schema extract` and
 * TypeGen; pointed at the embedded lake (SANITY_STUDIO_API_HOST) or a hosted project it is the
 * editors' alternative to the admin screens.
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
const apiHost = process.env.SANITY_STUDIO_API_HOST

export default defineConfig({
  name: 'default',
  title: 'Gulf Bridge Freight',
  projectId,
  dataset,
  // Only set for the embedded lake; unset means the hosted API.
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool({ structure: deskStructure })],
  schema: {
    types: schemaTypes,
    // Singletons are created by the seed under fixed ids, never from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !isSingletonType(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      isSingletonType(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete')
        : actions,
  },
})
