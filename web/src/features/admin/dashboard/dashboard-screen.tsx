import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useAdminApi } from '../auth/admin-auth'
import { useBackendRead } from '../shared/use-backend-read'
import { ScreenHeader } from '../shared/screen-header'
import { DASHBOARD_CARDS } from './dashboard-cards'

/** /admin and /admin/admindash: the four cards, with the store's figures when it has them. */
export default function DashboardScreen() {
  const api = useAdminApi()
  const { data: figures } = useBackendRead(['admin', 'dashboard'], api.readDashboard)
  return (
    <Box>
      <ScreenHeader title="Dashboard" description="An overview of the site's content." />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
        {DASHBOARD_CARDS.map((card) => {
          const figure = figures?.[card.figure]
          return (
            <Box
              key={card.label}
              as="section"
              aria-label={card.label}
              data-testid={`dashboard-card-${card.figure}`}
              bg="white"
              borderWidth="1px"
              borderRadius="xl"
              p="6"
              boxShadow="sm"
            >
              <Text fontSize="sm" textTransform="capitalize" color="gray.600">
                {card.label}
              </Text>
              <Text fontSize="3xl" fontWeight="bold" color="brand.700" data-testid="figure">
                {figure === undefined ? card.fallback : figure.toLocaleString('en-US')}
              </Text>
              <Text fontSize="xs" color="gray.500">
                {figure === undefined ? 'Sample figure' : card.counts}
              </Text>
            </Box>
          )
        })}
      </SimpleGrid>
    </Box>
  )
}
