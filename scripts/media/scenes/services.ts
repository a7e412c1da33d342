/** Service card backgrounds, 800x600; each shows one mode or activity. */
import { C } from '../lib/palette'
import { arc, box3d, globe, pin, warehouse } from '../lib/objects'
import { cloud, dunes, road, sea, sky, streak, sun } from '../lib/scenery'
import { place, range, rect } from '../lib/svg'
import { container, craneHook, forklift, mobileCrane, plane, ship, truck } from '../lib/vehicles'
import { birds, doc, ground } from './common'

const W = 800
const H = 600

export function serviceAir(): string {
  return doc(
    W,
    H,
    sky(W, H, 'day') +
      sun(650, 140, 38, C.sandPale) +
      cloud(140, 470, 300, C.white, 0.9) +
      cloud(620, 520, 360, C.white, 0.95) +
      cloud(560, 250, 140, C.white, 0.6) +
      streak(200, 120, 260, C.white, 0.5) +
      place(400, 320, 1.25, plane(C.white, C.teal, C.fog), { rotate: -14 }),
  )
}

export function serviceSea(): string {
  return doc(
    W,
    H,
    sky(W, H, 'dawn') +
      sun(150, 380, 34) +
      streak(560, 160, 360, C.sandPale, 0.4) +
      sea(W, H, 400, 0, 3) +
      place(430, 440, 0.92, ship(4)) +
      birds(560, 120, 4, 10, C.navyMid),
  )
}

export function serviceLand(): string {
  return doc(
    W,
    H,
    sky(W, H, 'sand') +
      sun(620, 200, 60, C.white) +
      dunes(W, 400, 20, '#e2a57a', 2) +
      dunes(W, 440, 14, '#cf9168', 6) +
      road(W, 470, 80) +
      place(40, 535, 1.5, truck(C.sand, C.white, 20)),
  )
}

export function serviceLogistics(): string {
  const pins: [number, number][] = [
    [250, 230],
    [410, 170],
    [520, 300],
    [340, 380],
  ]
  const routes =
    arc(250, 230, 410, 170, 60, C.sandLight) +
    arc(410, 170, 520, 300, 40, C.sandLight) +
    arc(520, 300, 340, 380, 50, C.sandLight) +
    arc(340, 380, 250, 230, 40, C.sandLight)
  const stack =
    box3d(560, 560, 110, 90) + box3d(680, 560, 80, 70) + box3d(590, 470, 80, 70, C.sandLight)
  return doc(
    W,
    H,
    sky(W, H, 'night') +
      globe(390, 290, 220, C.tealDark) +
      routes +
      pins.map(([x, y]) => pin(x, y, 34, C.sand)).join('') +
      rect(0, 560, W, 40, C.navyDeep) +
      stack +
      box3d(60, 560, 90, 80, C.mist),
  )
}

export function serviceHeavy(): string {
  const [hx, hy] = craneHook(-40, 360)
  const cx = 60
  const base = 520
  // The lifted load is a transformer-like block hanging from the hook.
  const load =
    rect(cx + hx - 70, base + hy, 140, 100, C.steel) +
    range(6)
      .map((i) => rect(cx + hx - 60 + i * 22, base + hy + 10, 10, 80, C.navySoft))
      .join('') +
    rect(cx + hx - 2, base + hy - 6, 4, 8, C.navy)
  return doc(
    W,
    H,
    sky(W, H, 'morning') +
      sun(660, 330, 40, C.sandPale) +
      ground(W, H, 520, '#c98e66') +
      rect(0, 520, W, 6, '#b07a55') +
      place(cx, base, 1, mobileCrane(C.sand, -40, 360)) +
      load +
      container(560, 470, 200, 50, C.tealDark),
  )
}

export function serviceWarehousing(): string {
  return doc(
    W,
    H,
    sky(W, H, 'day') +
      cloud(620, 120, 220, C.white, 0.9) +
      ground(W, H, 470, '#3a4a5e') +
      warehouse(60, 470, 680, 250, 4) +
      rect(0, 470, W, 4, C.fog) +
      place(30, 560, 0.85, truck(C.navySoft, C.white, 0, false)) +
      place(500, 560, 1, forklift()),
  )
}
