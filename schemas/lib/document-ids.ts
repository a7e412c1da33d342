/**
 * The id of the published document that a draft (`drafts.<id>`) or a release version
 * (`versions.<release>.<id>`) belongs to; a published id is its own.
 */
export function publishedIdOf(id: string): string {
  return id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')
}
