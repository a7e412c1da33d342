import { Spinner } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { DataResponse } from '#contract/fields'
import type { ApiReply } from '#web/api/legacy-api'
import { useBackendRead } from './use-backend-read'

/**
 * Opens a screen's form once the current content is read, so nothing typed is overwritten. A
 * failed read (a backend without the call) opens it with null: the form's defaults.
 */
export function WithCurrentContent<T>(props: {
  queryKey: readonly unknown[]
  read: () => Promise<ApiReply<DataResponse<T>>>
  children: (current: T | null) => ReactNode
}) {
  const content = useBackendRead(props.queryKey, props.read)
  return content.isPending ? (
    <Spinner color="brand.500" aria-label="Loading the current content" />
  ) : (
    props.children(content.data ?? null)
  )
}
