import { Box, chakra, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Mail, MapPin, Phone, Printer, Smartphone, type LucideIcon } from 'lucide-react'
import type { NETWORK_PAGE_QUERY_RESULT } from '../../content/query-results'
import { PageHead } from '../../lib/head'
import { useLayoutContent } from '../../components/layout/layout-query'
import type { PageModule } from '../../lib/page-module'
import { Accordion, AccordionItem } from '../../components/accordion'
import { CmsImage, coverStyle } from '../../components/cms-image'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { networkQuery, type OfficeContact, type OfficeRegion } from './company-query'
import { TitledSection } from './components/titled-section'
import { useText, type TranslateText } from '#web/lib/ui-text'
import { useLocation } from '#web/lib/router'
import { HEADER_OFFSET_SCROLLED_PX } from '#web/components/layout/layout-constants'

/**
 * /network (the offices page): an accordion of the eight regions, the first open by default.
 * Each region shows a photo card and its contact cards (only the fields a contact has). A link
 * to one region (`/network#uae`: the home page's country cards) opens that one and scrolls to it.
 */
export default function NetworkPage() {
  const { page, offices } = useSuspenseQuery(networkQuery(useContentClient())).data
  const companyName = useLayoutContent()?.companyName ?? ''
  const title = page?.hero?.title || 'Our Global Network'
  const first = offices[0]
  const requested = useRequestedOffice(offices)
  return (
    <>
      <PageHead
        title={title}
        description={page?.hero?.subtitle ?? page?.intro ?? ''}
        jsonLd={[officesJsonLd(companyName, offices)]}
      />
      <PageBanner title={title} subtitle={page?.hero?.subtitle} image={page?.hero?.image} />
      <TitledSection
        headingId="offices-title"
        title={page?.introTitle || 'Our Offices'}
        subtitle={page?.intro}
        maxW="6xl"
      >
        <Accordion defaultValue={first?._id ?? null} request={requested?._id} bg="white">
          {offices.map((office) => (
            <RegionItem key={office._id} office={office} />
          ))}
        </Accordion>
      </TitledSection>
    </>
  )
}

/** The region the address's fragment names (`#uae`), scrolled into view once it is open. */
function useRequestedOffice(offices: OfficeRegion[]): OfficeRegion | undefined {
  const { hash } = useLocation()
  const id = decodeURIComponent(hash.slice(1))
  const requested = id ? offices.find((office) => office.officeId === id) : undefined
  useEffect(() => {
    if (requested?.officeId) document.getElementById(requested.officeId)?.scrollIntoView()
  }, [requested])
  return requested
}

/**
 * One region: its flag and name as the accordion button, a photo card and the contact cards as
 * the panel. The cards are plain boxes in Chakra's card look (the Card components bring a slot
 * recipe context this page does not otherwise need).
 */
function RegionItem({ office }: { office: OfficeRegion }) {
  const contacts = office.contacts ?? []
  return (
    <AccordionItem
      value={office._id}
      id={office.officeId ?? undefined}
      // Below the fixed header when scrolled to.
      scrollMarginTop={`${HEADER_OFFSET_SCROLLED_PX + 16}px`}
      data-testid="region"
      data-region={office.officeId}
      triggerProps={{ fontWeight: 'semibold', fontSize: 'lg' }}
      trigger={
        <>
          <Box as="span" display="inline-flex" w="8" flexShrink={0} aria-hidden="true">
            <CmsImage
              image={office.flag}
              maxWidth={32}
              alt=""
              style={{ width: '100%', height: 'auto', borderRadius: 2 }}
            />
          </Box>
          <Box as="span" flex="1" textAlign="start">
            {office.region}
          </Box>
        </>
      }
    >
      {/*
       * Each card as tall as what it holds (a contact card with two lines beside one with five
       * would otherwise end in a blank band); the photo card alone stretches to its row, its
       * photo growing (cropped) to fill it, so there is no empty band under the region name.
       */}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" alignItems="start">
        <Box
          {...cardStyle}
          bg="bg.panel"
          boxShadow="md"
          overflow="hidden"
          alignSelf="stretch"
          data-testid="office-photo"
        >
          <Box position="relative" flex="1 0 auto" aspectRatio="4 / 3" bg="brand.50">
            <CmsImage
              image={office.image}
              maxWidth={420}
              aspect={4 / 3}
              sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
              style={{ ...coverStyle, display: 'block' }}
            />
          </Box>
          <Box px="6" py="3">
            <Text fontWeight="bold" color="brand.700">
              {office.region}
            </Text>
          </Box>
        </Box>
        {contacts.map((contact) => (
          <ContactCard key={contact._key} contact={contact} />
        ))}
      </SimpleGrid>
    </AccordionItem>
  )
}

/** Chakra's card root (the recipe's base), for the photo and contact cards. */
const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minW: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
} as const

interface ContactLine {
  label: string
  value: string
  icon: LucideIcon
  href?: string
  /** A number without a link (fax): kept left to right on Arabic pages. */
  ltr?: boolean
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

/** The fields a contact has, in the spec's order (§3), as labelled lines. */
function contactLines(contact: OfficeContact, text: TranslateText): ContactLine[] {
  const lines: Array<ContactLine | null> = [
    contact.mobile
      ? {
          label: text('Mobile'),
          value: contact.mobile,
          icon: Smartphone,
          href: telHref(contact.mobile),
        }
      : null,
    contact.mobile1
      ? {
          label: text('Mobile'),
          value: contact.mobile1,
          icon: Smartphone,
          href: telHref(contact.mobile1),
        }
      : null,
    contact.phone
      ? { label: text('Phone'), value: contact.phone, icon: Phone, href: telHref(contact.phone) }
      : null,
    contact.tel
      ? { label: text('Tel'), value: contact.tel, icon: Phone, href: telHref(contact.tel) }
      : null,
    contact.email
      ? { label: text('Email'), value: contact.email, icon: Mail, href: `mailto:${contact.email}` }
      : null,
    contact.address ? { label: text('Address'), value: contact.address, icon: MapPin } : null,
    contact.fax ? { label: text('Fax'), value: contact.fax, icon: Printer, ltr: true } : null,
  ]
  return lines.filter((line): line is ContactLine => line !== null)
}

function ContactCard({ contact }: { contact: OfficeContact }) {
  const text = useText()
  return (
    <Box
      {...cardStyle}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      data-testid="contact-card"
    >
      <Box p="6" flex="1" display="flex" flexDirection="column" gap="1">
        {contact.name && (
          <Heading as="h4" fontSize="lg" color="brand.700">
            {contact.name}
          </Heading>
        )}
        {contact.position && (
          <Text color="gray.700" fontWeight="semibold" fontSize="sm">
            {contact.position}
          </Text>
        )}
        <chakra.dl mt="3" display="grid" gap="2" fontSize="sm">
          {contactLines(contact, text).map((line, index) => (
            <Box key={index}>
              <chakra.dt display="flex" alignItems="center" gap="1.5" color="gray.600">
                <line.icon aria-hidden focusable={false} size={14} />
                {line.label}
              </chakra.dt>
              <chakra.dd m="0" ps="5" whiteSpace="pre-line" overflowWrap="anywhere">
                {line.href ? (
                  <Link href={line.href} color="brand.600">
                    {/* Numbers and addresses keep their order inside Arabic text. */}
                    <bdi dir="ltr">{line.value}</bdi>
                  </Link>
                ) : line.ltr ? (
                  // A block of its own line height, as the plain text it replaces.
                  <chakra.bdi dir="ltr" display="inline-block">
                    {line.value}
                  </chakra.bdi>
                ) : (
                  line.value
                )}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Box>
    </Box>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(networkQuery(client))

/**
 * The company and its offices for search engines: one Organization with a department per
 * office that has contact details (the others are listed as places).
 */
function officesJsonLd(companyName: string, offices: NETWORK_PAGE_QUERY_RESULT['offices']) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: companyName,
    location: offices.map((office) => ({ '@type': 'Place', name: office.region ?? '' })),
    department: offices
      .filter((office) => (office.contacts ?? []).length > 0)
      .map((office) => {
        const contact = office.contacts?.find((person) => person.address) ?? office.contacts?.[0]
        return {
          '@type': 'Organization',
          name: `${companyName} ${office.region ?? ''}`.trim(),
          ...(contact?.address ? { address: contact.address } : {}),
          ...(contact?.phone || contact?.tel ? { telephone: contact.phone ?? contact.tel } : {}),
          ...(contact?.email ? { email: contact.email } : {}),
        }
      }),
  }
}
