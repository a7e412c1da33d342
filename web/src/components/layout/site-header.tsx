import { chakra } from '@chakra-ui/react'
import { Mail, Menu, Phone, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link as RouterLink, useLocation } from '../../lib/router'
import { useText } from '../../lib/ui-text'
import { CmsImage } from '../cms-image'
import {
  CONTACT_BAR_HEIGHT_PX,
  HEADER_OFFSET_SCROLLED_PX,
  SCROLL_THRESHOLD_PX,
} from './layout-constants'
import { LanguageSwitcher } from './language-switcher'
import { useLayoutContent } from './layout-query'
import { navDropdownCss, NavDropdown, navLinkCss } from './nav-dropdown'
import type { PhoneMenu as PhoneMenuComponent } from './phone-menu'
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
  ...navDropdownCss,
} as const

let phoneMenuModule: Promise<typeof PhoneMenuComponent> | null = null
/**
 * The phone menu's code, a chunk of its own: a page's JavaScript does not carry it, the button
 * starts loading it when pressed (pointerdown, before the click). A failed load is forgotten, so
 * the next press tries again.
 */
function loadPhoneMenu() {
  return (phoneMenuModule ??= import('./phone-menu').then(
    (module) => module.PhoneMenu,
    (error: unknown) => {
      phoneMenuModule = null
      throw error
    },
  ))
}

/**
 * The fixed header: the contact bar (hidden once the page scrolls past 50 px) over the
 * navigation bar. Below lg the navigation folds into a menu button that opens the phone menu
 * (phone-menu.tsx).
 */
export function SiteHeader() {
  const layout = useLayoutContent()
  const text = useText()
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX)
  const location = useLocation()
  // The page the phone menu was opened on: it is open only there, so any navigation (a link,
  // the back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === location.pathname
  const closeMenu = () => setMenuOpenOn(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const [PhoneMenu, setPhoneMenu] = useState<typeof PhoneMenuComponent | null>(null)
  const toggleMenu = () => {
    if (menuOpen) return closeMenu()
    const pathname = location.pathname
    // It opens once its code is here: the button never claims a menu that is not shown.
    loadPhoneMenu().then((component) => {
      setPhoneMenu(() => component)
      setMenuOpenOn(pathname)
    }, console.error)
  }
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
              <Phone size={14} aria-hidden /> <bdi dir="ltr">{layout.phones[0]}</bdi>
            </a>
          )}
          {layout?.infoEmail && (
            <a
              className="site-contact-link site-contact-email"
              href={`mailto:${layout.infoEmail}`}
              tabIndex={scrolled ? -1 : undefined}
            >
              <Mail size={14} aria-hidden /> <bdi dir="ltr">{layout.infoEmail}</bdi>
            </a>
          )}
        </div>
      </div>
      <div className="site-header-bar">
        <RouterLink
          to="/home"
          aria-label={text('{name}: home', { name: layout?.companyName ?? text('Home') })}
        >
          <CmsImage
            image={layout?.logo}
            maxWidth={160}
            priority
            style={{ height: 48, width: 'auto' }}
          />
        </RouterLink>
        <nav className="site-nav" aria-label={text('Main')}>
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
        <LanguageSwitcher />
        <button
          className="site-menu-button"
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
          aria-label={menuOpen ? text('Close menu') : text('Open menu')}
          onPointerDown={() => loadPhoneMenu().catch(() => undefined)}
          onClick={toggleMenu}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      {menuOpen && PhoneMenu ? (
        <PhoneMenu
          id="mobile-navigation"
          navigation={navigation}
          pathname={location.pathname}
          buttonRef={menuButton}
          onClose={closeMenu}
        />
      ) : (
        // The menu's code and styles load and run only once it opens; until then its button
        // controls this placeholder.
        <div id="mobile-navigation" hidden />
      )}
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
