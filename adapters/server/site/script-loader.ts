/**
 * How a built page starts its scripts: after the images it asked for first (ADR 021).
 *
 * A page's first paint needs its HTML, its font and its largest image (the hero or banner: the
 * LCP element); its scripts only make it interactive. On a slow line every response in flight
 * shares the bandwidth, so starting the 120 KB of scripts with the image made the image, and the
 * page's largest paint, wait for them. The page's HTML works before its scripts run (links are
 * links, the server rendered everything), so the scripts now start once the page's
 * high-priority images have been painted (ADR 042; arrived, where the browser does not say when
 * it paints), or failed, or `SCRIPT_WAIT_LIMIT_MS` after the document was parsed, whichever is
 * first: on a fast line that is at once.
 *
 * The loader is the last element of the body (the images above it are parsed), a classic inline
 * script with the page's CSP nonce, which it passes on to the module script and modulepreloads
 * it adds. Under `npm run dev` Vite's own tags start the scripts as before.
 */

/** The longest the scripts wait for the page's first images (a stalled image never blocks). */
export const SCRIPT_WAIT_LIMIT_MS = 1500

/**
 * The loader, run in the browser (plain JavaScript in a string: the server's own code is
 * transpiled, and a function's text could carry the transpiler's helpers). `data-entry`: the entry
 * module; `data-modules`: the chunks it and the page's own chunk import, preloaded together so
 * no import waits for another round trip.
 */
const LOADER_SOURCE = `(function (loader, waitLimitMs) {
  var started = false
  function add(element) {
    element.crossOrigin = ''
    element.nonce = loader.nonce
    document.head.appendChild(element)
  }
  function start() {
    if (started) return
    started = true
    loader.dataset.modules.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      add(link)
    })
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.src = loader.dataset.entry
    add(entry)
  }
  var images = Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'))
  if (images.length === 0) return start()
  var done = []
  function settled(image) {
    if (done.indexOf(image) >= 0) return
    done.push(image)
    if (done.length === images.length) start()
  }
  // Where the browser reports when an image is painted (Element Timing), the scripts wait for
  // that: started on the image's load, their tags (a task of 20 to 40 ms on a slow phone) held
  // back the frame that paints it, the page's largest paint. Elsewhere, for its load.
  var painted = typeof PerformanceElementTiming === 'function'
  if (painted) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (images.indexOf(entry.element) >= 0) settled(entry.element)
      })
    }).observe({ type: 'element', buffered: true })
  }
  images.forEach(function (image) {
    if (image.complete && !image.naturalWidth) return settled(image) // failed already
    image.addEventListener('error', function () { settled(image) }, { once: true })
    if (painted && image.hasAttribute('elementtiming')) return
    if (image.complete) settled(image)
    else image.addEventListener('load', function () { settled(image) }, { once: true })
  })
  setTimeout(start, waitLimitMs)
})(document.currentScript, ${SCRIPT_WAIT_LIMIT_MS})`

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The loader's `<script>` tag for a page: `entry` and `modules` are site paths (/assets/…). */
export function scriptLoaderTag(nonce: string, entry: string, modules: string[]): string {
  return (
    `<script nonce="${nonce}" data-entry="${escapeAttribute(entry)}" ` +
    `data-modules="${escapeAttribute(modules.join(' '))}">${LOADER_SOURCE}</script>`
  )
}
