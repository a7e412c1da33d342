import { publishedIdOf } from './document-ids'

/**
 * Private documents (DESIGN §4): admin users with their password hashes, login-attempt counters
 * career applications, quote requests and shipments live under `private.` ids, which the lake
 * never serves without a token.
 * They are deliberately not schema types, and the Studio must never list them, offer to create
 * them or find them: an administrator's Studio session may read `private.*`, so every list the
 * desk structure shows also filters private ids out (`notPrivateFilter`).
 *
 * One deliberate exception (`studioPrivateTypes`, docs/decisions/015): shipments are a schema
 * type, so administrators can correct one in the Studio. Their documents stay private (the lake
 * shows `private.*` to administrators and tokens only, never to editors, viewers or visitors);
 * the desk structure lists them in one list whose filter is `studioPrivateListFilter(type)`
 * (that type's private ids and nothing else), and no template creates one (the tracking number
 * is the id). Every other private type keeps the rule above.
 *
 * The types are the ones the CMS adapters write (adapters/cms: `private.<type>.<id>`); a test
 * (tests/typegen/studio-structure.test.ts) fails when an adapter adds one that is missing here.
 */
const PRIVATE_ID_PREFIX = 'private.'

export const privateTypes = [
  'adminUser',
  // The e-mail index that keeps accounts' addresses unique (docs/decisions/027).
  'adminEmail',
  'loginAttempts',
  'careerApplication',
  'quoteRequest',
  'shipment',
] as const

export type PrivateType = (typeof privateTypes)[number]

export function isPrivateType(type: string): type is PrivateType {
  return (privateTypes as readonly string[]).includes(type)
}

/** Whether an id is private, also as a draft (`drafts.private.…`) or a release version. */
export function isPrivateId(id: string): boolean {
  return publishedIdOf(id).startsWith(PRIVATE_ID_PREFIX)
}

/** GROQ condition that leaves out private documents, their drafts and their release versions. */
export const notPrivateFilter =
  '!(_id in path("private.**")) && !(_id in path("drafts.private.**")) && ' +
  '!(_id in path("versions.*.private.**"))'

/**
 * The private types the Studio shows (to administrators, the only role that reads `private.*`):
 * shipments alone. Admin users, login counters, applications and quote requests never.
 */
export const studioPrivateTypes = ['shipment'] as const satisfies readonly PrivateType[]

export function isStudioPrivateType(type: string): boolean {
  return (studioPrivateTypes as readonly string[]).includes(type)
}

/**
 * The filter of the Studio's list of a type in `studioPrivateTypes` (with `params: {type}`):
 * that type's published private ids (`private.<type>.<id>`, one segment) and nothing else.
 */
export function studioPrivateListFilter(type: (typeof studioPrivateTypes)[number]): string {
  return `_type == $type && _id in path("private.${type}.*")`
}
