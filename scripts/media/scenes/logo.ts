/** The company logo: a globe crossed by a bridge arc, and the wordmark, on transparency. */
import { C } from '../lib/palette'
import { circle, ellipse, line, path, svgDoc } from '../lib/svg'

function mark(cx: number, cy: number, r: number): string {
  const grid =
    ellipse(cx, cy, r * 0.45, r, 'none', `stroke="${C.white}" stroke-width="3" opacity="0.7"`) +
    line(cx - r, cy, cx + r, cy, C.white, 3, 'opacity="0.7"') +
    line(cx, cy - r, cx, cy + r, C.white, 3, 'opacity="0.7"')
  // The bridge: a sand arc spanning the globe, with short hangers down to a deck line.
  const bridge =
    path(
      `M${cx - r - 10} ${cy + 14} Q${cx} ${cy - r * 0.9} ${cx + r + 10} ${cy + 14}`,
      'none',
      `stroke="${C.sand}" stroke-width="7" stroke-linecap="round"`,
    ) +
    line(cx - r - 12, cy + 20, cx + r + 12, cy + 20, C.sand, 6, 'stroke-linecap="round"') +
    [-0.5, 0, 0.5]
      .map((k) =>
        line(cx + k * r, cy + 20, cx + k * r, cy - r * (0.32 - Math.abs(k) * 0.35), C.sand, 3),
      )
      .join('')
  return circle(cx, cy, r, C.teal) + grid + bridge
}

export function logo(): string {
  const text =
    `<text x="120" y="62" font-family="DejaVu Sans" font-weight="bold" font-size="38" fill="${C.navy}">Gulf Bridge</text>` +
    `<text x="122" y="96" font-family="DejaVu Sans" font-weight="bold" font-size="22" letter-spacing="9.5" fill="${C.teal}">FREIGHT</text>`
  return svgDoc({ w: 400, h: 120 }, mark(60, 60, 44) + text)
}
