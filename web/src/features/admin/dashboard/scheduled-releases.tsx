import { Box, Heading, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import {
  SCHEDULED_RELEASES_ROUTE,
  scheduledReleasesSchema,
  type ScheduledRelease,
  type ScheduledReleases,
} from '#contract/scheduled-releases'
import type { LegacyApi } from '#web/api/legacy-api'
import { useAdminApi } from '../auth/admin-auth'
import { formatReceived } from '../inbox/inbox-format'

/** A reply that is not the list: 404 from a backend without the call (a legacy PHP one). */
class ScheduleReadError extends Error {
  constructor(readonly status: number) {
    super(`The schedule could not be read (status ${status})`)
  }
}

export const scheduledReleasesQuery = (api: LegacyApi) => ({
  queryKey: ['admin', 'releases', 'scheduled'] as const,
  queryFn: async (): Promise<ScheduledReleases> => {
    const reply = await api.adminJson(SCHEDULED_RELEASES_ROUTE, scheduledReleasesSchema)
    if (!reply.ok || !reply.body) throw new ScheduleReadError(reply.status)
    return reply.body
  },
  retry: false,
  // The scheduler publishes on its own: the list follows within a minute on an open dashboard.
  refetchInterval: 60_000,
})

/**
 * The dashboard's read-only list of what the server will publish on its own, and when, in the
 * company's time zone (docs/decisions/043). Releases are made and scheduled in the Studio.
 */
export function ScheduledReleasesPanel() {
  const api = useAdminApi()
  const { data, error, isPending } = useQuery(scheduledReleasesQuery(api))
  if (error instanceof ScheduleReadError && error.status === 404) return null
  return (
    <Box as="section" aria-labelledby="scheduled-heading" mt="10" data-testid="scheduled-releases">
      <Heading as="h2" id="scheduled-heading" fontSize="xl" color="brand.700" mb="1">
        Scheduled publishing
      </Heading>
      <Text color="gray.600" mb="4">
        The server publishes these releases at their times
        {data ? ` (${data.timeZone} time)` : ''}, with nobody signed in. Editors schedule releases
        in the Studio.
      </Text>
      {isPending ? (
        <Text color="gray.600" display="flex" alignItems="center" gap="2">
          <Spinner size="sm" color="brand.500" /> Loading the schedule…
        </Text>
      ) : error || !data ? (
        <Text color="red.700">The schedule could not be read. Reload the page to try again.</Text>
      ) : data.items.length === 0 ? (
        <Text color="gray.700">Nothing is scheduled.</Text>
      ) : (
        <Box as="ul" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="white">
          {data.items.map((item) => (
            <ReleaseRow key={item.id} item={item} timeZone={data.timeZone} />
          ))}
        </Box>
      )}
    </Box>
  )
}

function ReleaseRow({ item, timeZone }: { item: ScheduledRelease; timeZone: string }) {
  const documents = `${item.documents} ${item.documents === 1 ? 'document' : 'documents'}`
  return (
    <Box
      as="li"
      px="4"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      display="flex"
      flexWrap="wrap"
      columnGap="6"
      rowGap="1"
      alignItems="baseline"
    >
      <Text fontWeight="semibold" flex="1 1 14rem">
        {item.title || 'Untitled release'}
      </Text>
      <Text color="gray.700" data-testid="publish-at">
        {item.publishAt ? formatReceived(item.publishAt, timeZone) : 'No time set'}
      </Text>
      <Text color="gray.600">{documents}</Text>
      {item.status === 'failed' && (
        <Text color="red.700" flexBasis="100%">
          Not published: {item.error}
        </Text>
      )}
    </Box>
  )
}
