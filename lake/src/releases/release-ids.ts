import type { SanityDoc } from '../store/types'

/**
 * Content releases as the Content Lake stores them (docs/decisions/043): a release is the system
 * document `_.releases.<releaseId>` of type `system.release`; its changes are version documents
 * `versions.<releaseId>.<publishedId>`. The Studio and `@sanity/client` read and write both.
 */
export const RELEASE_TYPE = 'system.release'
export const RELEASES_PREFIX = '_.releases.'

/** The states of a release (Sanity's names; the lake never stays in the -ing ones). */
export type ReleaseState =
  | 'active'
  | 'scheduling'
  | 'scheduled'
  | 'publishing'
  | 'published'
  | 'archiving'
  | 'archived'
  | 'unarchiving'

/**
 * Releases that may be open (not published or archived) at once in a dataset: what
 * `new-content-release-allowed` tells the Studio, and what `release.create` enforces.
 */
export const MAX_ACTIVE_RELEASES = 100

/** Sanity's limit: at most 1,000 documents in one release. */
export const MAX_RELEASE_DOCUMENTS = 1000

/** How far ahead a release may be scheduled: a year (a date typed with the wrong year is refused). */
export const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60 * 1000

// What the Studio generates is `r` and 8 letters or digits; `@sanity/client` takes any name of
// these characters, which is also what a perspective layer may hold.
const RELEASE_ID = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,63}$/
// Perspective names: a release called so could never be previewed.
const RESERVED = new Set(['drafts', 'published', 'raw', 'previewDrafts'])

export function isValidReleaseId(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_ID.test(value) && !RESERVED.has(value)
}

export function releaseDocumentId(releaseId: string): string {
  return `${RELEASES_PREFIX}${releaseId}`
}

export function isReleaseDocumentId(id: string): boolean {
  return id.startsWith(RELEASES_PREFIX)
}

/** `versions.<releaseId>.` : the prefix of every version document of a release. */
export function versionPrefix(releaseId: string): string {
  return `versions.${releaseId}.`
}

/** The release a version id belongs to (`versions.<releaseId>.<id>`), or undefined. */
export function releaseIdOfVersion(id: string): string | undefined {
  const match = /^versions\.([^.]+)\./.exec(id)
  return match?.[1]
}

export interface ReleaseDocument extends SanityDoc {
  name: string
  state: ReleaseState
  publishAt?: string
  publishedAt?: string
  finalDocumentStates?: { id: string }[]
  error?: { message: string }
  metadata: Record<string, unknown>
}

/** A release still open: not yet published, not archived. */
export function isOpen(release: ReleaseDocument): boolean {
  return release.state !== 'published' && release.state !== 'archived'
}

export function asRelease(doc: SanityDoc | null | undefined): ReleaseDocument | null {
  return doc && doc._type === RELEASE_TYPE ? (doc as ReleaseDocument) : null
}

/**
 * Whether a release's versions may change outside its own release actions: only while it is
 * active. A scheduled release is locked (what is published at the time is what was scheduled);
 * a published or archived one is history.
 */
export function versionsAreLocked(release: ReleaseDocument | null): boolean {
  return release !== null && release.state !== 'active'
}
