/**
 * A media-center video link (the `videoLinks` content field: plain URLs) as something the page
 * can play, without any network request: pure, shared by the server render and the browser.
 *
 * - A file of our own content lake (`…/files/<project>/<dataset>/<name>.<ext>` on any host: the
 *   lake's own URL, the /lake proxy or cdn.sanity.io) is played from this site's CDN base, so a
 *   link saved under another port or host name still plays. Any other direct video file is
 *   played only from the site's own origins (the CSP's `media-src`); elsewhere it is a link.
 * - YouTube and Vimeo become their privacy-enhanced players (youtube-nocookie.com, Vimeo's
 *   `dnt=1`), loaded only when the visitor presses play (the CSP's `frame-src`).
 * - Any other http(s) address (an unknown host, a malformed YouTube or Vimeo link) is a link
 *   card; anything that is not http(s) (javascript:, data: …) is skipped (null).
 */
export type VideoSource =
  | {
      kind: 'file'
      src: string
      /** The MIME type from the extension, when known. */
      type?: string
      /** The lake file asset id (`file-<hash>-<ext>`), for a file of our own lake. */
      assetRef?: string
    }
  | { kind: 'youtube' | 'vimeo'; id: string; embedSrc: string; href: string }
  | { kind: 'link'; href: string; host: string }

/** Where this site's files are: the content config's CDN base and project, and the site origin. */
export interface MediaOrigins {
  cdnBase: string
  projectId: string
  dataset: string
  siteUrl?: string
}

export const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
}

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[\da-f]{6,20}$/i
const FILE_NAME = /^[\w-]{1,128}$/

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/** `t=90`, `t=1m30s`, `start=90` as whole seconds (null when absent or unreadable). */
function startSeconds(url: URL): number | null {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start')
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null
  if (!match || !value) return null
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)
  return seconds > 0 ? seconds : null
}

function youtubeId(host: string, segments: string[], url: URL): string | null {
  if (host === 'youtu.be') return segments[0] ?? null
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com' && host !== 'music.youtube.com') {
    return null
  }
  const [first, second] = segments
  if (first === 'watch') return url.searchParams.get('v')
  if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') {
    return second ?? null
  }
  return null
}

function vimeoVideo(host: string, segments: string[], url: URL) {
  let id: string | undefined
  let hash: string | null = url.searchParams.get('h')
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video') id = segments[1]
  } else if (host === 'vimeo.com') {
    // vimeo.com/<id>[/<hash>], /channels/<name>/<id>, /groups/<name>/videos/<id>, /showcase/...
    const index = segments.findIndex((segment) => VIMEO_ID.test(segment))
    if (index >= 0) {
      id = segments[index]
      if (index === 0 && segments[1] && VIMEO_HASH.test(segments[1])) hash = segments[1]
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null }
}

/** A lake file's path (`[/prefix]/files/<project>/<dataset>/<name>.<ext>[/<vanity name>]`). */
function lakeFile(url: URL, origins: MediaOrigins) {
  const pattern = new RegExp(
    `/files/${escapeRegExp(origins.projectId)}/${escapeRegExp(origins.dataset)}/([^/.]+)\\.([a-z0-9]+)(?:/[^/]*)?$`,
    'i',
  )
  const match = pattern.exec(url.pathname)
  const [, name, extension] = match ?? []
  if (!name || !extension || !FILE_NAME.test(name)) return null
  const ext = extension.toLowerCase()
  if (!VIDEO_TYPES[ext]) return null
  const base = origins.cdnBase.replace(/\/+$/, '')
  return {
    src: `${base}/files/${origins.projectId}/${origins.dataset}/${name}.${ext}`,
    type: VIDEO_TYPES[ext],
    assetRef: `file-${name}-${ext}`,
  }
}

/** The extension of a URL's last path segment, lower-case ('' when none). */
function extensionOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? ''
  const dot = last.lastIndexOf('.')
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : ''
}

export function videoSource(
  link: string | null | undefined,
  origins: MediaOrigins,
): VideoSource | null {
  let url: URL
  try {
    url = new URL((link ?? '').trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  const segments = url.pathname.split('/').filter(Boolean)

  const ownFile = lakeFile(url, origins)
  if (ownFile) return { kind: 'file', ...ownFile }

  const youtube = youtubeId(host, segments, url)
  if (youtube !== null && YOUTUBE_ID.test(youtube)) {
    const start = startSeconds(url)
    return {
      kind: 'youtube',
      id: youtube,
      embedSrc: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}`,
      href: `https://www.youtube.com/watch?v=${youtube}${start ? `&t=${start}s` : ''}`,
    }
  }

  const vimeo = vimeoVideo(host, segments, url)
  if (vimeo) {
    const hash = vimeo.hash ? `&h=${vimeo.hash}` : ''
    return {
      kind: 'vimeo',
      id: vimeo.id,
      embedSrc: `https://player.vimeo.com/video/${vimeo.id}?dnt=1${hash}`,
      href: `https://vimeo.com/${vimeo.id}${vimeo.hash ? `/${vimeo.hash}` : ''}`,
    }
  }

  const type = VIDEO_TYPES[extensionOf(url)]
  const ownOrigins = [originOf(origins.cdnBase), originOf(origins.siteUrl)]
  if (type && ownOrigins.includes(url.origin)) return { kind: 'file', src: url.href, type }

  return { kind: 'link', href: url.href, host: url.hostname.replace(/^www\./, '') }
}

/** The embed URL to load once the visitor pressed play: it starts playing right away. */
export function autoplaySrc(embedSrc: string): string {
  return `${embedSrc}${embedSrc.includes('?') ? '&' : '?'}autoplay=1`
}

/** The name of a video host for a visitor ('YouTube', 'Vimeo'). */
export const HOST_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const
