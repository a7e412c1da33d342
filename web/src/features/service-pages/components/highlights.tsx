import { Box, chakra, Container, Text } from '@chakra-ui/react'
import { ContentIcon } from '#web/components/icon'
import { figureDir } from '#web/lib/bidi'
import type { ServicePageContent } from '../service-page-query'

type Figure = NonNullable<ServicePageContent['highlights']>[number]

/** The key figures of a service ('24-72 hours' air transit...) as a band under the intro. */
export function Highlights({ figures }: { figures: Figure[] }) {
  return (
    <Box bg="brand.700" color="white" py="10">
      <Container maxW="6xl">
        <chakra.dl
          display="flex"
          flexWrap="wrap"
          justifyContent="center"
          gap={{ base: '8', md: '16' }}
          m="0"
        >
          {figures.map((figure) => (
            <Box key={figure._key} textAlign="center" minW="180px" data-testid="highlight">
              <chakra.dt display="flex" flexDirection="column" alignItems="center" gap="2">
                <ContentIcon icon={figure.icon} size={28} color="#f7a531" />
                <Text
                  as="span"
                  fontSize={{ base: '3xl', md: '4xl' }}
                  fontWeight="bold"
                  dir={figureDir(figure.value ?? '')}
                >
                  {figure.value}
                </Text>
              </chakra.dt>
              <chakra.dd m="0" color="whiteAlpha.900">
                {figure.label}
                {figure.description && (
                  <Text fontSize="sm" color="whiteAlpha.800" mt="1">
                    {figure.description}
                  </Text>
                )}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Container>
    </Box>
  )
}
