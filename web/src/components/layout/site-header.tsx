import { Box, chakra, Container, Flex, HStack, Stack } from '@chakra-ui/react'
import { Mail, Menu, Phone, X } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink, useLocation } from '../../app/router'
import { CmsImage } from '../cms-image'
import {
  CONTACT_BAR_HEIGHT_PX,
  HEADER_OFFSET_SCROLLED_PX,
  SCROLL_THRESHOLD_PX,
} from './layout-constants'
import { useLayoutContent } from './layout-query'
import { NavDropdown } from './nav-dropdown'
import { useScrolledPast } from './use-scrolled-past'

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
    <chakra.header
      position="fixed"
      top="0"
      insetStart="0"
      insetEnd="0"
      zIndex="sticky"
      bg="white"
      boxShadow={scrolled ? 'md' : 'none'}
    >
      <Box
        data-testid="contact-bar"
        data-hidden={scrolled}
        bg="brand.700"
        color="white"
        fontSize="sm"
        overflow="hidden"
        height={scrolled ? '0' : `${CONTACT_BAR_HEIGHT_PX}px`}
        transition="height 0.3s"
        aria-hidden={scrolled}
      >
        <Container
          maxW="7xl"
          h={`${CONTACT_BAR_HEIGHT_PX}px`}
          display="flex"
          alignItems="center"
          gap="6"
        >
          {layout?.phones?.[0] && (
            <chakra.a
              href={`tel:${layout.phones[0].replace(/\s/g, '')}`}
              display="inline-flex"
              alignItems="center"
              gap="2"
              tabIndex={scrolled ? -1 : undefined}
            >
              <Phone size={14} aria-hidden /> {layout.phones[0]}
            </chakra.a>
          )}
          {layout?.infoEmail && (
            <chakra.a
              href={`mailto:${layout.infoEmail}`}
              display={{ base: 'none', sm: 'inline-flex' }}
              alignItems="center"
              gap="2"
              tabIndex={scrolled ? -1 : undefined}
            >
              <Mail size={14} aria-hidden /> {layout.infoEmail}
            </chakra.a>
          )}
        </Container>
      </Box>
      <Container
        maxW="7xl"
        h={`${HEADER_OFFSET_SCROLLED_PX}px`}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
      >
        <RouterLink to="/home" aria-label={`${layout?.companyName ?? 'Home'}: home`}>
          <CmsImage
            image={layout?.logo}
            maxWidth={160}
            priority
            style={{ height: 48, width: 'auto' }}
          />
        </RouterLink>
        <chakra.nav aria-label="Main" display={{ base: 'none', lg: 'block' }}>
          <HStack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {navigation.map((item) => (
              <li key={item._key}>
                {item.children?.length ? (
                  <NavDropdown
                    label={item.label ?? ''}
                    href={item.href ?? '#'}
                    items={item.children}
                  />
                ) : (
                  <chakra.a
                    asChild
                    px={{ lg: '2', xl: '3' }}
                    py="2"
                    display="block"
                    whiteSpace="nowrap"
                    fontWeight="semibold"
                    color="brand.700"
                    _hover={{ color: 'accent.600' }}
                    aria-current={location.pathname === item.href ? 'page' : undefined}
                  >
                    <RouterLink to={item.href ?? '#'}>{item.label}</RouterLink>
                  </chakra.a>
                )}
              </li>
            ))}
          </HStack>
        </chakra.nav>
        <chakra.button
          type="button"
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-expanded={menuOpen}
          aria-controls="mobile-navigation"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
          p="2"
          bg="transparent"
          border="0"
          color="brand.700"
          cursor="pointer"
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </chakra.button>
      </Container>
      <chakra.nav
        id="mobile-navigation"
        aria-label="Main"
        hidden={!menuOpen}
        display={{ lg: 'none' }}
        bg="white"
        borderTopWidth="1px"
        maxH="70vh"
        overflowY="auto"
      >
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="2">
          {navigation
            .flatMap((item) => [item, ...(item.children ?? [])])
            .map((item) => (
              <li key={item._key}>
                <chakra.a
                  asChild
                  display="block"
                  px="4"
                  py="3"
                  color="brand.700"
                  fontWeight="semibold"
                >
                  <RouterLink to={item.href ?? '#'} onClick={() => setMenuOpen(false)}>
                    {item.label}
                  </RouterLink>
                </chakra.a>
              </li>
            ))}
        </Stack>
      </chakra.nav>
    </chakra.header>
  )
}

/** Keeps page content clear of the fixed header. */
export function HeaderSpacer() {
  return <Flex aria-hidden h={`${CONTACT_BAR_HEIGHT_PX + HEADER_OFFSET_SCROLLED_PX}px`} />
}
