import type { Locator } from 'playwright-core'

/**
 * Where each of `parts` is drawn inside `element`, as the x of its centre in CSS pixels (NaN when
 * absent): the visual order bidi gives the text, which attributes alone cannot show. Each part is
 * looked up in one text node, its first occurrence.
 */
export function xPositions(element: Locator, parts: string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const nodes: Text[] = []
    while (walker.nextNode()) nodes.push(walker.currentNode as Text)
    return wanted.map((part) => {
      for (const node of nodes) {
        const at = node.data.indexOf(part)
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + part.length)
        const rect = range.getBoundingClientRect()
        return rect.left + rect.width / 2
      }
      return Number.NaN
    })
  }, parts)
}

/** Whether the numbers strictly increase (drawn left to right in that order). */
export const increasing = (xs: number[]): boolean =>
  xs.every((x, index) => !Number.isNaN(x) && (index === 0 || x > xs[index - 1]!))
