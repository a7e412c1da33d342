import { ChakraProvider } from '@chakra-ui/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteContextSystem, system } from './theme'

/**
 * siteContextSystem overrides two private members of Chakra's system object (`_global`,
 * `_config.disableLayers`), because Chakra has no public way to keep ChakraProvider from
 * rendering the global styles the server already sent. These tests fail when a Chakra release
 * renames or stops reading them, instead of the pages silently carrying the CSS twice.
 */
const render = (value: typeof system) =>
  renderToString(
    createElement(ChakraProvider, { value, children: createElement('p', null, 'page') }),
  )
const styleText = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')

describe('the public pages’ Chakra context', () => {
  it('renders the global styles with the full system (what the server puts in the head)', () => {
    const css = styleText(render(system))
    expect(css).toContain('--chakra-colors-brand-500')
    expect(css).toContain('@layer')
    expect(css.length).toBeGreaterThan(20_000)
  })

  it('renders none of them with the site’s context system', () => {
    const html = render(siteContextSystem)
    // Emotion leaves an empty <style> for the <Global> element; it must carry no CSS.
    expect(styleText(html)).toBe('')
    expect(html).toContain('<p>page</p>')
  })

  it('keeps every other member of the system', () => {
    expect(siteContextSystem.token('colors.brand.500')).toBe(system.token('colors.brand.500'))
    expect(siteContextSystem.getRecipe('button')).toBe(system.getRecipe('button'))
    expect(Object.keys(system)).toEqual(expect.arrayContaining(['_global', '_config']))
  })
})
