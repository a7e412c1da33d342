/** Page banners, 1600x600. Pages lay a dark overlay and a heading on top, so the centre stays calm. */
import { C } from '../lib/palette'
import { needleTower, palm } from '../lib/landmarks'
import {
  arc,
  box3d,
  bubble,
  bust,
  documentSheet,
  envelope,
  globe,
  hardHat,
  leaf,
  parcel,
  phone,
  pin,
  playBadge,
  solarPanel,
  turbine,
} from '../lib/objects'
import { buildings, cloud, crane, dunes, hills, road, sea, sky, streak, sun } from '../lib/scenery'
import { circle, line, linear, n, path, pick, place, poly, range, rect, seeded } from '../lib/svg'
import { container, plane, ship, train, truck, van } from '../lib/vehicles'
import { birds, doc, ground, shade, stars } from './common'

const W = 1600
const H = 600

/** Every mode at once: ship at sea, jet above, train on the embankment, truck on the road. */
export function bannerServices(): string {
  return doc(
    W,
    H,
    sky(W, H, 'dusk') +
      sun(560, 430, 40) +
      streak(300, 300, 500, C.sandLight, 0.3) +
      streak(1200, 250, 600, C.sandLight, 0.25) +
      sea(W, H, 430, 0, 5) +
      place(380, 460, 0.7, ship(3)) +
      path('M820 440 L1600 425 L1600 600 L760 600 Z', '#1a2c45') +
      place(880, 452, 0.45, train(5, C.sand)) +
      rect(760, 520, 840, 80, '#111d2e') +
      line(760, 560, 1600, 560, C.sandPale, 3, 'opacity="0.5" stroke-dasharray="24 22"') +
      place(1000, 590, 0.55, truck(C.teal)) +
      place(1050, 170, 0.55, plane(), { rotate: -8 }) +
      shade(W, H, 0.6),
  )
}

export function bannerAbout(): string {
  return doc(
    W,
    H,
    sky(W, H, 'morning') +
      sun(1240, 250, 46, C.sandPale) +
      cloud(300, 140, 260, C.white, 0.7) +
      needleTower(520, 430, 330, C.navySoft) +
      buildings(80, 980, 430, 170, 44, [C.navySoft, C.steel, C.navyMid], C.sandPale) +
      crane(1080, 440, 200, C.sand) +
      crane(1230, 440, 180, C.sand) +
      place(1330, 450, 0.5, ship(6)) +
      rect(0, 428, 1600, 14, C.navyMid) +
      sea(W, H, 440, 0, 8) +
      shade(W, H, 0.5),
  )
}

/** A dotted map grid with a dashed route from a parcel to a phone showing the live status. */
export function bannerTrack(): string {
  const rnd = seeded(12)
  const dots = range(26 * 10)
    .map((i) => {
      const x = 40 + (i % 26) * 60
      const y = 40 + Math.floor(i / 26) * 56
      return rnd() < 0.55 ? circle(x, y, 3, C.tealLight, 'opacity="0.35"') : ''
    })
    .join('')
  return doc(
    W,
    H,
    sky(W, H, 'night') +
      dots +
      arc(300, 420, 800, 260, 160, C.sand, 5) +
      arc(800, 260, 1250, 360, 120, C.sand, 5) +
      pin(800, 260, 46, C.teal) +
      pin(300, 420, 46, C.sandDeep) +
      parcel(140, 540, 170, 120) +
      phone(1280, 110, 190) +
      shade(W, H, 0.6),
  )
}

function photoCard(
  x: number,
  y: number,
  w: number,
  rot: number,
  inner: string,
  skyFill: string,
): string {
  const h = w * 0.7
  const body =
    rect(6, 10, w, h, '#000', 'opacity="0.25"') +
    rect(0, 0, w, h, C.white) +
    rect(w * 0.05, w * 0.05, w * 0.9, h - w * 0.1, skyFill) +
    `<g transform="translate(${n(w * 0.05)} ${n(w * 0.05)})">${inner}</g>`
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">${body}</g>`
}

export function bannerMedia(): string {
  const [d1, teal] = linear([
    [0, C.teal],
    [1, C.sandLight],
  ])
  const [d2, navy] = linear([
    [0, C.navyMid],
    [1, C.steel],
  ])
  const [bg1, bg] = linear(
    [
      [0, C.navyDeep],
      [1, C.tealDark],
    ],
    { x2: 1, y2: 1 },
  )
  return doc(
    W,
    H,
    bg1 +
      d1 +
      d2 +
      rect(0, 0, W, H, bg) +
      photoCard(90, 140, 320, -8, place(150, 120, 0.55, plane(), { rotate: -10 }), teal) +
      photoCard(420, 330, 300, 6, place(140, 160, 0.38, ship(2)), navy) +
      photoCard(1120, 90, 330, 7, place(30, 190, 0.55, truck(C.sand)), teal) +
      photoCard(1250, 330, 260, -5, place(20, 140, 0.24, train(2)), navy) +
      playBadge(1290, 260, 44) +
      shade(W, H, 0.6),
  )
}

export function bannerContact(): string {
  return doc(
    W,
    H,
    sky(W, H, 'dawn') +
      buildings(0, 1600, 520, 220, 77, [C.navyMid, C.navy, C.navySoft]) +
      needleTower(1350, 520, 360, C.navy) +
      ground(W, H, 518, C.navyDeep) +
      envelope(180, 180, 200) +
      bubble(420, 120, 150, C.teal) +
      bubble(1120, 160, 130, C.sand) +
      pin(1000, 330, 80, C.teal) +
      shade(W, H, 0.5),
  )
}

/** Abstract crew in hard hats in front of stacked containers; no real people. */
export function bannerCareers(): string {
  const crew = [
    [380, C.cardboard, C.teal, C.sand],
    [560, '#8d5a3b', C.navySoft, C.white],
    [740, '#e8b896', C.sandDeep, C.teal],
    [920, '#b07a55', C.tealDark, C.sand],
    [1100, '#f1c7a5', C.navyMid, C.white],
    [1280, '#6e4630', C.teal, C.sandDeep],
  ] as const
  const people = crew
    .map(([x, skin, clothes, hat], i) => {
      const base = 600
      const size = 120 + (i % 2) * 14
      return (
        bust(x, base, size, skin, clothes) +
        hardHat(x, base - size * 1.25 - size * 0.52, size * 0.8, hat)
      )
    })
    .join('')
  const boxes = range(16)
    .map((i) =>
      container(
        40 + (i % 8) * 196,
        250 + Math.floor(i / 8) * 90,
        190,
        84,
        pick([C.teal, C.sand, C.navySoft, C.mist, C.tealDark], i * 3),
      ),
    )
    .join('')
  return doc(
    W,
    H,
    sky(W, H, 'morning') + boxes + rect(0, 424, W, 200, C.navyMid) + people + shade(W, H, 0.55),
  )
}

/** A road winding from the past (left) to the horizon, with milestone pins along it. */
export function bannerStory(): string {
  const roadPath = 'M-40 600 C300 520 420 420 700 440 S1150 430 1600 330'
  const miles: [number, number][] = [
    [260, 538],
    [560, 438],
    [900, 446],
    [1250, 395],
  ]
  return doc(
    W,
    H,
    sky(W, H, 'dawn') +
      sun(1380, 300, 50) +
      hills(W, 360, '#8a9bb0', 4) +
      dunes(W, 420, 18, '#c98e66', 7) +
      path(roadPath, 'none', `stroke="#24364e" stroke-width="46" stroke-linecap="round"`) +
      path(roadPath, 'none', `stroke="${C.sandPale}" stroke-width="3" stroke-dasharray="18 16"`) +
      miles.map(([x, y], i) => pin(x, y - 30, 40, i % 2 ? C.teal : C.sand)).join('') +
      place(1050, 150, 0.4, plane(), { rotate: -6 }) +
      birds(300, 120, 5, 12, C.navyMid) +
      shade(W, H, 0.6),
  )
}

export function bannerSustainability(): string {
  const turbines = [
    [980, 420, 300, 10],
    [1180, 400, 260, 50],
    [1360, 430, 220, 85],
  ]
    .map(([x = 0, y = 0, h = 0, spin = 0]) => turbine(x, y, h, spin))
    .join('')
  const panels = range(5)
    .map((i) => solarPanel(120 + i * 130, 520, 120))
    .join('')
  // A leaf badge on the electric van's side says "low emission" without words.
  const leaves = leaf(960, 540, 34, -25, C.teal) + leaf(972, 540, 28, 30, C.tealDark)
  return doc(
    W,
    H,
    sky(W, H, 'teal') +
      sun(420, 170, 50, C.sandPale) +
      hills(W, 430, C.tealDark, 3) +
      turbines +
      dunes(W, 500, 14, '#0a6660', 8) +
      panels +
      road(W, 540, 60) +
      place(860, 590, 0.9, van(C.white, C.teal)) +
      leaves +
      shade(W, H, 0.6),
  )
}

/** A globe on the right with routes fanning out to pins across the banner. */
export function bannerNetwork(): string {
  const hub: [number, number] = [1180, 300]
  const ends: [number, number][] = [
    [180, 200],
    [360, 420],
    [620, 150],
    [820, 460],
    [1480, 120],
    [1520, 470],
  ]
  return doc(
    W,
    H,
    sky(W, H, 'night') +
      stars(W, H, 4, 90) +
      globe(hub[0], hub[1] + 40, 250, C.teal, C.white, -20) +
      ends.map(([x, y]) => arc(hub[0], hub[1], x, y, 120, C.sand, 3)).join('') +
      ends
        .map(([x, y]) => circle(x, y, 10, C.sand) + circle(x, y, 22, C.sand, 'opacity="0.25"'))
        .join('') +
      circle(hub[0], hub[1], 14, C.white) +
      shade(W, H, 0.6),
  )
}

/** A boardroom at dusk: long table, chairs and a wall of glass over the city. */
export function bannerLeadership(): string {
  const mullions = range(7)
    .map((i) => rect(i * 266 - 6, 0, 12, 420, C.navyDeep))
    .join('')
  const table = poly(
    [
      [420, 600],
      [1180, 600],
      [960, 470],
      [640, 470],
    ],
    '#3b2b22',
  )
  const chair = (x: number, y: number, s: number): string =>
    rect(x - 28 * s, y - 70 * s, 56 * s, 70 * s, C.navyDeep, `rx="${n(10 * s)}"`) +
    rect(x - 32 * s, y - 12 * s, 64 * s, 14 * s, C.navyMid, `rx="${n(5 * s)}"`)
  const chairs = [
    [600, 520, 0.8],
    [1000, 520, 0.8],
    [520, 570, 1],
    [1080, 570, 1],
  ]
    .map(([x = 0, y = 0, s = 1]) => chair(x, y, s))
    .join('')
  return doc(
    W,
    H,
    sky(W, 420, 'dusk') +
      sun(800, 380, 40) +
      buildings(0, W, 420, 200, 91, [C.navyMid, C.navy, C.navySoft]) +
      needleTower(1180, 420, 300, C.navy) +
      mullions +
      rect(0, 410, W, 190, '#1b2838') +
      rect(0, 410, W, 10, C.navyDeep) +
      chairs +
      table +
      rect(640, 468, 320, 4, C.sandLight, 'opacity="0.4"') +
      shade(W, H, 0.6),
  )
}

/** Getting a quote: a parcel with dimension arrows next to a priced document. */
export function bannerQuote(): string {
  const dim = (x1: number, y1: number, x2: number, y2: number): string =>
    line(x1, y1, x2, y2, C.navy, 3) + circle(x1, y1, 6, C.navy) + circle(x2, y2, 6, C.navy)
  return doc(
    W,
    H,
    sky(W, H, 'sand') +
      ground(W, H, 480, '#e6b58a') +
      box3d(220, 480, 260, 200) +
      dim(220, 510, 480, 510) +
      dim(180, 480, 180, 280) +
      box3d(520, 480, 130, 110, C.sandLight) +
      documentSheet(1120, 90, 260, 340, 8, 9) +
      palm(1500, 480, 200, '#c08060') +
      shade(W, H, 0.6),
  )
}
