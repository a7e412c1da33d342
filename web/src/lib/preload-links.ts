import type { ImagePreload } from './head'

/**
 * A page's preloads as HTTP `Link` header values (RFC 8288), server only (ADR 042). The browser
 * acts on the header as the response arrives, before the body's first byte is parsed, so the font
 * and the logo are asked for while the HTML is still on the line. A preload with `media` is left
 * to the head's tag: the browser evaluates a header's media query only once the document exists,
 * which is when it reads the tag anyway, and the header's bytes would only delay the body.
 */
export function preloadLinks(fontUrl: string | null, images: readonly ImagePreload[]): string[] {
  const links: string[] = []
  if (fontUrl) links.push(`<${fontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
  for (const image of images) {
    if (image.media) continue
    let link = `<${image.href}>; rel=preload; as=image`
    if (image.srcSet) link += `; imagesrcset=${quoted(image.srcSet)}`
    if (image.sizes) link += `; imagesizes=${quoted(image.sizes)}`
    links.push(`${link}; fetchpriority=high`)
  }
  return links
}

/** A header parameter's quoted-string (RFC 9110 §5.6.4). */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`
