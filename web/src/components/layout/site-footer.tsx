import { chakra } from '@chakra-ui/react'
import { Link as RouterLink } from '../../lib/router'
import { CmsImage } from '../cms-image'
import { useText } from '../../lib/ui-text'
import { SocialIcon, useSocialNames, type SocialNetwork } from '../social-icons'
import { FOOTER_LOGO_WIDTH_PX, SITE_FOOTER_ID, SOCIAL_FLOAT_GUTTER } from './layout-constants'
import { useLayoutContent } from './layout-query'

/**
 * The footer's styles, once for the whole footer: its parts are plain elements under one styled
 * root, so hydrating every page computes one class here instead of one per element. The parts
 * keep the looks of the Chakra components they were (Container, SimpleGrid, Stack, Heading).
 */
const footerCss = {
  bg: 'brand.900',
  color: 'gray.200',
  pt: '12',
  pb: '6',
  '& .site-footer-inner': {
    position: 'relative',
    maxWidth: '7xl',
    w: '100%',
    mx: 'auto',
    // lg: clear of the floating social bar, as the page containers are (site-layout.tsx).
    px: { base: '4', md: '6', lg: SOCIAL_FLOAT_GUTTER },
  },
  '& .site-footer-grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '10',
  },
  '& .site-footer-column': { display: 'flex', flexDirection: 'column', gap: '3' },
  '& .site-footer-brand': { gap: '4' },
  '& .site-footer-logo': { bg: 'white', p: '3', borderRadius: 'md', w: 'fit-content' },
  '& .site-footer-blurb': { fontSize: 'sm' },
  // Chakra's Heading at size md.
  '& h2': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textStyle: 'md',
    color: 'white',
  },
  '& .site-footer-links': {
    listStyleType: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '2',
  },
  '& .site-footer-link': { _hover: { color: 'accent.400' } },
  '& .site-footer-socials': { listStyleType: 'none', m: '0', p: '0', display: 'flex', gap: '3' },
  '& .site-footer-social': {
    display: 'inline-flex',
    p: '2',
    bg: 'whiteAlpha.200',
    borderRadius: 'full',
    _hover: { bg: 'accent.500' },
  },
  '& .site-footer-copyright': {
    textAlign: 'center',
    fontSize: 'sm',
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
    borderColor: 'whiteAlpha.300',
  },
} as const

/** The footer: brand blurb, quick links (as written), contact details, socials, copyright. */
export function SiteFooter() {
  const layout = useLayoutContent()
  const text = useText()
  const networkNames = useSocialNames()
  const year = new Date().getFullYear()
  const socials = Object.entries(layout?.social ?? {}).filter(
    (entry): entry is [SocialNetwork, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return (
    // The first paint waits for this start tag, after the whole of <main> (first-paint.ts).
    <chakra.footer id={SITE_FOOTER_ID} css={footerCss}>
      <div className="site-footer-inner">
        <div className="site-footer-grid">
          <div className="site-footer-column site-footer-brand">
            <div className="site-footer-logo">
              <CmsImage
                image={layout?.logo}
                maxWidth={FOOTER_LOGO_WIDTH_PX}
                style={{ width: FOOTER_LOGO_WIDTH_PX, height: 'auto' }}
              />
            </div>
            <p className="site-footer-blurb">{layout?.footerBlurb}</p>
          </div>
          <div className="site-footer-column">
            <h2>{text('Quick Links')}</h2>
            <ul className="site-footer-links">
              {(layout?.quickLinks ?? []).map((link) => (
                <li key={link._key}>
                  <RouterLink className="site-footer-link" to={link.href ?? '#'}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer-column">
            <h2>{text('Contact Us')}</h2>
            {(layout?.phones ?? []).map((phone) => (
              <a key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
                <bdi dir="ltr">{phone}</bdi>
              </a>
            ))}
            {layout?.infoEmail && (
              <a href={`mailto:${layout.infoEmail}`}>
                <bdi dir="ltr">{layout.infoEmail}</bdi>
              </a>
            )}
            <p>{layout?.address}</p>
            <ul className="site-footer-socials" aria-label={text('Social media')}>
              {socials.map(([network, url]) => (
                <li key={network}>
                  <a
                    className="site-footer-social"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={networkNames[network]}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="site-footer-copyright">
          {`© ${year} ${layout?.companyName ?? ''}. ${layout?.copyright ?? ''}`.trim()}
        </p>
      </div>
    </chakra.footer>
  )
}
