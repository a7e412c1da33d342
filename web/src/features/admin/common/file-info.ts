import { useQuery } from '@tanstack/react-query'
import { photoFileName } from '#contract/media-center'

/** What a file field shows of a file: its name, size and type (size and type when known). */
export interface FileInfo {
  name: string
  size?: number
  type?: string
}

const UNITS = ['KB', 'MB', 'GB'] as const

/** A byte count as people read it: '812 bytes', '14.2 KB', '96 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`
}

/** The name, size and type of a chosen file. */
export function chosenFileInfo(file: File): FileInfo {
  return { name: file.name, size: file.size, ...(file.type ? { type: file.type } : {}) }
}

/** '14.2 KB · image/jpeg', or only what is known. */
export function describeFile(info: FileInfo): string {
  return [info.size === undefined ? null : formatBytes(info.size), info.type ?? null]
    .filter(Boolean)
    .join(' · ')
}

/**
 * The name, size and type of a published file, from its URL: the name is the URL's file name,
 * size and type come from a HEAD request. A failed request (another origin's CSP, a backend
 * without HEAD) leaves them out.
 */
export function usePublishedFileInfo(url: string | undefined, name?: string): FileInfo | null {
  const head = useQuery({
    queryKey: ['admin', 'file-head', url],
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
    queryFn: () => remoteFileInfo(url ?? ''),
  })
  if (!url) return null
  return { name: name || photoFileName(url), ...(head.data ?? {}) }
}

async function remoteFileInfo(url: string): Promise<Omit<FileInfo, 'name'>> {
  const head = await fetch(url, { method: 'HEAD' })
  const type = head.headers.get('content-type')?.split(';')[0]?.trim() || undefined
  const size = head.ok ? Number(head.headers.get('content-length') ?? '') : NaN
  return { ...(size > 0 ? { size } : {}), ...(type && head.ok ? { type } : {}) }
}
