import { ADMIN_SCREEN_PATHS } from '../admin-paths'

/** A sidebar entry: a link, a collapsible group, or a placeholder with no target yet. */
export type AdminNavItem =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'group'; label: string; items: AdminNavItem[] }
  | { kind: 'placeholder'; label: string }

const placeholder = (label: string): AdminNavItem => ({ kind: 'placeholder', label })

/**
 * The sidebar of spec §2, in its order. Issue 13 turned the 'Quote' and 'Careers' placeholders
 * into the inboxes and added 'Shipments' after 'Track Shipment'.
 */
export const ADMIN_NAV: AdminNavItem[] = [
  { kind: 'link', label: 'Dashboard', to: ADMIN_SCREEN_PATHS.dashboard },
  { kind: 'link', label: 'Home', to: ADMIN_SCREEN_PATHS.home },
  {
    kind: 'group',
    label: 'About',
    items: [
      { kind: 'link', label: 'About Us', to: ADMIN_SCREEN_PATHS.about },
      { kind: 'link', label: 'Our Story', to: ADMIN_SCREEN_PATHS.ourStory },
    ],
  },
  {
    kind: 'group',
    label: 'Cargo & Logistics',
    items: [
      placeholder('Air Freight'),
      placeholder('Sea Freight'),
      placeholder('Road Transport'),
      placeholder('Rail Solutions'),
      placeholder('Warehousing'),
      placeholder('Customs Clearance'),
      placeholder('E-commerce Logistics'),
    ],
  },
  { kind: 'link', label: 'Track Shipment', to: ADMIN_SCREEN_PATHS.trackShipment },
  { kind: 'link', label: 'Shipments', to: ADMIN_SCREEN_PATHS.shipments },
  { kind: 'link', label: 'Media Center', to: ADMIN_SCREEN_PATHS.mediaCenter },
  placeholder('Our Network'),
  { kind: 'link', label: 'Quote', to: ADMIN_SCREEN_PATHS.quotes },
  { kind: 'link', label: 'Careers', to: ADMIN_SCREEN_PATHS.careers },
]
