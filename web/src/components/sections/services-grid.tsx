import { chakra } from '@chakra-ui/react'
import { Link as RouterLink } from '../../lib/router'
import { CmsImage } from '../cms-image'
import { useRevealEach } from '../motion/use-reveal'
import { ContentIcon } from '../icon'
import type { SERVICES_QUERY_RESULT } from '../../content/query-results'

/** Spec §9: cards one after another (0.1 s apart, 0.6 s each). */
const STAGGER_S = 0.1
const DURATION_S = 0.6

/**
 * The grid's styles, once for the whole grid: the cards are plain elements under one styled root,
 * so hydrating (and revealing) the grid computes one class instead of a dozen per card, and the
 * reveal itself is a data attribute and inline delays, not new classes to build and insert.
 */
const gridCss = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(1, minmax(0, 1fr))',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '8',
  // The reveal: each card hidden at scale 0.8 until it is in view (spec §4).
  '& [data-reveal]': {
    opacity: 0,
    transform: 'scale(0.8)',
    transition: `opacity ${DURATION_S}s ease-out, transform ${DURATION_S}s ease-out`,
  },
  '& [data-reveal][data-in-view=true]': { opacity: 1, transform: 'scale(1)' },
  '& [data-in-view=true] [data-pulse]': {
    // The pulse: a gentle scale, repeating while the section is in view.
    animation: 'iconPulse 1.2s ease-in-out 0.6s infinite',
  },
  '& .service-tile': {
    position: 'relative',
    display: 'block',
    minH: '300px',
    borderRadius: 'xl',
    overflow: 'hidden',
    transition: 'transform 0.3s, box-shadow 0.3s',
    _hover: { transform: 'translateY(-8px)', boxShadow: '2xl' },
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.500', outlineOffset: '2px' },
  },
  '& .service-tile-media': { position: 'absolute', inset: '0' },
  '& .service-tile-shade': {
    position: 'absolute',
    inset: '0',
    bgGradient: 'to-t',
    gradientFrom: 'blackAlpha.800',
    gradientTo: 'blackAlpha.200',
  },
  '& .service-tile-body': {
    position: 'relative',
    p: '6',
    color: 'white',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    minH: '300px',
  },
  '& .service-tile-label': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    bg: 'whiteAlpha.900',
    color: 'gray.900',
    px: '4',
    py: '2',
    borderRadius: 'md',
    w: 'fit-content',
  },
  '& .service-tile-icon': { display: 'inline-flex', borderRadius: 'full', p: '1.5' },
  // Chakra's Heading look (heading font, semibold) at the tile's size.
  '& h3': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'lg',
    lineHeight: '1.875rem',
    m: '0',
  },
  '& .service-tile-heading': { fontWeight: 'bold', fontSize: 'xl' },
} as const

/**
 * The six service tiles: 1, 2 or 3 per row; each lifts and gains a shadow on hover. The reveal is
 * CSS transitions driven by an IntersectionObserver (no animation library in this chunk): hidden
 * at scale 0.8, each card fades and scales in over 0.6 s once it is on screen, cards coming
 * into view together 0.1 s apart, and the icons pulse. A card, not the grid, is what must show:
 * 20 % of a phone's 1,800 px grid is more than the first card's height (ADR 037). All reset when
 * the grid has left view. The markup is the same on the server and in the browser; with reduced
 * motion the cards are simply shown ([data-reveal] in the theme).
 */
/** A service card as the services query (and the home page's) selects it. */
export type ServiceCardContent = SERVICES_QUERY_RESULT['services'][number]

export function ServicesGrid({ services }: { services: ServiceCardContent[] }) {
  const { ref, revealed } = useRevealEach<HTMLDivElement>(services.length, {
    staggerS: STAGGER_S,
  })
  return (
    <chakra.div ref={ref} css={gridCss} data-testid="services-grid">
      {services.map((service, index) => {
        const delay = revealed[index] ?? null
        return (
          <div
            key={service._id}
            data-testid="service-card"
            data-reveal
            data-in-view={delay !== null}
            style={{ transitionDelay: `${delay ?? 0}s` }}
          >
            <ServiceTile service={service} />
          </div>
        )
      })}
    </chakra.div>
  )
}

function ServiceTile({ service }: { service: ServiceCardContent }) {
  const link = service.link || '#'
  const content = (
    <>
      <div className="service-tile-media">
        <CmsImage
          image={service.backgroundImage}
          maxWidth={420}
          aspect={4 / 3}
          sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <div className="service-tile-shade" />
      </div>
      <div className="service-tile-body">
        <div className="service-tile-label">
          <span
            className="service-tile-icon"
            data-pulse
            style={{
              color: service.iconColor ?? undefined,
              background: service.iconBackground ?? undefined,
            }}
          >
            <ContentIcon icon={service.icon} size={20} />
          </span>
          <h3>{service.title}</h3>
        </div>
        <div>
          <p className="service-tile-heading">{service.heading}</p>
          <p>{service.description}</p>
        </div>
      </div>
    </>
  )
  // Spec table: Heavy Cargo links to '#' (goes nowhere); every other tile is a link.
  return link.startsWith('/') ? (
    <RouterLink to={link} className="service-tile">
      {content}
    </RouterLink>
  ) : (
    <a href={link} className="service-tile">
      {content}
    </a>
  )
}
