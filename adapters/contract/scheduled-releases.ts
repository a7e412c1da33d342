import { z } from 'zod'

/**
 * GET /api/releases/scheduled: what the content store will publish on its own, for the admin
 * dashboard (read-only; releases are made and scheduled in the Studio, docs/decisions/043). An
 * extension of the legacy calls, admin only. `timeZone` is SITE_TIME_ZONE, the zone the times
 * are shown in (docs/decisions/035).
 */
export const SCHEDULED_RELEASES_ROUTE = 'releases/scheduled'

export const scheduledReleaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** When it publishes (ISO 8601, UTC); for a failed one, the time it was due. */
  publishAt: z.string().nullable(),
  /** How many documents it publishes or unpublishes. */
  documents: z.number().int().nonnegative(),
  /** `failed`: the scheduler could not publish it; `error` says why (the Studio shows it too). */
  status: z.enum(['scheduled', 'failed']),
  error: z.string().nullable(),
})
export type ScheduledRelease = z.infer<typeof scheduledReleaseSchema>

export const scheduledReleasesSchema = z.object({
  items: z.array(scheduledReleaseSchema),
  timeZone: z.string(),
})
export type ScheduledReleases = z.infer<typeof scheduledReleasesSchema>
