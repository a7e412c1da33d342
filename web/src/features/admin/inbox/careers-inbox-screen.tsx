import { InboxScreen } from './inbox-screen'
import { CAREERS_INBOX } from './inbox-kinds'

/** /admin/careers (sidebar 'Careers'): applications from the Careers page. */
export default function CareersInboxScreen() {
  return <InboxScreen config={CAREERS_INBOX} />
}
