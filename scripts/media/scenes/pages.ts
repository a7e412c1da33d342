/** Pictures for the about, leadership, network, warehousing and media pages. */
import { C } from '../lib/palette'
import { type AisleStyle, aisle } from '../lib/interiors'
import {
  clockTower,
  decoTower,
  domeMinarets,
  needleTower,
  onionDome,
  pagodaTower,
  palm,
  rockFacade,
  spiralMinaret,
} from '../lib/landmarks'
import { box3d, lamp, rackFront, warehouse } from '../lib/objects'
import { type SkyKind, buildings, cloud, crane, hills, sea, sky, streak, sun } from '../lib/scenery'
import { circle, linear, line, n, place, range, rect } from '../lib/svg'
import { container, forklift, plane, ship, truck } from '../lib/vehicles'
import { birds, doc, ground, shade, stars, uld } from './common'

/** The about page picture: a busy port on a clear morning. */
export function about(): string {
  const W = 1200
  const H = 800
  return doc(
    W,
    H,
    sky(W, H, 'day') +
      sun(980, 160, 40, C.white) +
      cloud(260, 160, 260, C.white, 0.9) +
      buildings(0, 700, 470, 160, 8, [C.steel, '#7a93ad', C.navySoft], C.white) +
      crane(620, 500, 300, C.sand) +
      crane(840, 500, 280, C.teal) +
      rect(0, 480, W, 40, C.navyMid) +
      range(10)
        .map((i) =>
          container(
            20 + (i % 5) * 104,
            480 - (Math.floor(i / 5) + 1) * 26,
            100,
            24,
            i % 3 ? C.teal : C.sand,
          ),
        )
        .join('') +
      sea(W, H, 520, 0.1, 33) +
      place(820, 560, 0.95, ship(5)) +
      place(30, 478, 0.55, truck(C.sand)) +
      birds(420, 110, 4, 10, C.navyMid),
  )
}

type OfficeKey = 'uk' | 'usa' | 'uae' | 'jordan' | 'turkey' | 'china' | 'iraq' | 'india'

interface Office {
  sky: SkyKind
  landmark: (x: number, base: number, h: number, color: string) => string
  lmX: number
  lmH: number
  seed: number
  palms?: boolean
  water?: boolean
  /** Silhouette colour when the landmark is not a building (Jordan's sandstone cliff). */
  tone?: string
}

const OFFICES: Record<OfficeKey, Office> = {
  uk: { sky: 'dawn', landmark: clockTower, lmX: 210, lmH: 330, seed: 101, water: true },
  usa: { sky: 'dusk', landmark: decoTower, lmX: 420, lmH: 380, seed: 102, water: true },
  uae: {
    sky: 'morning',
    landmark: needleTower,
    lmX: 520,
    lmH: 440,
    seed: 103,
    palms: true,
    water: true,
  },
  jordan: { sky: 'sand', landmark: rockFacade, lmX: 230, lmH: 190, seed: 104, tone: '#b9876a' },
  turkey: { sky: 'dusk', landmark: domeMinarets, lmX: 330, lmH: 260, seed: 105, water: true },
  china: { sky: 'dawn', landmark: pagodaTower, lmX: 220, lmH: 320, seed: 106 },
  iraq: { sky: 'sand', landmark: spiralMinaret, lmX: 260, lmH: 300, seed: 107, palms: true },
  india: { sky: 'morning', landmark: onionDome, lmX: 400, lmH: 300, seed: 108, palms: true },
}

/** Our own office block: a glass building with a teal crown, in front of the local skyline. */
function officeBlock(x: number, base: number): string {
  const w = 150
  const h = 230
  const panes = range(7 * 4)
    .map((i) =>
      rect(
        x + 12 + (i % 4) * 33,
        base - h + 40 + Math.floor(i / 4) * 27,
        26,
        18,
        C.tealPale,
        `opacity="${n(0.35 + ((i * 7) % 5) * 0.1)}"`,
      ),
    )
    .join('')
  return (
    rect(x, base - h, w, h, C.navy) +
    rect(x, base - h, w, 24, C.teal) +
    panes +
    rect(x + 55, base - 40, 40, 40, C.sandLight)
  )
}

export function office(key: OfficeKey): string {
  const W = 800
  const H = 500
  const o = OFFICES[key]
  const base = 420
  const silhouette = o.tone ?? C.navyMid
  // Our block stands on the side away from the landmark; the sun moves so no two pictures match.
  const blockX = o.lmX < 400 ? 600 : 70
  const sunX = 120 + ((o.seed * 97) % 560)
  return doc(
    W,
    H,
    sky(W, H, o.sky) +
      sun(sunX, 150 + (o.seed % 3) * 30, 34, C.sandPale) +
      streak(240, 120, 280, C.white, 0.35) +
      buildings(0, W, base, 150, o.seed, [C.navySoft, C.steel, '#3e5f86']) +
      o.landmark(o.lmX, base, o.lmH, silhouette) +
      (o.palms ? palm(90, base + 4, 120, C.navy) + palm(720, base + 4, 140, C.navy) : '') +
      rect(0, base, W, 30, C.navyMid) +
      officeBlock(blockX, base + 30) +
      (o.water ? sea(W, H, base + 30, 0.5, o.seed) : ground(W, H, base + 30, C.navy)),
  )
}

const FLOOR = (w: number, h: number, top: number): string =>
  ground(w, h, top, '#3a4a5e') + rect(0, top, w, 4, C.sand)

function facilityRacks(): string {
  return doc(
    800,
    600,
    rect(0, 0, 800, 600, C.navyMid) +
      lamp(200, 10, 120, 420) +
      lamp(600, 10, 120, 420) +
      rackFront(30, 470, 740, 420, 4, 4, 61) +
      FLOOR(800, 600, 470) +
      place(300, 570, 1.1, forklift()),
  )
}

const COLD: AisleStyle = {
  wall: '#20466e',
  floor: '#4d6a86',
  upright: C.mist,
  beam: C.tealLight,
  cargo: [C.white, C.mist, C.tealPale, C.fog],
}

function facilityCold(): string {
  const frost = range(30)
    .map((i) => circle((i * 137) % 800, (i * 71) % 600, 2 + (i % 3), C.white, 'opacity="0.35"'))
    .join('')
  return doc(
    800,
    600,
    aisle(800, 600, 73, COLD) + rect(0, 0, 800, 600, '#8fd6ff', 'opacity="0.08"') + frost,
  )
}

/** Loading dock from inside: roller doors, a trailer backed in, pallets waiting. */
function facilityDock(): string {
  const doors = range(3)
    .map((i) => {
      const x = 60 + i * 250
      const slats = range(8)
        .map((k) => line(x, 120 + k * 18, x + 180, 120 + k * 18, C.steel, 2))
        .join('')
      const open = i === 1
      return open
        ? rect(x, 100, 180, 330, C.navyDeep) +
            container(x + 10, 170, 160, 260, C.teal) +
            rect(x, 100, 180, 40, C.fog) +
            rect(x + 60, 300, 60, 130, '#000', 'opacity="0.25"')
        : rect(x, 100, 180, 330, C.fog) + slats
    })
    .join('')
  const pallets = [80, 560]
    .map((x) => box3d(x, 540, 90, 70) + box3d(x + 100, 540, 70, 60, C.sandLight))
    .join('')
  return doc(
    800,
    600,
    rect(0, 0, 800, 600, C.navyMid) +
      doors +
      FLOOR(800, 600, 430) +
      pallets +
      place(330, 580, 0.9, forklift(C.teal), { flip: true }),
  )
}

export function facility(index: 1 | 2 | 3 | 4): string {
  if (index === 1) return facilityRacks()
  if (index === 2) return doc(800, 600, aisle(800, 600, 52))
  if (index === 3) return facilityCold()
  return facilityDock()
}

/** Night shift: a crane swings a container over a ship under floodlights. */
function photoNightPort(): string {
  const W = 1200
  const H = 800
  const [d, beam] = linear([
    [0, C.sandPale, 0.35],
    [1, C.sandPale, 0],
  ])
  return doc(
    W,
    H,
    d +
      sky(W, H, 'night') +
      stars(W, 400, 17, 80) +
      `<polygon points="300,160 120,560 480,560" fill="${beam}"/>` +
      crane(230, 560, 420, C.sand) +
      line(560, 220, 560, 360, '#111a26', 3) +
      container(500, 360, 120, 40, C.teal) +
      rect(0, 560, W, 30, C.navyDeep) +
      sea(W, H, 590, 0.7, 41) +
      place(720, 620, 1.1, ship(9)),
  )
}

/** The fleet lined up in the yard at dawn: a back row and a front row of rigs. */
function photoFleet(): string {
  const W = 1200
  const H = 800
  const back = [C.sand, C.navySoft, C.teal]
    .map((c, i) => place(60 + i * 370, 520, 0.7, truck(c)))
    .join('')
  const front = [C.teal, C.sand].map((c, i) => place(-60 + i * 620, 720, 1.1, truck(c))).join('')
  return doc(
    W,
    H,
    sky(W, H, 'dawn') +
      sun(900, 300, 50) +
      hills(W, 380, '#7f8fa8', 23) +
      warehouse(80, 420, 700, 160, 5) +
      ground(W, H, 420, '#2d3e56') +
      range(6)
        .map((i) => rect(i * 220 + 40, 600, 120, 6, C.sandPale, 'opacity="0.6"'))
        .join('') +
      back +
      front +
      shade(W, H, 0.6),
  )
}

function photoAirLoading(): string {
  const W = 1200
  const H = 800
  const loader =
    rect(640, 560, 200, 30, C.sand) +
    rect(660, 590, 10, 60, C.navy) +
    rect(810, 590, 10, 60, C.navy) +
    rect(640, 640, 200, 16, C.sand)
  return doc(
    W,
    H,
    sky(W, H, 'morning') +
      sun(220, 430, 50, C.sandPale) +
      ground(W, H, 640, '#3a4a5e') +
      place(560, 470, 2.2, plane()) +
      loader +
      uld(680, 560, 120, 90, C.mist) +
      uld(120, 720, 110, 80, C.fog) +
      uld(250, 720, 110, 80, C.mist) +
      rect(110, 720, 260, 10, C.navyMid) +
      shade(W, H, 0.6),
  )
}

export function mediaPhoto(index: 1 | 2 | 3): string {
  if (index === 1) return photoNightPort()
  if (index === 2) return photoFleet()
  return photoAirLoading()
}
