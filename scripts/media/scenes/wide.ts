/** Service-page heroes, 1600x900 (mobile fallback images for the hero videos of each page). */
import { C } from '../lib/palette'
import { aisle } from '../lib/interiors'
import { palm } from '../lib/landmarks'
import { box3d, documentSheet, magnifier, parcel, phone, pin, stamp } from '../lib/objects'
import { buildings, cloud, crane, dunes, hills, road, sea, sky, streak, sun } from '../lib/scenery'
import { circle, path, pick, place, range, rect } from '../lib/svg'
import { container, plane, ship, train, truck, van } from '../lib/vehicles'
import { doc, ground, shade, stars, uld } from './common'

const W = 1600
const H = 900

/** A jet on the apron at dusk with cargo units waiting on dollies. */
export function heroAir(): string {
  const lights = range(20)
    .map((i) => circle(40 + i * 80, 690, 4, C.sandLight, 'opacity="0.8"'))
    .join('')
  const ulds = range(4)
    .map(
      (i) =>
        uld(180 + i * 130, 770, 110, 90, i % 2 ? C.fog : C.mist) +
        rect(175 + i * 130, 770, 120, 10, C.navyMid),
    )
    .join('')
  const gear =
    rect(890, 600, 10, 60, C.navyDeep) +
    rect(1250, 600, 10, 55, C.navyDeep) +
    circle(895, 660, 14, '#111a26') +
    circle(1255, 655, 14, '#111a26')
  return doc(
    W,
    H,
    sky(W, H, 'dusk') +
      sun(300, 640, 50) +
      streak(1200, 380, 600, C.sandLight, 0.3) +
      ground(W, H, 660, '#24364e') +
      rect(0, 660, W, 4, C.steel) +
      lights +
      gear +
      place(1020, 570, 1.9, plane()) +
      ulds +
      shade(W, H, 0.65),
  )
}

export function heroSea(): string {
  return doc(
    W,
    H,
    sky(W, H, 'night') +
      stars(W, H * 0.6, 9, 120) +
      circle(1320, 170, 46, C.sandPale, 'opacity="0.95"') +
      crane(80, 560, 320, C.sand, 1) +
      crane(330, 560, 300, C.sand, 1) +
      rect(0, 555, 560, 30, C.navyDeep) +
      range(12)
        .map((i) =>
          container(
            60 + (i % 4) * 110,
            555 - (Math.floor(i / 4) + 1) * 26,
            104,
            24,
            i % 3 ? C.navySoft : C.tealDark,
          ),
        )
        .join('') +
      sea(W, H, 585, 0.3, 21) +
      place(1050, 640, 1.35, ship(8)) +
      shade(W, H, 0.7),
  )
}

export function heroRoad(): string {
  return doc(
    W,
    H,
    sky(W, H, 'sand') +
      sun(1160, 420, 70, C.white) +
      hills(W, 520, '#b9876a', 13) +
      dunes(W, 570, 16, '#cf9168', 14) +
      road(W, 600, 70) +
      place(980, 660, 0.55, truck(C.navySoft)) +
      place(1300, 660, 0.55, truck(C.sand)) +
      rect(0, 676, W, 14, '#cf9168') +
      road(W, 690, 150) +
      place(140, 820, 1.6, truck(C.teal)) +
      shade(W, H, 0.7),
  )
}

/** Freight train crossing an arched viaduct over a dry valley at sunset. */
export function heroRail(): string {
  const deck = 560
  const arches = range(9)
    .map((i) => {
      const x = i * 190 - 20
      return path(
        `M${x} 900 L${x} ${deck + 20} L${x + 190} ${deck + 20} L${x + 190} 900 L${x + 165} 900 L${x + 165} ${deck + 120} Q${x + 95} ${deck + 50} ${x + 25} ${deck + 120} L${x + 25} 900 Z`,
        C.navyMid,
      )
    })
    .join('')
  return doc(
    W,
    H,
    sky(W, H, 'dusk') +
      sun(1100, 520, 60) +
      streak(400, 300, 600, C.sandLight, 0.3) +
      hills(W, 600, '#3a4a6e', 19) +
      dunes(W, 760, 14, '#24364e', 3) +
      rect(-10, deck, W + 20, 24, C.navy) +
      arches +
      place(80, deck, 0.75, train(7, C.sand)) +
      shade(W, H, 0.6),
  )
}

export function heroCustoms(): string {
  const stacks = range(45)
    .map((i) =>
      container(
        20 + (i % 9) * 178,
        900 - (Math.floor(i / 9) + 1) * 80,
        172,
        76,
        pick(
          [C.navySoft, C.tealDark, C.navySoft, C.steel, C.sandDeep, C.navyMid, C.teal],
          (i * 5 + Math.floor(i / 9) * 3) % 7,
        ),
      ),
    )
    .join('')
  return doc(
    W,
    H,
    sky(W, H, 'teal') +
      stacks +
      rect(0, 0, W, H, C.navyDeep, 'opacity="0.45"') +
      documentSheet(980, 160, 340, 460, -6, 5) +
      documentSheet(1160, 220, 340, 460, 7, 6) +
      stamp(1330, 520, 92) +
      magnifier(1040, 560, 70) +
      shade(W, H, 0.7),
  )
}

export function heroWarehousing(): string {
  return doc(W, H, aisle(W, H, 31) + shade(W, H, 0.6, 0.5))
}

export function heroEcommerce(): string {
  return doc(
    W,
    H,
    sky(W, H, 'morning') +
      cloud(300, 200, 280, C.white, 0.8) +
      buildings(0, W, 640, 240, 55, [C.steel, C.navySoft, '#7a93ad'], C.white) +
      palm(980, 660, 180, C.tealDark) +
      ground(W, H, 640, C.navyMid) +
      road(W, 700, 120) +
      place(180, 800, 1.5, van(C.white, C.teal)) +
      parcel(760, 820, 150, 120) +
      parcel(900, 820, 110, 90) +
      box3d(800, 700, 100, 80, C.sandLight) +
      phone(1200, 180, 260) +
      pin(1030, 420, 70, C.sand) +
      shade(W, H, 0.7),
  )
}
