import { useQuery } from '@tanstack/react-query'
import type { ApiReply } from '../../../api/legacy-api'

type DataReply<T> = { success: true; data: T } | { success: false; error: string }

/**
 * A screen's read of what the backend has now (`{mode:'get'}`, dashboard.php): the reply's data,
 * or null when the read fails in any way (the screens then show defaults or hide that part). Not
 * retried: a backend without the call (a legacy PHP one) answers the same every time.
 */
export function useBackendRead<T>(
  queryKey: readonly unknown[],
  read: () => Promise<ApiReply<DataReply<T>>>,
) {
  return useQuery({
    queryKey,
    queryFn: async () => {
      const reply = await read()
      return reply.ok && reply.body?.success ? reply.body.data : null
    },
    retry: false,
  })
}
