import { Progress } from '@chakra-ui/react'
import type { UploadProgress } from '#web/api/send-multipart'

/** How much of the request has gone up (large videos take a while). */
export function UploadProgressBar({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
  return (
    <Progress.Root value={percent} size="sm" colorPalette="brand" mt="4" maxW="md">
      <Progress.Label mb="1" fontSize="sm">
        Uploading {percent}%
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
