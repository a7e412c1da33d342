import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { LAYOUT_QUERY_RESULT } from '../../content/query-results'
import { Link as RouterLink } from '../../lib/router'
import { useText } from '../../lib/ui-text'
import { DROPDOWN_CLOSE_DELAY_MS } from './layout-constants'

/** An item of the header's navigation, as the layout query selects it. */
export type NavItem = NonNullable<NonNullable<LAYOUT_QUERY_RESULT>['headerNavigation']>[number]
/** A link of a header dropdown, as the layout query selects it. */
export type NavChild = NonNullable<NavItem['children']>[number]

/** A navigation link's look, in the bar and as a dropdown's title. */
export const navLinkCss = {
  py: '2',
  whiteSpace: 'nowrap',
  fontWeight: 'semibold',
  color: 'brand.700',
  _hover: { color: 'accent.600' },
} as const

/**
 * The dropdowns' styles, nested in the header's one styled root (site-header.tsx): a dropdown is
 * plain elements, so it adds no styled element to hydrate.
 */
export const navDropdownCss = {
  '& .nav-dropdown': { position: 'relative' },
  '& .nav-dropdown-head': { display: 'flex', alignItems: 'center' },
  '& .nav-dropdown-link': { ...navLinkCss, ps: { lg: '2', xl: '3' } },
  '& .nav-dropdown-button': {
    display: 'inline-flex',
    p: '1',
    bg: 'transparent',
    border: '0',
    cursor: 'pointer',
    color: 'brand.700',
  },
  '& .nav-dropdown-menu': {
    position: 'absolute',
    insetStart: '0',
    top: '100%',
    minW: '56',
    m: '0',
    py: '2',
    px: '0',
    listStyleType: 'none',
    bg: 'white',
    boxShadow: 'lg',
    borderRadius: 'md',
    zIndex: 'dropdown',
  },
  '& .nav-dropdown-item': {
    display: 'block',
    px: '4',
    py: '2',
    color: 'gray.800',
    _hover: { bg: 'brand.50', color: 'brand.700' },
    _focusVisible: { bg: 'brand.50' },
  },
} as const

/**
 * A navigation dropdown: opens on hover and closes 300 ms after the pointer leaves (spec §9);
 * the chevron button opens it for keyboard and touch users; Escape closes it and returns focus.
 * The title itself is a link (the Services title goes to /service). Styled by navDropdownCss.
 */
export function NavDropdown(props: { label: string; href: string; items: NavChild[] }) {
  const text = useText()
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  const openNow = () => {
    cancelClose()
    setOpen(true)
  }
  const closeLater = () => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS)
  }
  useEffect(() => cancelClose, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div
      className="nav-dropdown"
      onMouseEnter={openNow}
      onMouseLeave={closeLater}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeLater()
      }}
      data-testid={`dropdown-${props.label}`}
    >
      <div className="nav-dropdown-head">
        <RouterLink className="nav-dropdown-link" to={props.href}>
          {props.label}
        </RouterLink>
        <button
          className="nav-dropdown-button"
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={text('{label} menu', { label: props.label })}
          onClick={() => (open ? setOpen(false) : openNow())}
        >
          <ChevronDown size={16} aria-hidden />
        </button>
      </div>
      <ul className="nav-dropdown-menu" id={menuId} hidden={!open} role="list">
        {props.items.map((item) => (
          <li key={item._key}>
            <RouterLink
              className="nav-dropdown-item"
              to={item.href ?? '#'}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
