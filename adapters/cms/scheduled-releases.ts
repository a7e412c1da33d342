import type { SanityClient } from '@sanity/client'
import { defineQuery } from 'groq'
import { scheduledReleaseSchema, type ScheduledRelease } from '../contract/scheduled-releases'

/**
 * The releases whose scheduled publish failed (back to active with an error, as the lake's
 * scheduler and Sanity leave them) first, then those waiting to publish, soonest first. Release
 * documents and their versions are system documents: the raw perspective reads them, on the
 * embedded lake and on hosted Sanity alike.
 */
const SCHEDULED_RELEASES_QUERY =
  defineQuery(`*[_type == "system.release" && _id in path("_.releases.*")
  && (state == "scheduled" || (state == "active" && length(error.message) > 0))]
  | order(state == "scheduled" asc, coalesce(publishAt, metadata.intendedPublishAt) asc){
    "id": name,
    "title": coalesce(metadata.title, ""),
    "publishAt": coalesce(publishAt, metadata.intendedPublishAt),
    "documents": count(*[sanity::partOfRelease(^.name)]),
    "status": select(state == "scheduled" => "scheduled", "failed"),
    "error": select(state == "scheduled" => null, error.message)
  }`)

export async function readScheduledReleases(client: SanityClient): Promise<ScheduledRelease[]> {
  // Release documents are system documents outside the schema, so TypeGen cannot type the
  // result: the contract's schema checks it instead.
  const rows = await client.fetch(
    SCHEDULED_RELEASES_QUERY,
    {},
    { perspective: 'raw', useCdn: false },
  )
  return scheduledReleaseSchema.array().parse(rows)
}
