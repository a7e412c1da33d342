import { chakra } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react'
import { Link as RouterLink } from '../../lib/router'
import { useText } from '../../lib/ui-text'
import type { NavChild, NavItem } from './nav-dropdown'
import { useFocusTrap } from './use-focus-trap'

/** Chakra's lg breakpoint, where the header shows its navigation bar instead of the menu. */
const WIDE_QUERY = '(min-width: 62rem)'

/**
 * The open phone menu's styles: its own styled root, rendered only while the menu is open, so
 * none of this is computed when a page hydrates. The root is positioned in the fixed header, from
 * its bottom edge to the bottom of the viewport (100% is the header's height): a dimmed backdrop
 * over the page and, on it, the panel, which scrolls as a whole only when the viewport is short.
 */
const phoneMenuCss = {
  position: 'absolute',
  top: '100%',
  insetStart: '0',
  insetEnd: '0',
  height: 'calc(100dvh - 100%)',
  display: { base: 'flex', lg: 'none' },
  flexDirection: 'column',
  // Wider than a phone, the panel is a column at the end side, under the menu button.
  alignItems: { base: 'stretch', sm: 'flex-end' },
  '& .phone-menu-backdrop': {
    position: 'absolute',
    inset: '0',
    bg: 'blackAlpha.600',
    animation: 'fade-in 0.2s ease-out',
  },
  '& .phone-menu-panel': {
    position: 'relative',
    w: { base: 'full', sm: '24rem' },
    maxH: '100%',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    bg: 'white',
    borderTopWidth: '1px',
    borderColor: 'gray.200',
    boxShadow: 'lg',
    borderBottomStartRadius: { sm: 'md' },
    pb: 'env(safe-area-inset-bottom)',
    animationName: 'fade-in, slide-from-top',
    animationDuration: '0.2s',
    animationTimingFunction: 'ease-out',
  },
  '& .phone-menu-list': { listStyleType: 'none', m: '0', p: '0' },
  '& .phone-menu-item, & .phone-menu-group': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    minH: '11',
    ps: '5',
    pe: '5',
    bg: 'transparent',
    borderWidth: '0',
    borderBottomWidth: '1px',
    borderInlineStartWidth: '3px',
    borderStyle: 'solid',
    borderColor: 'gray.100',
    borderInlineStartColor: 'transparent',
    fontSize: 'md',
    fontWeight: 'semibold',
    color: 'brand.700',
    textAlign: 'start',
    _hover: { bg: 'gray.50' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
  },
  '& .phone-menu-group': {
    justifyContent: 'space-between',
    cursor: 'pointer',
    '&[aria-expanded=true]': { bg: 'gray.50', borderBottomColor: 'transparent' },
  },
  '& .phone-menu-chevron': {
    flexShrink: 0,
    color: 'gray.500',
    transition: 'transform 0.2s',
  },
  '& [aria-expanded=true] .phone-menu-chevron': { transform: 'rotate(180deg)' },
  '& .phone-menu-sublist': {
    listStyleType: 'none',
    m: '0',
    py: '1',
    px: '0',
    bg: 'gray.50',
    borderBottomWidth: '1px',
    borderColor: 'gray.100',
  },
  '& .phone-menu-sublist .phone-menu-item': {
    minH: '10',
    ps: '9',
    borderBottomWidth: '0',
    fontWeight: 'normal',
    color: 'gray.700',
    _hover: { bg: 'gray.100' },
  },
  // The current page: tinted, marked at its start edge (the accent orange fails contrast as text).
  '& .phone-menu-item[aria-current=page]': {
    color: 'brand.700',
    fontWeight: 'semibold',
    bg: 'brand.50',
    borderInlineStartColor: 'accent.500',
  },
} as const

interface PhoneMenuProps {
  id: string
  navigation: NavItem[]
  pathname: string
  /** The header's menu button: part of the focus cycle, and where Escape returns focus. */
  buttonRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
}

/**
 * The open phone menu (below lg): the header's items as links, the items with children as
 * collapsible groups, one open at a time (first the one holding the current page). While it is
 * open the page does not scroll, Tab cycles through the menu button and the panel, Escape or a
 * click on the dimmed page closes it and gives focus back to the menu button, and following a
 * link closes it.
 */
export function PhoneMenu({ id, navigation, pathname, buttonRef, onClose }: PhoneMenuProps) {
  const text = useText()
  const panelRef = useRef<HTMLElement>(null)
  // One group open at a time, so the panel stays about a screen tall; first the current page's.
  const [openGroup, setOpenGroup] = useState(
    () =>
      navigation.find(
        (item) =>
          item.children?.length &&
          (item.href === pathname || item.children.some((child) => child.href === pathname)),
      )?._key ?? null,
  )
  const containers = useMemo(() => [buttonRef, panelRef], [buttonRef])
  const dismiss = () => {
    onClose()
    buttonRef.current?.focus()
  }
  useFocusTrap(true, containers, dismiss)

  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    // The page under the menu stays put; a classic scrollbar keeps its room (no shift).
    const root = document.documentElement
    if (window.innerWidth > root.clientWidth) root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
    // Grown to the navigation bar's width, the menu has no place any more.
    const wide = window.matchMedia(WIDE_QUERY)
    const onWide = () => wide.matches && close.current()
    wide.addEventListener('change', onWide)
    return () => {
      root.style.removeProperty('overflow')
      root.style.removeProperty('scrollbar-gutter')
      wide.removeEventListener('change', onWide)
    }
  }, [])

  return (
    <chakra.div css={phoneMenuCss} data-testid="phone-menu">
      <div className="phone-menu-backdrop" data-testid="phone-menu-backdrop" onClick={dismiss} />
      <nav className="phone-menu-panel" id={id} aria-label={text('Main')} ref={panelRef}>
        <ul className="phone-menu-list">
          {navigation.map((item) =>
            item.children?.length ? (
              <PhoneMenuGroup
                key={item._key}
                item={item}
                pathname={pathname}
                onClose={onClose}
                open={openGroup === item._key}
                onToggle={() => setOpenGroup(openGroup === item._key ? null : item._key)}
              />
            ) : (
              <PhoneMenuLink key={item._key} item={item} pathname={pathname} onClose={onClose} />
            ),
          )}
        </ul>
      </nav>
    </chakra.div>
  )
}

interface ItemProps<Item> {
  item: Item
  pathname: string
  onClose: () => void
}

function PhoneMenuLink({
  item,
  pathname,
  onClose,
}: ItemProps<Pick<NavChild, '_key' | 'label' | 'href'>>) {
  return (
    <li>
      <RouterLink
        className="phone-menu-item"
        to={item.href ?? '#'}
        aria-current={pathname === item.href ? 'page' : undefined}
        onClick={onClose}
      >
        {item.label}
      </RouterLink>
    </li>
  )
}

/** A group: a disclosure button over its links. */
function PhoneMenuGroup(props: ItemProps<NavItem> & { open: boolean; onToggle: () => void }) {
  const { item, pathname, onClose, open } = props
  const text = useText()
  const children = item.children ?? []
  const listId = useId()
  // The group's title is a button here; its own page (Services -> /service) leads the group
  // unless one of its links already goes there (Company -> About Us).
  const overview =
    item.href && !children.some((child) => child.href === item.href)
      ? [
          {
            _key: `${item._key}-overview`,
            label: text('{label} overview', { label: item.label ?? '' }),
            href: item.href,
          },
        ]
      : []
  return (
    <li>
      <button
        className="phone-menu-group"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={props.onToggle}
      >
        {item.label}
        <ChevronDown className="phone-menu-chevron" size={20} aria-hidden />
      </button>
      <ul className="phone-menu-sublist" id={listId} hidden={!open}>
        {[...overview, ...children].map((child) => (
          <PhoneMenuLink key={child._key} item={child} pathname={pathname} onClose={onClose} />
        ))}
      </ul>
    </li>
  )
}
