/**
 * The leadership portraits: illustrated head-and-shoulders portraits with faces (eyes, brows,
 * nose, a smile, ears, hair, a suit), in the flat style of the rest of the artwork. They stand
 * for a role, not a real person. Issue 28: the faceless busts before them read as missing photos.
 */
import { C } from '../lib/palette'
import { circle, ellipse, line, linear, n, path, range, rect } from '../lib/svg'
import { doc } from './common'

type Hair = 'short' | 'long' | 'bun' | 'beard'

interface Portrait {
  bg: [string, string]
  skin: string
  /** The skin's shade: nose, ears' inside, the neck under the chin. */
  shade: string
  clothes: string
  shirt: string
  hair: string
  accent: string
  style: Hair
  glasses?: boolean
  /** A tie in this colour (the suits without one have an open collar). */
  tie?: string
}

const PORTRAITS: Record<'ceo' | 'coo' | 'cto' | 'cfo', Portrait> = {
  ceo: {
    bg: [C.navy, C.navySoft],
    skin: '#d9a47c',
    shade: '#bf8a63',
    clothes: C.navyDeep,
    shirt: C.white,
    hair: '#2a1d16',
    accent: C.teal,
    style: 'beard',
    tie: C.teal,
  },
  coo: {
    bg: [C.tealDark, C.teal],
    skin: '#b07a55',
    shade: '#956342',
    clothes: C.navy,
    shirt: C.sandLight,
    hair: '#1b1410',
    accent: C.sand,
    style: 'long',
  },
  cto: {
    bg: [C.sandDeep, C.sand],
    skin: '#f0c6a4',
    shade: '#d9a988',
    clothes: C.navyMid,
    shirt: '#dfe9f3',
    hair: '#5a3b25',
    accent: C.white,
    style: 'short',
    glasses: true,
  },
  cfo: {
    bg: [C.navySoft, C.steel],
    skin: '#8d5a3b',
    shade: '#74462c',
    clothes: C.tealDark,
    shirt: C.white,
    hair: '#14100d',
    accent: C.sandLight,
    style: 'bun',
  },
}

/** The face: an oval centred at (X, Y), RX wide and RY tall (a 600 x 600 canvas). */
const X = 300
const Y = 270
const RX = 84
const RY = 104

/** Shoulders in a suit jacket, the shirt's V, lapels and (optionally) a tie. */
function suit(p: Portrait): string {
  const jacket = path(
    `M60 625 C70 500 150 452 240 440 L360 440 C450 452 530 500 540 625 Z`,
    p.clothes,
  )
  const shirt = path(`M250 440 L300 530 L350 440 Z`, p.shirt)
  const lapels =
    path(`M240 440 L300 560 L268 470 L282 452 Z`, C.navyDeep, 'opacity="0.35"') +
    path(`M360 440 L300 560 L332 470 L318 452 Z`, C.navyDeep, 'opacity="0.35"')
  const tie = p.tie
    ? path(`M291 452 L309 452 L314 470 L306 540 L300 552 L294 540 L286 470 Z`, p.tie)
    : ''
  // Raised a little: a short neck, shoulders close under the chin.
  return `<g transform="translate(0 -22)">${jacket + shirt + tie + lapels}</g>`
}

function neck(p: Portrait): string {
  return (
    rect(X - 34, Y + 70, 68, 110, p.skin) +
    // The chin's shadow on the neck.
    path(`M${X - 34} ${Y + 84} Q${X} ${Y + 124} ${X + 34} ${Y + 84} Z`, p.shade)
  )
}

/** Hair behind the head: long hair falls to the shoulders; a bun sits on top. */
function hairBehind(p: Portrait): string {
  if (p.style === 'long') {
    return path(
      `M${X - 100} ${Y - 10} C${X - 110} ${Y - 130} ${X + 110} ${Y - 130} ${X + 100} ${Y - 10} ` +
        `L${X + 112} ${Y + 170} Q${X} ${Y + 196} ${X - 112} ${Y + 170} Z`,
      p.hair,
    )
  }
  if (p.style === 'bun') return circle(X, Y - RY - 14, 40, p.hair)
  return ''
}

function ears(p: Portrait): string {
  return [-1, 1]
    .map(
      (side) =>
        ellipse(X + side * (RX - 2), Y + 8, 15, 24, p.skin) +
        ellipse(X + side * (RX - 2), Y + 8, 7, 13, p.shade),
    )
    .join('')
}

/** Hair over the forehead, by style: a side part, a swept fringe, a smooth top. */
function hairFront(p: Portrait): string {
  const top = Y - RY
  if (p.style === 'beard' || p.style === 'short') {
    // A short cut: a cap over the crown with a side part, down to the temples.
    return path(
      `M${X - RX - 4} ${Y - 6} C${X - RX - 10} ${top - 60} ${X + RX + 10} ${top - 60} ${X + RX + 4} ${Y - 6} ` +
        `C${X + RX - 4} ${top + 56} ${X + 20} ${top + 40} ${X - 24} ${top + 54} ` +
        `C${X - 56} ${top + 62} ${X - RX + 4} ${top + 70} ${X - RX - 4} ${Y - 6} Z`,
      p.hair,
    )
  }
  // Long hair and a bun: parted in the middle, framing the face.
  return path(
    `M${X - RX - 8} ${Y + 30} C${X - RX - 16} ${top - 76} ${X + RX + 16} ${top - 76} ${X + RX + 8} ${Y + 30} ` +
      `C${X + RX - 10} ${top + 60} ${X + 20} ${top + 30} ${X} ${top + 18} ` +
      `C${X - 20} ${top + 30} ${X - RX + 10} ${top + 60} ${X - RX - 8} ${Y + 30} Z`,
    p.hair,
  )
}

function eyes(p: Portrait): string {
  return [-1, 1]
    .map((side) => {
      const x = X + side * 32
      const y = Y + 4
      return (
        ellipse(x, y, 14, 9, C.white) +
        circle(x + side * -1, y, 7, '#3b2a20') +
        circle(x + side * -1, y, 3.2, '#120c08') +
        circle(x + 2, y - 3, 2, C.white) +
        // The brow, in the hair's colour.
        path(
          `M${x - 18} ${y - 20} Q${x} ${y - 30} ${x + 18} ${y - 20}`,
          'none',
          `stroke="${p.hair}" stroke-width="6" stroke-linecap="round"`,
        )
      )
    })
    .join('')
}

function noseAndMouth(p: Portrait): string {
  const nose = path(
    `M${X + 2} ${Y + 12} Q${X - 10} ${Y + 40} ${X - 4} ${Y + 46} Q${X + 4} ${Y + 50} ${X + 12} ${Y + 44}`,
    'none',
    `stroke="${p.shade}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`,
  )
  const mouth =
    path(
      `M${X - 28} ${Y + 64} Q${X} ${Y + 88} ${X + 28} ${Y + 64} Q${X} ${Y + 74} ${X - 28} ${Y + 64} Z`,
      '#8e3f3a',
    ) +
    path(
      `M${X - 20} ${Y + 68} Q${X} ${Y + 76} ${X + 20} ${Y + 68} Q${X} ${Y + 71} ${X - 20} ${Y + 68} Z`,
      C.white,
      'opacity="0.9"',
    )
  const cheeks = [-1, 1]
    .map((side) => circle(X + side * 50, Y + 44, 16, '#e07a6a', 'opacity="0.14"'))
    .join('')
  return nose + mouth + cheeks
}

/** A close beard along the jaw, leaving the mouth. */
function beard(p: Portrait): string {
  if (p.style !== 'beard') return ''
  return path(
    `M${X - RX + 2} ${Y + 10} C${X - RX + 6} ${Y + RY + 20} ${X + RX - 6} ${Y + RY + 20} ${X + RX - 2} ${Y + 10} ` +
      `C${X + RX - 20} ${Y + 70} ${X + 40} ${Y + 50} ${X} ${Y + 56} ` +
      `C${X - 40} ${Y + 50} ${X - RX + 20} ${Y + 70} ${X - RX + 2} ${Y + 10} Z`,
    p.hair,
    'opacity="0.92"',
  )
}

function glasses(p: Portrait): string {
  if (!p.glasses) return ''
  const frame = `stroke="${C.navyDeep}" stroke-width="5"`
  return (
    rect(X - 56, Y - 12, 48, 34, C.white, `rx="12" fill-opacity="0.12" ${frame}`) +
    rect(X + 8, Y - 12, 48, 34, C.white, `rx="12" fill-opacity="0.12" ${frame}`) +
    line(X - 8, Y - 2, X + 8, Y - 2, C.navyDeep, 5)
  )
}

/** One role's portrait on its coloured backdrop, 600 x 600. */
export function teamPortrait(role: keyof typeof PORTRAITS): string {
  const p = PORTRAITS[role]
  const [defs, fill] = linear(
    [
      [0, p.bg[1]],
      [1, p.bg[0]],
    ],
    { x2: 1, y2: 1 },
  )
  const rings = range(3)
    .map((i) =>
      circle(
        X,
        300,
        200 + i * 45,
        'none',
        `stroke="${p.accent}" stroke-width="2" opacity="${n(0.25 - i * 0.07)}"`,
      ),
    )
    .join('')
  return doc(
    600,
    600,
    defs +
      rect(0, 0, 600, 600, fill) +
      rings +
      hairBehind(p) +
      neck(p) +
      suit(p) +
      ears(p) +
      ellipse(X, Y, RX, RY, p.skin) +
      beard(p) +
      hairFront(p) +
      eyes(p) +
      noseAndMouth(p) +
      glasses(p),
  )
}
