import { Container, Heading, HStack, Text, Box } from '@chakra-ui/react'
import { Link as RouterLink } from '#web/lib/router'
import { PlainButton } from '#web/components/plain-controls'
import type { ServicePageContent } from '../service-page-query'

type CtaContent = NonNullable<ServicePageContent['cta']>

/** The closing band: heading, line and up to two buttons. */
export function CtaBand({ cta }: { cta: CtaContent }) {
  return (
    <Box as="section" bg="brand.900" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        <Heading as="h2" fontSize={{ base: '2xl', md: '4xl' }} mb="3">
          {cta.title}
        </Heading>
        {cta.text && (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" mb="8">
            {cta.text}
          </Text>
        )}
        <HStack gap="4" justify="center" wrap="wrap">
          {cta.buttonLabel && cta.buttonLink && (
            <CtaLink
              label={cta.buttonLabel}
              link={cta.buttonLink}
              bg="accent.400"
              color="gray.900"
              hoverBg="accent.500"
            />
          )}
          {cta.secondaryLabel && cta.secondaryLink && (
            <CtaLink
              label={cta.secondaryLabel}
              link={cta.secondaryLink}
              bg="transparent"
              color="white"
              hoverBg="whiteAlpha.200"
              outlined
            />
          )}
        </HStack>
      </Container>
    </Box>
  )
}

function CtaLink(props: {
  label: string
  link: string
  bg: string
  color: string
  hoverBg: string
  outlined?: boolean
}) {
  return (
    <PlainButton
      asChild
      size="lg"
      bg={props.bg}
      color={props.color}
      borderWidth={props.outlined ? '2px' : '0'}
      borderColor="white"
      _hover={{ bg: props.hoverBg }}
    >
      {props.link.startsWith('/') ? (
        <RouterLink to={props.link}>{props.label}</RouterLink>
      ) : (
        <a href={props.link}>{props.label}</a>
      )}
    </PlainButton>
  )
}
