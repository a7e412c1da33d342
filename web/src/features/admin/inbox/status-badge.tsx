import { Badge } from '@chakra-ui/react'
import { INBOX_STATUS_LABELS, type InboxStatus } from '#contract/inbox'
import { STATUS_PALETTE } from './inbox-format'

export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" whiteSpace="nowrap">
      {INBOX_STATUS_LABELS[status]}
    </Badge>
  )
}
