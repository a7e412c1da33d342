import type { Template } from 'sanity'
import { isSingletonType } from '../schemas'
import { isPrivateType } from '../schemas/lib/private'

/**
 * The "create new document" templates the Studio offers: none for singletons (the seed creates
 * them under their fixed ids) and none for private types (never created or shown in the Studio).
 * Private types are not schema types today, so no template exists for them; this keeps it so if
 * one is ever added to the schema (for TypeGen, say). For `schema.templates` in sanity.config.ts.
 */
export function newDocumentTemplates(templates: Template[]): Template[] {
  return templates.filter(
    ({ schemaType }) => !isSingletonType(schemaType) && !isPrivateType(schemaType),
  )
}
