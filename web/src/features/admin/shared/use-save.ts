import { useState } from 'react'
import type { UploadProgress } from '../../../api/send-multipart'
import type { SaveResult } from './result-alert'

/**
 * A screen's save in flight: busy while it runs, the upload's progress, and its result.
 * `task` words its own outcome (each screen has its own texts in spec §8) and does not throw.
 */
export function useSave() {
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [result, setResult] = useState<SaveResult | null>(null)

  async function run(
    task: (onProgress: (progress: UploadProgress) => void) => Promise<SaveResult>,
  ): Promise<SaveResult> {
    setSaving(true)
    setResult(null)
    setProgress(null)
    try {
      const outcome = await task(setProgress)
      setResult(outcome)
      return outcome
    } finally {
      setSaving(false)
      setProgress(null)
    }
  }

  return { saving, progress, result, dismiss: () => setResult(null), run }
}
