/**
 * The two home-page hero scenes. Each takes a loop phase in [0, 1): phase 0 is the poster and
 * every moving part is periodic in the phase, so the clip loops without a jump.
 */
import { palm } from '../lib/landmarks'
import { warehouse } from '../lib/objects'
import { C } from '../lib/palette'
import { buildings, cloud, crane, dunes, road, sea, sky, streak, sun } from '../lib/scenery'
import { circle, group, n, place, range, rect, svgDoc } from '../lib/svg'
import { container, plane, ship, truck } from '../lib/vehicles'

export const HERO = { w: 1280, h: 720 }
const TAU = Math.PI * 2

/** Copies of a tile laid side by side and slid left by `offset`; seamless when offset wraps. */
function scrolling(tile: string, tileW: number, offset: number, viewW: number): string {
  return range(Math.ceil(viewW / tileW) + 2)
    .map(
      (k) => `<g transform="translate(${n(k * tileW - (offset % tileW) - tileW)} 0)">${tile}</g>`,
    )
    .join('')
}

/** Blink between dim and bright `times` per loop. */
const blink = (phase: number, times: number): number =>
  Math.sin(phase * TAU * times) > 0.6 ? 1 : 0.15

function portQuay(phase: number): string {
  const quay = rect(640, 568, 640, 26, C.navyDeep)
  const stacks = range(9)
    .map((i) =>
      container(
        900 + (i % 3) * 70,
        552 - Math.floor(i / 3) * 15,
        66,
        14,
        i % 2 ? C.navySoft : C.navyMid,
      ),
    )
    .join('')
  const cranes = [700, 800, 1130]
    .map((x, i) => crane(x, 570, 170 - i * 10, C.navyDeep, blink(phase + i * 0.17, 3)))
    .join('')
  const docked = place(800, 580, 0.55, ship(2, C.navyDeep, C.navyMid))
  return group(docked + quay + stacks + cranes)
}

/** Low sunlit bands drift a little; higher wisps scroll past the jet to suggest its speed. */
function skyClouds(phase: number): string {
  const drift = Math.sin(phase * TAU) * 14
  const far = [
    [180, 500, 420, 0.35],
    [620, 470, 360, 0.25],
    [1060, 450, 480, 0.3],
    [380, 420, 300, 0.18],
  ]
    .map(([x = 0, y = 0, w = 0, o = 0]) => streak(x + drift, y, w, C.sandLight, o))
    .join('')
  const tile =
    streak(120, 330, 300, C.fog, 0.18) +
    streak(430, 140, 240, C.fog, 0.12) +
    streak(540, 380, 200, C.sandPale, 0.14)
  return far + scrolling(tile, 640, phase * 640, HERO.w)
}

/** Slide 1, 'Fast & Reliable Shipping': a cargo jet over a port at dusk. */
export function heroOne(phase: number, out = HERO): string {
  const bob = Math.sin(phase * TAU) * 7
  const pitch = -5 + Math.sin(phase * TAU) * 0.8
  const strobe =
    circle(-75, 92, 5, C.white, `opacity="${blink(phase, 4)}"`) +
    circle(-190, -100, 5, '#ff5a4f', `opacity="${blink(phase + 0.3, 4)}"`)
  const jet = place(610, 250 + bob, 0.95, plane(C.mist, C.teal, C.fog) + strobe, { rotate: pitch })
  const body =
    sky(HERO.w, HERO.h, 'dusk') +
    sun(420, 572, 44) +
    skyClouds(phase) +
    sea(HERO.w, HERO.h, 575, phase, 11) +
    rect(0, 575, HERO.w, 2, C.sandLight, 'opacity="0.35"') +
    portQuay(phase) +
    jet
  return svgDoc(HERO, body, out)
}

function roadsideTile(): string {
  const wh = warehouse(40, 560, 260, 110, 3, C.mist)
  const tower = buildings(330, 560, 560, 150, 21, [C.navySoft, C.steel, C.navyMid])
  return wh + tower + palm(600, 562, 90, C.tealDark)
}

function lampPost(): string {
  return (
    rect(200, 470, 6, 128, C.navyMid) +
    rect(200, 470, 40, 6, C.navyMid) +
    rect(228, 475, 18, 6, C.sandLight)
  )
}

/** Slide 2, 'Custom Logistics Solutions': a branded truck on a desert highway at dawn. */
export function heroTwo(phase: number, out = HERO): string {
  const drift = Math.sin(phase * TAU) * 12
  const clouds =
    cloud(220 + drift, 160, 260, C.white, 0.85) +
    cloud(760 - drift, 110, 200, C.white, 0.75) +
    cloud(1120 + drift, 210, 160, C.sandPale, 0.85)
  const far = dunes(HERO.w, 540, 16, '#d9a27a', 5) + dunes(HERO.w, 575, 12, '#c98e66', 9)
  const mid = scrolling(roadsideTile(), 640, phase * 640, HERO.w)
  // Posts stand on the far kerb, so they move with the road rather than the distant town.
  const posts = scrolling(lampPost(), 400, phase * 1200, HERO.w)
  const rumble = Math.sin(phase * TAU * 16) * 1.2
  const rig = place(330, 668 + rumble, 1.05, truck(C.teal, C.white, phase * 72 * 41))
  const body =
    sky(HERO.w, HERO.h, 'morning') +
    sun(1040, 360, 52, C.sandPale) +
    clouds +
    far +
    mid +
    rect(0, 575, HERO.w, 20, '#b98663') +
    posts +
    road(HERO.w, 600, 90, phase * 1200) +
    rig
  return svgDoc(HERO, body, out)
}
