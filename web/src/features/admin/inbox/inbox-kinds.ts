import type { InboxKind } from '#contract/inbox'

/** What differs between the two inboxes: the words. Everything else is one component. */
export interface InboxKindConfig {
  kind: InboxKind
  title: string
  description: string
  /** The list's noun, plural ('quote requests'), for the empty state and the region's name. */
  plural: string
  /** The detail view's heading prefix ('Quote request'). */
  singular: string
  /** The CSV file's name when the server gives none. */
  exportName: string
}

export const QUOTE_INBOX: InboxKindConfig = {
  kind: 'quotes',
  title: 'Quote Requests',
  description: 'Requests sent from Get Quote and the Contact page, newest first.',
  plural: 'quote requests',
  singular: 'Quote request',
  exportName: 'quote-requests.csv',
}

export const CAREERS_INBOX: InboxKindConfig = {
  kind: 'applications',
  title: 'Career Applications',
  description: 'Applications sent from the Careers page, newest first.',
  plural: 'applications',
  singular: 'Application',
  exportName: 'career-applications.csv',
}
