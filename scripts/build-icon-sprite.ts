import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { iconNames } from '#schemas/lib/icons'
import { contentIconComponents } from '#web/components/content-icon-components'

/**
 * `npm run icons`: writes web/src/components/content-icons.svg, one <symbol> per content icon
 * (schemas/lib/icons.ts), drawn from lucide. The sprite is committed; a test checks it is fresh.
 */
export const spritePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/components/content-icons.svg',
)

export function buildIconSprite(): string {
  const symbols = iconNames.map((name) => {
    const markup = renderToStaticMarkup(createElement(contentIconComponents[name]))
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
    return (
      `  <symbol id="icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
      `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`
    )
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(spritePath, buildIconSprite())
  console.log(`wrote ${path.relative(process.cwd(), spritePath)} (${iconNames.length} icons)`)
}
