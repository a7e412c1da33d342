import { Box, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import { Link } from '#web/lib/router'
import { useAdminApi } from '../auth/admin-auth'
import { useBackendRead } from '../common/use-backend-read'
import { ScreenHeader } from '../common/screen-header'
import { ScheduledReleasesPanel } from './scheduled-releases'
import { DASHBOARD_CARDS, FIGURE_NOT_AVAILABLE, type DashboardCard } from './dashboard-cards'

/** /admin and /admin/admindash: four cards, each the store's figure of what its label says. */
export default function DashboardScreen() {
  const api = useAdminApi()
  const { data: figures, isPending } = useBackendRead(['admin', 'dashboard'], api.readDashboard)
  return (
    <Box>
      <ScreenHeader
        title="Dashboard"
        description="Requests and applications waiting for you, and what the site holds."
      />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
        {DASHBOARD_CARDS.map((card) => (
          <FigureCard
            key={card.figure}
            card={card}
            value={isPending ? undefined : (figures?.[card.figure] ?? null)}
          />
        ))}
      </SimpleGrid>
      <ScheduledReleasesPanel />
    </Box>
  )
}

/** A card: the label, the figure (`undefined` while loading, `null` when there is none), a link. */
function FigureCard({ card, value }: { card: DashboardCard; value: number | null | undefined }) {
  return (
    <Box
      as="section"
      aria-label={card.label}
      data-testid={`dashboard-card-${card.figure}`}
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      p="6"
      boxShadow="sm"
      display="flex"
      flexDirection="column"
      gap="1"
    >
      <Text fontSize="sm" color="gray.600" fontWeight="medium">
        {card.label}
      </Text>
      {value === undefined ? (
        // A spinner is no element that may carry a label (axe: aria-prohibited-attr): the
        // words go beside it.
        <Text color="gray.600" display="flex" alignItems="center" gap="2" my="3">
          <Spinner size="sm" color="brand.500" /> Loading…
        </Text>
      ) : (
        <Text
          data-testid="figure"
          fontSize={value === null ? 'lg' : '3xl'}
          fontWeight="bold"
          color={value === null ? 'gray.500' : 'brand.700'}
          py={value === null ? '2' : '0'}
        >
          {value === null ? FIGURE_NOT_AVAILABLE : value.toLocaleString('en-US')}
        </Text>
      )}
      {card.to && (
        <Box mt="auto" pt="2">
          <Text as="span" fontSize="sm" color="blue.700" textDecoration="underline">
            <Link to={card.to}>
              {card.linkText} <span aria-hidden="true">→</span>
            </Link>
          </Text>
        </Box>
      )}
    </Box>
  )
}
