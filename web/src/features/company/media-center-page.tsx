import {
  Box,
  Button,
  Card,
  chakra,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Text,
} from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { CalendarDays, Images, Newspaper, Video, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { PageHead } from '../../lib/head'
import { intlLocaleOf, useLang, type Lang } from '../../lib/locale'
import { useText, type TranslateText } from '../../lib/ui-text'
import type { PageModule } from '../../lib/page-module'
import { CmsImage } from '../../components/cms-image'
import { PageBanner } from '../../components/sections/page-banner'
import { useContentClient } from '../../content/content-client'
import { mediaCenterQuery, type MediaPhoto, type NewsItem } from './company-query'
import { brandOutline, brandSolid } from './components/button-styles'
import { SectionTitle } from './components/section-title'
import { VideoList } from './media-center/video-list'

type Section = 'news' | 'photos' | 'videos'

/** The sections with their labels in the page's language. */
const sectionsIn = (
  text: TranslateText,
): Array<{ id: Section; label: string; icon: LucideIcon }> => [
  { id: 'news', label: text('News'), icon: Newspaper },
  { id: 'photos', label: text('Photos'), icon: Images },
  { id: 'videos', label: text('Videos'), icon: Video },
]

const panelId = (section: Section) => `media-${section}`

/** One date format per language, made once (Intl formatters are costly to build). */
const dateFormats = new Map<Lang, Intl.DateTimeFormat>()

/**
 * A news date ('2025-03-12') as '12 March 2025' in English, in Arabic with Western digits
 * (ADR 022); anything unparseable as written.
 */
function formatDate(date: string, lang: Lang): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null
  if (!parsed || Number.isNaN(parsed.getTime())) return date
  let format = dateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(lang), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dateFormats.set(lang, format)
  }
  return format.format(parsed)
}

/**
 * /media-center: banner and three toggle buttons (news, photos, videos) (spec §4). News is open
 * from the server's HTML on (issue 14: the page used to open on three buttons over empty space);
 * a button opens its section, the open one's button closes it, another switches. The buttons are
 * disclosure buttons (aria-expanded, aria-controls): a closed section is a valid state, which a
 * tab list does not have.
 */
export default function MediaCenterPage() {
  const page = useSuspenseQuery(mediaCenterQuery(useContentClient())).data
  const text = useText()
  const title = text('Media Center')
  const [open, setOpen] = useState<Section | null>('news')
  // Panels fade in when a visitor opens them, not on the first paint.
  const [animate, setAnimate] = useState(false)
  const toggle = (section: Section) => {
    setAnimate(true)
    setOpen((current) => (current === section ? null : section))
  }
  return (
    <>
      <PageHead
        title={title}
        description={text(
          'News, photos and videos from our company: announcements, events and operations.',
        )}
      />
      <PageBanner title={title} image={page?.bannerImage} />
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <HStack
          role="group"
          aria-label={text('Media center sections')}
          gap={{ base: '2', sm: '4' }}
          justify="center"
          mb="10"
        >
          {sectionsIn(text).map(({ id, label, icon: Icon }) => (
            <Button
              key={id}
              size={{ base: 'md', sm: 'lg' }}
              flex={{ base: '1', sm: '0 0 auto' }}
              minW={{ base: '0', sm: '40' }}
              {...(open === id ? brandSolid : brandOutline)}
              aria-expanded={open === id}
              aria-controls={panelId(id)}
              onClick={() => toggle(id)}
            >
              <Icon aria-hidden focusable={false} />
              {label}
            </Button>
          ))}
        </HStack>

        <Panel section="news" label={text('News')} open={open === 'news'} animate={animate}>
          <NewsList news={page?.news ?? []} />
        </Panel>
        <Panel section="photos" label={text('Photos')} open={open === 'photos'} animate={animate}>
          <PhotoGrid photos={page?.photos ?? []} />
        </Panel>
        <Panel section="videos" label={text('Videos')} open={open === 'videos'} animate={animate}>
          <VideoList links={page?.videoLinks ?? []} posters={page?.videoPosters ?? []} />
        </Panel>
      </Container>
    </>
  )
}

/** A toggled section: always in the document (the buttons point at it), content only when open. */
function Panel(props: {
  section: Section
  label: string
  open: boolean
  animate: boolean
  children: ReactNode
}) {
  const headingId = `${panelId(props.section)}-title`
  return (
    <section
      id={panelId(props.section)}
      aria-labelledby={props.open ? headingId : undefined}
      hidden={!props.open}
      data-testid={`panel-${props.section}`}
    >
      {props.open && (
        // Opens with a short fade-up (CSS; off with reduced motion through the theme's rule).
        <Box animation={props.animate ? 'panelIn 0.3s ease-out' : undefined}>
          <SectionTitle id={headingId} textAlign="center">
            {props.label}
          </SectionTitle>
          {props.children}
        </Box>
      )}
    </section>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text textAlign="center" color="gray.600">
      {children}
    </Text>
  )
}

function NewsList({ news }: { news: NewsItem[] }) {
  const text = useText()
  const lang = useLang()
  if (news.length === 0) return <Empty>{text('No news yet.')}</Empty>
  return (
    <chakra.ul listStyleType="none" p="0" m="0" display="grid" gap="5" maxW="3xl" mx="auto">
      {news.map((item) => (
        <Card.Root
          as="li"
          key={item._key}
          variant="outline"
          borderInlineStartWidth="4px"
          borderInlineStartColor="accent.400"
          data-testid="news-item"
        >
          <Card.Body gap="2" px={{ base: '5', md: '6' }} py="5">
            <Heading
              as="h3"
              fontSize={{ base: 'lg', md: 'xl' }}
              lineHeight="short"
              color="brand.700"
            >
              {item.title}
            </Heading>
            {item.date && (
              <HStack gap="1.5" fontSize="sm" color="gray.600">
                <CalendarDays aria-hidden focusable={false} size={16} />
                <time dateTime={item.date}>{formatDate(item.date, lang)}</time>
              </HStack>
            )}
            {item.content && (
              <Text color="gray.700" lineHeight="tall" whiteSpace="pre-line">
                {item.content}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </chakra.ul>
  )
}

function PhotoGrid({ photos }: { photos: MediaPhoto[] }) {
  const text = useText()
  const shown = photos.filter((photo) => photo.asset)
  if (shown.length === 0) return <Empty>{text('No photos yet.')}</Empty>
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" p="0">
      {shown.map((photo, index) => (
        <chakra.li key={photo._key} borderRadius="lg" overflow="hidden" boxShadow="md">
          <CmsImage
            image={photo}
            maxWidth={420}
            aspect={4 / 3}
            sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw"
            alt={photo.alt || `Photo ${index + 1} of ${shown.length}`}
            style={{ display: 'block', width: '100%', height: 'auto' }}
            data-testid="media-photo"
          />
        </chakra.li>
      ))}
    </SimpleGrid>
  )
}

export const prefetch: PageModule['prefetch'] = (queryClient, client) =>
  queryClient.fetchQuery(mediaCenterQuery(client))
