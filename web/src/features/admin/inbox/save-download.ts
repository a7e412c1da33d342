import type { AdminDownload } from '#web/api/legacy-api'

/**
 * Hands a downloaded file to the browser: an object URL and a click on a temporary
 * `<a download>`. The URL is revoked once the browser has taken it.
 */
export function saveDownload(download: AdminDownload, fallbackName: string): void {
  if (!download.file) return
  const url = URL.createObjectURL(download.file)
  const link = document.createElement('a')
  link.href = url
  link.download = download.fileName || fallbackName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** A failed download's words. */
export function downloadFailure(status: number | null): string {
  if (status === 401 || status === 403) return 'Your session has ended. Log in again to download.'
  if (status === 404) return 'The file was not found. It may have been removed.'
  return 'The download failed. Check your connection and try again.'
}
