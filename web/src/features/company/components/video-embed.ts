/**
 * A media-center video link as something the page can show. Only http(s) links are used:
 * YouTube and Vimeo links (watch, short or embed form) become their embed URL, which the site's
 * security policy allows in a frame; any other web address is offered as a plain link, and
 * anything that is not http(s) (javascript:, data: ...) is skipped.
 */
export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'link'; href: string }

const YOUTUBE_ID = /^[\w-]{1,64}$/
const VIMEO_ID = /^\d{1,20}$/

export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  let url: URL
  try {
    url = new URL((link ?? '').trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const segments = url.pathname.split('/').filter(Boolean)

  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live'
        ? segments[1]
        : segments[0] === 'watch'
          ? url.searchParams.get('v')
          : null
    if (id && YOUTUBE_ID.test(id)) {
      const base = host === 'youtube-nocookie.com' ? 'www.youtube-nocookie.com' : 'www.youtube.com'
      return { kind: 'iframe', src: `https://${base}/embed/${id}` }
    }
  }
  if (host === 'youtu.be' && segments[0] && YOUTUBE_ID.test(segments[0])) {
    return { kind: 'iframe', src: `https://www.youtube.com/embed/${segments[0]}` }
  }
  if (host === 'vimeo.com' && segments[0] && VIMEO_ID.test(segments[0])) {
    return { kind: 'iframe', src: `https://player.vimeo.com/video/${segments[0]}` }
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video' && VIMEO_ID.test(segments[1] ?? '')) {
    return { kind: 'iframe', src: `https://player.vimeo.com/video/${segments[1]}` }
  }
  return { kind: 'link', href: url.href }
}
