import type { Template } from 'sanity'
import { isSingletonType } from '../schemas'
import { isPrivateType } from '../schemas/lib/private'

/**
 * The "create new document" templates the Studio offers: none for singletons (the seed creates
 * them under their fixed ids) and none for private types (never created or shown in the Studio).
 * Shipments are the one private type that is a schema type (docs/decisions/015): this is what
 * keeps them out of "create new" (the tracking number is the id; they come from the admin screen
 * or the transport system). None for the admin home screen's saves either: a log only that
 * screen writes (docs/decisions/034). For `schema.templates` in sanity.config.ts.
 */
const LOG_TYPES: readonly string[] = ['homeEntry']

export function newDocumentTemplates(templates: Template[]): Template[] {
  return templates.filter(
    ({ schemaType }) =>
      !isSingletonType(schemaType) && !isPrivateType(schemaType) && !LOG_TYPES.includes(schemaType),
  )
}
