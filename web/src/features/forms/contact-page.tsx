import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageHead } from '../../lib/head'
import { IconBadge } from '../../components/icon'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { useText } from '../../lib/ui-text'
import type { IconName } from '#schemas/lib/icons'
import { FormCard } from './components/form-card'
import { formPage } from './form-page'
import { contactPageQuery } from './forms-query'

// The form's code loads after the page's own (see form-page.ts).
const { Form: ContactForm, prefetch } = formPage('contact-form', contactPageQuery, () =>
  import('./components/contact-form').then((module) => module.ContactForm),
)
export { prefetch }

/**
 * /contact: the 'Contact Us' banner, the heading about getting in touch, the info panel (two
 * phones, two e-mails, headquarters, hours; site settings fill what the page leaves blank) and
 * the 'Request Quote' form.
 */
export default function ContactPage() {
  const { page, settings } = useSuspenseQuery(contactPageQuery(useContentClient())).data
  const text = useText()
  // Typed defaults, in the page's language, for the texts an editor may leave blank (spec §2,
  // §4, §9); the content itself arrives localised.
  const title = page?.hero?.title || text('Contact Us')
  const phones = page?.phones?.length ? page.phones : (settings?.phones ?? [])
  const emails = page?.emails?.length
    ? page.emails
    : [settings?.infoEmail, settings?.salesEmail].filter((email): email is string => !!email)
  const address = page?.headquartersAddress || settings?.headquartersAddress
  const hours =
    page?.operatingHours || settings?.operatingHours || text('Monday to Friday 8:00 AM to 6:00 PM')
  return (
    <>
      <PageHead title={title} description={page?.intro ?? page?.heading ?? ''} />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        {/*
         * Two columns from lg: the heading, the intro and the info panel share the narrower one
         * (the panel takes what the form's height leaves, so neither column ends in a blank
         * block); the form takes the wider one. One column below lg.
         */}
        <Grid
          templateColumns={{ base: '1fr', lg: '2fr 3fr' }}
          gap={{ base: '8', lg: '10' }}
          data-testid="contact-layout"
        >
          <Stack gap={{ base: '8', lg: '6' }}>
            <Box textAlign={{ base: 'center', lg: 'start' }} data-testid="contact-intro">
              {page?.heading && (
                <Heading
                  as="h2"
                  fontSize={{ base: '2xl', md: '3xl' }}
                  lineHeight="short"
                  color="brand.700"
                  textWrap="balance"
                >
                  {page.heading}
                </Heading>
              )}
              {page?.intro && (
                <Text color="gray.600" mt="3" fontSize={{ base: 'md', md: 'lg' }}>
                  {page.intro}
                </Text>
              )}
            </Box>
            <Stack
              as="aside"
              aria-label={text('Contact information')}
              flex="1"
              gap={{ base: '6', md: '8' }}
              bg="brand.700"
              color="white"
              rounded="xl"
              p={{ base: '6', md: '8' }}
              data-testid="contact-info"
            >
              {phones.length > 0 && (
                <InfoItem icon="phone" title={text('Phone')}>
                  {phones.map((phone) => (
                    <Link key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="white">
                      <bdi dir="ltr">{phone}</bdi>
                    </Link>
                  ))}
                </InfoItem>
              )}
              {emails.length > 0 && (
                <InfoItem icon="mail" title={text('Email')}>
                  {emails.map((email) => (
                    <Link key={email} href={`mailto:${email}`} color="white" wordBreak="break-all">
                      <bdi dir="ltr">{email}</bdi>
                    </Link>
                  ))}
                </InfoItem>
              )}
              {address && (
                <InfoItem icon="map-pin" title={text('Headquarters')}>
                  <Text as="address" fontStyle="normal">
                    {address}
                  </Text>
                </InfoItem>
              )}
              <InfoItem icon="clock" title={text('Operating Hours')}>
                <Text>{hours}</Text>
              </InfoItem>
            </Stack>
          </Stack>
          <FormCard p={{ base: '5', md: '8' }}>
            <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} color="brand.700" mb="6">
              {page?.formTitle || text('Request Quote')}
            </Heading>
            <ContactForm
              successMessage={
                page?.formSuccessMessage ||
                text('Thank you for your inquiry! We will be in touch shortly.')
              }
            />
          </FormCard>
        </Grid>
      </Container>
    </>
  )
}

function InfoItem(props: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Box display="flex" gap="4" alignItems="flex-start">
      <IconBadge icon={props.icon} iconSize={20} flexShrink={0} boxSize="10" bg="whiteAlpha.200" />
      <Stack gap="1" minW="0">
        <Heading as="h3" fontSize="md" fontWeight="semibold" color="accent.400">
          {props.title}
        </Heading>
        {props.children}
      </Stack>
    </Box>
  )
}
