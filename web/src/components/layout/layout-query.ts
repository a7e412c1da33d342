import { useSuspenseQuery } from '@tanstack/react-query'
import { useContentClient, type ContentClient } from '../../content/content-client'
import { contentQuery } from '../../content/content-query'
import { LAYOUT_QUERY } from '../../content/queries'

export const layoutQuery = (client: ContentClient) => contentQuery(client, 'layout', LAYOUT_QUERY)

/** Site settings: header, footer, contact details, not-found texts. */
export function useLayoutContent() {
  return useSuspenseQuery(layoutQuery(useContentClient())).data
}
