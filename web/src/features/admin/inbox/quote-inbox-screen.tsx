import { InboxScreen } from './inbox-screen'
import { QUOTE_INBOX } from './inbox-kinds'

/** /admin/quote (sidebar 'Quote'): quote requests from Get Quote and Contact. */
export default function QuoteInboxScreen() {
  return <InboxScreen config={QUOTE_INBOX} />
}
