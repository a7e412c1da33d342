import { chakra } from '@chakra-ui/react'
import { SocialIcon, type SocialNetwork } from '../social-icons'
import { useLayoutContent } from './layout-query'

const ORDER: SocialNetwork[] = ['facebook', 'linkedin', 'twitter', 'whatsapp']

/** Floating social links at the page edge, on large screens only (spec §2). */
export function SocialFloat() {
  const social = useLayoutContent()?.social
  const links = ORDER.flatMap((network) =>
    social?.[network] ? [[network, social[network]] as const] : [],
  )
  return (
    <chakra.aside aria-label="Follow us">
      <chakra.ul
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        position="fixed"
        insetEnd="0"
        top="40%"
        zIndex="docked"
        listStyleType="none"
        m="0"
        p="0"
        gap="1"
      >
        {links.map(([network, url]) => (
          <li key={network}>
            <chakra.a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={network}
              display="flex"
              p="3"
              bg="brand.500"
              color="white"
              borderStartRadius="md"
              _hover={{ bg: 'accent.500' }}
            >
              <SocialIcon network={network} />
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    </chakra.aside>
  )
}
