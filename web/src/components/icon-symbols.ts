import sprite from './content-icons.svg?raw'

/** Each content icon's `<symbol>`, by name, from the sprite (server only: the sprite as text). */
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="icon-([\w-]+)"[\s\S]*?<\/symbol>/g)].map(
    (match) => [match[1]!, match[0]] as const,
  ),
)

/**
 * The symbols of the icons a page drew, as one hidden inline `<svg>` for its document (after
 * the app root, outside what React hydrates); empty when it drew none. components/icon.tsx.
 */
export function inlineIconSymbols(icons: Iterable<string> = []): string {
  const used = [...icons].flatMap((name) => symbols.get(name) ?? [])
  if (used.length === 0) return ''
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" ' +
    `style="position:absolute;width:0;height:0;overflow:hidden">${used.join('')}</svg>`
  )
}
