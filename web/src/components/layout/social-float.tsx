import { chakra } from '@chakra-ui/react'
import { useText } from '../../lib/ui-text'
import { SocialIcon, useSocialNames, type SocialNetwork } from '../social-icons'
import { useLayoutContent } from './layout-query'

const ORDER: SocialNetwork[] = ['facebook', 'linkedin', 'twitter', 'whatsapp']

/** One styled root, plain links in it: nothing per link for emotion to compute when hydrating. */
const listCss = {
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  position: 'fixed',
  insetEnd: '0',
  top: '40%',
  zIndex: 'docked',
  listStyleType: 'none',
  m: '0',
  p: '0',
  gap: '1',
  '& a': {
    display: 'flex',
    p: '3',
    bg: 'brand.500',
    color: 'white',
    borderStartRadius: 'md',
    _hover: { bg: 'accent.500' },
  },
} as const

/** Floating social links at the page edge, on large screens only (spec §2). */
export function SocialFloat() {
  const social = useLayoutContent()?.social
  const text = useText()
  const networkNames = useSocialNames()
  const links = ORDER.flatMap((network) =>
    social?.[network] ? [[network, social[network]] as const] : [],
  )
  return (
    <aside aria-label={text('Follow us')}>
      <chakra.ul css={listCss}>
        {links.map(([network, url]) => (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={networkNames[network]}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </chakra.ul>
    </aside>
  )
}
