import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { Link, useLocation } from '#web/lib/router'
import { ADMIN_SCREEN_PATHS } from '../admin-paths'
import { ADMIN_NAV, type AdminNavItem } from './admin-nav'

/** The sidebar's links and collapsible groups (spec §2). */
export function AdminSidebar() {
  return (
    <Stack as="ul" listStyleType="none" gap="1" p="4" m="0">
      {ADMIN_NAV.map((item) => (
        <NavEntry key={item.label} item={item} />
      ))}
    </Stack>
  )
}

function NavEntry({ item }: { item: AdminNavItem }) {
  if (item.kind === 'group') return <NavGroup label={item.label} items={item.items} />
  if (item.kind === 'placeholder') {
    return (
      <Box as="li">
        <Text px="3" py="2" color="gray.500" fontSize="sm" title="Not available yet">
          {item.label}
        </Text>
      </Box>
    )
  }
  return (
    <Box as="li">
      <NavLink to={item.to} label={item.label} />
    </Box>
  )
}

const StyledLink = chakra(Link)

function NavLink({ to, label }: { to: string; label: string }) {
  const { pathname } = useLocation()
  const path = pathname.replace(/\/+$/, '') || '/'
  const current =
    path === to ||
    (to === ADMIN_SCREEN_PATHS.dashboard && path === ADMIN_SCREEN_PATHS.dashboardAlias)
  return (
    <StyledLink
      to={to}
      aria-current={current ? 'page' : undefined}
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      fontWeight={current ? 'semibold' : 'normal'}
      bg={current ? 'brand.50' : 'transparent'}
      color={current ? 'brand.700' : 'gray.800'}
      _hover={{ bg: 'gray.100' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
    >
      {label}
    </StyledLink>
  )
}

/** A collapsible group: a button with aria-expanded that shows or hides its entries. */
function NavGroup({ label, items }: { label: string; items: AdminNavItem[] }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <Box as="li">
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        display="flex"
        w="full"
        justifyContent="space-between"
        alignItems="center"
        px="3"
        py="2"
        borderRadius="md"
        textAlign="start"
        _hover={{ bg: 'gray.100' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
      >
        {label}
        <Box
          as="span"
          aria-hidden="true"
          transition="transform 0.3s"
          transform={open ? 'rotate(90deg)' : 'none'}
        >
          ›
        </Box>
      </chakra.button>
      <Stack as="ul" id={listId} hidden={!open} listStyleType="none" gap="1" ps="4" m="0">
        {items.map((item) => (
          <NavEntry key={item.label} item={item} />
        ))}
      </Stack>
    </Box>
  )
}
