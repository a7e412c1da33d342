import { Avatar, Box, Button, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from '#web/lib/router'
import { useLayoutContent } from '#web/components/layout/layout-query'
import { ADMIN_LOGIN_PATH } from '../admin-paths'
import { useAdminAuth } from '../auth/admin-auth'
import { AdminSidebar } from './admin-sidebar'

const SIDEBAR_WIDTH = '260px'

/**
 * The admin layout (spec §2): a top bar ('Admin Panel', the verified user's name, an avatar and
 * Logout), the sidebar, the screen, and a footer with a copyright line. On a phone the sidebar
 * is a panel opened from the top bar's menu button and closed by choosing a screen.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useAdminAuth()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const layout = useLayoutContent()
  const [menuOpen, setMenuOpen] = useState(false)
  const userName = user?.name || user?.email || 'Admin'

  useEffect(() => setMenuOpen(false), [pathname])

  const handleLogout = () => {
    logout()
    navigate(ADMIN_LOGIN_PATH, { replace: true })
  }

  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py="3"
        bg="brand.700"
        color="white"
        position="sticky"
        top="0"
        zIndex="docked"
      >
        <HStack gap="3">
          <IconButton
            aria-label={menuOpen ? 'Close the menu' : 'Open the menu'}
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="outline"
            color="white"
            size="sm"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuGlyph />
          </IconButton>
          <Heading as="p" fontSize={{ base: 'lg', md: 'xl' }}>
            Admin Panel
          </Heading>
        </HStack>
        <HStack gap="3">
          <Text data-testid="admin-user-name" display={{ base: 'none', sm: 'block' }}>
            {userName}
          </Text>
          <Avatar.Root size="sm" colorPalette="orange">
            <Avatar.Fallback name={userName} />
          </Avatar.Root>
          <Button
            size="sm"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={handleLogout}
          >
            Logout
          </Button>
        </HStack>
      </Flex>
      <Flex flex="1" minH="0">
        <Box
          as="nav"
          id="admin-sidebar"
          aria-label="Admin"
          w={{ base: 'full', lg: SIDEBAR_WIDTH }}
          flexShrink={0}
          bg="white"
          borderEndWidth="1px"
          display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
          position={{ base: 'absolute', lg: 'static' }}
          zIndex={{ base: 'dropdown', lg: 'auto' }}
          boxShadow={{ base: 'lg', lg: 'none' }}
          overflowY="auto"
        >
          <AdminSidebar />
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '8' }}>
          {children}
        </Box>
      </Flex>
      <Box
        as="footer"
        py="4"
        textAlign="center"
        fontSize="sm"
        color="gray.600"
        borderTopWidth="1px"
      >
        {`© ${new Date().getFullYear()} ${layout?.companyName ?? ''}. All rights reserved.`}
      </Box>
    </Flex>
  )
}

function MenuGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
