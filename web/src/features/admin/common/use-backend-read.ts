import { useQuery } from '@tanstack/react-query'
import type { DataResponse } from '#contract/fields'
import type { ApiReply } from '#web/api/legacy-api'

/**
 * A screen's read of what the backend has now (`{mode:'get'}`, dashboard.php): the reply's data,
 * or null when the read fails in any way (the screens then show defaults or hide that part). Not
 * retried: a backend without the call (a legacy PHP one) answers the same every time.
 */
export function useBackendRead<T>(
  queryKey: readonly unknown[],
  read: () => Promise<ApiReply<DataResponse<T>>>,
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
