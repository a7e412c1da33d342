import type { Page } from 'playwright-core'

export interface RenderedFont {
  familyName: string
  postScriptName: string
  isCustomFont: boolean
  glyphCount: number
}

/** The fonts Chromium really drew an element's text with (CDP), not the CSS it asked for. */
export async function renderedFonts(page: Page, selector: string): Promise<RenderedFont[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map(({ familyName, postScriptName, isCustomFont, glyphCount }) => ({
    familyName,
    postScriptName: postScriptName ?? '',
    isCustomFont,
    glyphCount,
  }))
}
