import { Box, chakra, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '../../app/router'
import { CmsImage } from '../cms-image'
import { SocialIcon, type SocialNetwork } from '../social-icons'
import { FOOTER_LOGO_WIDTH_PX } from './layout-constants'
import { useLayoutContent } from './layout-query'

/** The footer: brand blurb, quick links (as written), contact details, socials, copyright. */
export function SiteFooter() {
  const layout = useLayoutContent()
  const year = new Date().getFullYear()
  const socials = Object.entries(layout?.social ?? {}).filter(
    (entry): entry is [SocialNetwork, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return (
    <chakra.footer bg="brand.900" color="gray.200" pt="12" pb="6">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="4">
            <Box bg="white" p="3" borderRadius="md" w="fit-content">
              <CmsImage
                image={layout?.logo}
                maxWidth={FOOTER_LOGO_WIDTH_PX}
                style={{ width: FOOTER_LOGO_WIDTH_PX, height: 'auto' }}
              />
            </Box>
            <Text fontSize="sm">{layout?.footerBlurb}</Text>
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="md" color="white">
              Quick Links
            </Heading>
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
              {(layout?.quickLinks ?? []).map((link) => (
                <li key={link._key}>
                  <chakra.a asChild _hover={{ color: 'accent.400' }}>
                    <RouterLink to={link.href ?? '#'}>{link.label}</RouterLink>
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="md" color="white">
              Contact Us
            </Heading>
            {(layout?.phones ?? []).map((phone) => (
              <chakra.a key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
                {phone}
              </chakra.a>
            ))}
            {layout?.infoEmail && (
              <chakra.a href={`mailto:${layout.infoEmail}`}>{layout.infoEmail}</chakra.a>
            )}
            <Text>{layout?.address}</Text>
            <chakra.ul
              listStyleType="none"
              m="0"
              p="0"
              display="flex"
              gap="3"
              aria-label="Social media"
            >
              {socials.map(([network, url]) => (
                <li key={network}>
                  <chakra.a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={network}
                    display="inline-flex"
                    p="2"
                    bg="whiteAlpha.200"
                    borderRadius="full"
                    _hover={{ bg: 'accent.500' }}
                  >
                    <SocialIcon network={network} />
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </Stack>
        </SimpleGrid>
        <Text
          textAlign="center"
          fontSize="sm"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
        >
          {`© ${year} ${layout?.companyName ?? ''}. ${layout?.copyright ?? ''}`.trim()}
        </Text>
      </Container>
    </chakra.footer>
  )
}
