import type { SVGProps } from 'react'
import { useText } from '../lib/ui-text'

/** Brand marks of the social networks (simple paths; the icon set dropped brand logos). */
export type SocialNetwork = 'facebook' | 'linkedin' | 'twitter' | 'whatsapp'

const paths: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h3.8v1.7h.1c.5-1 1.8-2 3.7-2 4 0 4.4 2.6 4.4 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H11z',
  twitter: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L21 20h-4.6l-4.4-6-5.2 6H4.2l6.7-7.7z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.4 12.5c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1-3.3-1.1-5.2-4.4-5.4-4.6-.2-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.4.6c-.1.2-.3.3-.1.6.2.3.8 1.3 1.8 2.1 1.2 1 2.1 1.3 2.4 1.4.3.2.5.1.6 0l.9-1c.2-.3.4-.2.6-.1l1.8.9c.3.1.4.2.5.3 0 .1 0 .7-.2 1.3z',
}

/** The networks' names as a link to them is announced, in the page's language. */
export function useSocialNames(): Record<SocialNetwork, string> {
  const text = useText()
  return {
    facebook: text('facebook'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    whatsapp: text('whatsapp'),
  }
}

/** A network's mark: a brand logo, so it is never mirrored on right-to-left pages. */
export function SocialIcon({
  network,
  ...props
}: { network: SocialNetwork } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="currentColor"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d={paths[network]} />
    </svg>
  )
}
