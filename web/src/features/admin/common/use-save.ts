import { useRef, useState } from 'react'
import type { UploadProgress } from '#web/api/send-multipart'
import type { SaveResult } from './result-alert'

/** What a save task reports its upload progress to. */
export type OnProgress = (progress: UploadProgress) => void

/**
 * A screen's save in flight: busy while it runs, the upload's progress, and its result.
 * `task` words its own outcome (each screen has its own texts in spec §8) and does not throw.
 * A second `run` while one is in flight is ignored (null): two quick submits would both pass
 * validation before the button is disabled by a re-render.
 */
export function useSave() {
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [result, setResult] = useState<SaveResult | null>(null)
  const running = useRef(false)

  async function run(task: (onProgress: OnProgress) => Promise<SaveResult>) {
    if (running.current) return null
    running.current = true
    setSaving(true)
    setResult(null)
    setProgress(null)
    try {
      const outcome = await task(setProgress)
      setResult(outcome)
      return outcome
    } finally {
      running.current = false
      setSaving(false)
      setProgress(null)
    }
  }

  return { saving, progress, result, dismiss: () => setResult(null), run }
}

export type SaveState = ReturnType<typeof useSave>
