import { chakra } from '@chakra-ui/react'
import { Mail, Menu, Phone, X } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink, useLocation } from '../../lib/router'
import { CmsImage } from '../cms-image'
import {
  CONTACT_BAR_HEIGHT_PX,
  HEADER_OFFSET_SCROLLED_PX,
  SCROLL_THRESHOLD_PX,
} from './layout-constants'
import { useLayoutContent } from './layout-query'
import { navDropdownCss, NavDropdown, navLinkCss } from './nav-dropdown'
import { useScrolledPast } from './use-scrolled-past'

/** Chakra's Container (its recipe's base) at the site's 7xl width. */
const container = {
  position: 'relative',
  maxWidth: '7xl',
  w: '100%',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
} as const

/**
 * The header's styles, once for the whole header: its parts are plain elements under one styled
 * root, so hydrating every page computes one class here instead of one per element. The
 * scrolled state is the root's data attribute, not new style values (no classes built on scroll).
 */
const headerCss = {
  position: 'fixed',
  top: '0',
  insetStart: '0',
  insetEnd: '0',
  zIndex: 'sticky',
  bg: 'white',
  boxShadow: 'none',
  '&[data-scrolled=true]': { boxShadow: 'md' },
  '& .site-contact-bar': {
    bg: 'brand.700',
    color: 'white',
    fontSize: 'sm',
    overflow: 'hidden',
    height: `${CONTACT_BAR_HEIGHT_PX}px`,
    transition: 'height 0.3s',
  },
  '&[data-scrolled=true] .site-contact-bar': { height: '0' },
  '& .site-contact-bar-inner': {
    ...container,
    h: `${CONTACT_BAR_HEIGHT_PX}px`,
    display: 'flex',
    alignItems: 'center',
    gap: '6',
  },
  '& .site-contact-link': { display: 'inline-flex', alignItems: 'center', gap: '2' },
  '& .site-contact-email': { display: { base: 'none', sm: 'inline-flex' } },
  '& .site-header-bar': {
    ...container,
    h: `${HEADER_OFFSET_SCROLLED_PX}px`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
  '& .site-nav': { display: { base: 'none', lg: 'block' } },
  // Chakra's HStack: a row, items centred.
  '& .site-nav-list': {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '0',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  '& .site-nav-link': { ...navLinkCss, px: { lg: '2', xl: '3' }, display: 'block' },
  '& .site-menu-button': {
    display: { base: 'inline-flex', lg: 'none' },
    p: '2',
    bg: 'transparent',
    border: '0',
    color: 'brand.700',
    cursor: 'pointer',
  },
  '& .site-mobile-nav': {
    display: { lg: 'none' },
    bg: 'white',
    borderTopWidth: '1px',
    maxH: '70vh',
    overflowY: 'auto',
  },
  // Chakra's Stack: a column.
  '& .site-mobile-nav-list': {
    display: 'flex',
    flexDirection: 'column',
    gap: '0',
    listStyleType: 'none',
    m: '0',
    p: '2',
  },
  '& .site-mobile-nav-link': {
    display: 'block',
    px: '4',
    py: '3',
    color: 'brand.700',
    fontWeight: 'semibold',
  },
  ...navDropdownCss,
} as const

/**
 * The fixed header: the contact bar (hidden once the page scrolls past 50 px) over the
 * navigation bar. On small screens the navigation folds into a menu button.
 */
export function SiteHeader() {
  const layout = useLayoutContent()
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX)
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const navigation = layout?.headerNavigation ?? []

  return (
    <chakra.header css={headerCss} data-scrolled={scrolled}>
      <div
        className="site-contact-bar"
        data-testid="contact-bar"
        data-hidden={scrolled}
        aria-hidden={scrolled}
      >
        <div className="site-contact-bar-inner">
          {layout?.phones?.[0] && (
            <a
              className="site-contact-link"
              href={`tel:${layout.phones[0].replace(/\s/g, '')}`}
              tabIndex={scrolled ? -1 : undefined}
            >
              <Phone size={14} aria-hidden /> {layout.phones[0]}
            </a>
          )}
          {layout?.infoEmail && (
            <a
              className="site-contact-link site-contact-email"
              href={`mailto:${layout.infoEmail}`}
              tabIndex={scrolled ? -1 : undefined}
            >
              <Mail size={14} aria-hidden /> {layout.infoEmail}
            </a>
          )}
        </div>
      </div>
      <div className="site-header-bar">
        <RouterLink to="/home" aria-label={`${layout?.companyName ?? 'Home'}: home`}>
          <CmsImage
            image={layout?.logo}
            maxWidth={160}
            priority
            style={{ height: 48, width: 'auto' }}
          />
        </RouterLink>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav-list">
            {navigation.map((item) => (
              <li key={item._key}>
                {item.children?.length ? (
                  <NavDropdown
                    label={item.label ?? ''}
                    href={item.href ?? '#'}
                    items={item.children}
                  />
                ) : (
                  <RouterLink
                    className="site-nav-link"
                    to={item.href ?? '#'}
                    aria-current={location.pathname === item.href ? 'page' : undefined}
                  >
                    {item.label}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <button
          className="site-menu-button"
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      <nav className="site-mobile-nav" id="mobile-navigation" aria-label="Main" hidden={!menuOpen}>
        <ul className="site-mobile-nav-list">
          {navigation
            .flatMap((item) => [item, ...(item.children ?? [])])
            .map((item) => (
              <li key={item._key}>
                <RouterLink
                  className="site-mobile-nav-link"
                  to={item.href ?? '#'}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </RouterLink>
              </li>
            ))}
        </ul>
      </nav>
    </chakra.header>
  )
}

/** Keeps page content clear of the fixed header (an inline style: nothing for emotion to do). */
export function HeaderSpacer() {
  return (
    <div
      aria-hidden
      style={{ display: 'flex', height: CONTACT_BAR_HEIGHT_PX + HEADER_OFFSET_SCROLLED_PX }}
    />
  )
}
