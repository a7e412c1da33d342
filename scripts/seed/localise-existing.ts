import type { SanityClient } from '@sanity/client'
import { documentTypes } from '#schemas/index'
import { seedLocaliser } from './content/index'

/**
 * Brings content saved before localisation (ADR 022) into the per-language shape: each plain
 * text at a localised field becomes `{en: text, ar: …}`, the Arabic from the seed's translation
 * memory where the text is still the seeded one, and absent otherwise (the site then shows the
 * English, and the Studio warns). Documents already localised are left alone, so this runs at
 * every start for nothing once done. Drafts are migrated too; each patch is conditional on the
 * revision read, so an edit saved meanwhile is never overwritten.
 */
export async function localiseExistingContent(client: SanityClient): Promise<number> {
  const types = documentTypes.map((type) => type.name)
  const docs = await client.fetch<
    Array<Record<string, unknown> & { _id: string; _type: string; _rev: string }>
  >('*[_type in $types]', { types }, { perspective: 'raw' })
  const transaction = client.transaction()
  let changed = 0
  for (const doc of docs) {
    const localised = seedLocaliser.localiseDocument(doc) as Record<string, unknown>
    const fields: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(localised)) {
      if (JSON.stringify(value) !== JSON.stringify(doc[name])) fields[name] = value
    }
    if (Object.keys(fields).length === 0) continue
    transaction.patch(doc._id, (patch) => patch.ifRevisionId(doc._rev).set(fields))
    changed++
  }
  if (changed > 0) await transaction.commit({ visibility: 'sync' })
  return changed
}
