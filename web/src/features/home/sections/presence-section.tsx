import { Box, Button, Container, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '#web/lib/router'
import { CmsImage } from '#web/components/cms-image'
import type { HomeOffice } from '../home-query'
import { RevealCardLink, RevealGroup, RevealList, revealStyle } from './card-reveal'
import { SectionIntro } from './section-intro'

/** Spec §9 office cards: 0.1 s apart; the button fades in 0.8 s later; flags 80 px high. */
const BUTTON_DELAY_S = 0.8
const FLAG_HEIGHT_PX = 80
export const NETWORK_PATH = '/network'

/** The offices page with one country's region open (network-page.tsx reads the fragment). */
const officeHref = (officeId: string | null | undefined) =>
  officeId ? `${NETWORK_PATH}#${encodeURIComponent(officeId)}` : NETWORK_PATH

/**
 * 'Our Worldwide Presence': a card per office country, each leading to that country's region of
 * the offices page; the button below leads to the page as it opens.
 */
export function PresenceSection(props: {
  offices: HomeOffice[]
  title: string | null | undefined
  subtitle: string | null | undefined
  caption: string | null | undefined
  buttonLabel: string | null | undefined
}) {
  return (
    <Box
      as="section"
      aria-labelledby="home-presence-title"
      py={{ base: '14', md: '20' }}
      data-testid="presence"
    >
      <Container maxW="7xl">
        <SectionIntro id="home-presence-title" title={props.title} subtitle={props.subtitle} />
        <RevealGroup>
          <RevealList
            mt="10"
            mb="0"
            columns={{ base: 2, sm: 3, md: 6 }}
            gap={{ base: '4', md: '5' }}
            data-testid="office-cards"
          >
            {props.offices.map((office, index) => (
              <RevealCardLink
                key={office._id}
                index={index}
                to={officeHref(office.officeId)}
                rise={20}
                testId="office-card"
                gap="2"
                p="4"
                borderWidth="1px"
                borderColor="gray.200"
              >
                <CmsImage
                  image={office.flag}
                  maxWidth={160}
                  alt=""
                  style={{
                    height: FLAG_HEIGHT_PX,
                    width: 'auto',
                    maxWidth: '100%',
                    objectFit: 'contain',
                    borderRadius: 4,
                    boxShadow: '0 1px 3px rgba(0,0,0,0.2)',
                  }}
                />
                <Text as="span" fontWeight="bold" letterSpacing="wide" mt="1">
                  {office.region?.toUpperCase()}
                </Text>
                {props.caption && (
                  <Text as="span" fontSize="sm" color="brand.500">
                    {props.caption}
                  </Text>
                )}
              </RevealCardLink>
            ))}
          </RevealList>
          <Box
            display="flex"
            justifyContent="center"
            data-reveal
            style={revealStyle(0, 0, BUTTON_DELAY_S)}
          >
            <Button
              asChild
              size="lg"
              mt="10"
              bg="brand.500"
              color="white"
              _hover={{ bg: 'brand.600' }}
            >
              <RouterLink to={NETWORK_PATH}>{props.buttonLabel}</RouterLink>
            </Button>
          </Box>
        </RevealGroup>
      </Container>
    </Box>
  )
}
