/** Warehouse interiors: a one-point-perspective aisle between two pallet racks. */
import { C } from './palette'
import { linear, pick, poly, range, rect, seeded } from './svg'
import { lamp } from './objects'

export interface AisleStyle {
  wall: string
  floor: string
  upright: string
  beam: string
  cargo: readonly string[]
}

export const AISLE_DRY: AisleStyle = {
  wall: C.navyMid,
  floor: '#3a4a5e',
  upright: C.tealDark,
  beam: C.sandDeep,
  cargo: [C.cardboard, '#c98b4f', C.sandLight, C.mist],
}

type Pt = readonly [number, number]

/** Projects a point given at depth 1 (picture plane) to depth factor s towards the vanishing point. */
const toward = (vp: Pt, p: Pt, s: number): Pt => [
  vp[0] + (p[0] - vp[0]) * s,
  vp[1] + (p[1] - vp[1]) * s,
]

function floorAndCeiling(w: number, h: number, vp: Pt, style: AisleStyle): string {
  const [wd, wall] = linear([
    [0, C.navyDeep],
    [1, style.wall],
  ])
  const floor = poly(
    [
      [0, h],
      [vp[0] - 8, vp[1]],
      [vp[0] + 8, vp[1]],
      [w, h],
    ],
    style.floor,
  )
  const lane = (x: number): string =>
    poly(
      [
        [x - 10, h],
        [vp[0] - 1, vp[1]],
        [vp[0] + 1, vp[1]],
        [x + 10, h],
      ],
      C.sand,
      'opacity="0.8"',
    )
  const back = rect(
    vp[0] - w * 0.05,
    vp[1] - h * 0.1,
    w * 0.1,
    h * 0.1,
    C.sandPale,
    'opacity="0.6"',
  )
  return wd + rect(0, 0, w, h, wall) + back + floor + lane(w * 0.3) + lane(w * 0.7)
}

/** One side of the aisle; `edgeX` is where the rack face meets the bottom of the picture. */
function rackSide(h: number, vp: Pt, edgeX: number, style: AisleStyle, seed: number): string {
  const rnd = seeded(seed)
  const depths = range(9).map((i) => 1 / (1 + i * 0.42))
  const levels = [0.02, 0.3, 0.58, 0.86]
  const at = (s: number, f: number): Pt => toward(vp, [edgeX, h * 0.98 - f * h * 1.1], s)
  let boxes = ''
  let beams = ''
  depths.slice(0, -1).forEach((s0, i) => {
    const s1 = pick(depths, i + 1)
    levels.forEach((f) => {
      const [a, b] = [at(s0, f), at(s1, f)]
      const [c, d] = [at(s1, f + 0.018), at(s0, f + 0.018)]
      beams += poly([a, b, c, d], style.beam)
      if (rnd() < 0.15 || f > 0.8) return
      const bh = 0.12 + rnd() * 0.12
      const inset = 0.04
      const sa = s0 - (s0 - s1) * inset
      const sb = s1 + (s0 - s1) * inset
      boxes += poly(
        [at(sa, f + 0.018), at(sb, f + 0.018), at(sb, f + 0.018 + bh), at(sa, f + 0.018 + bh)],
        pick(style.cargo, Math.floor(rnd() * 4)),
      )
    })
  })
  const uprights = depths
    .map((s) => {
      const [bx, by] = at(s, 0)
      const [, ty] = at(s, 1)
      return rect(bx - 7 * s, ty, 14 * s, by - ty, style.upright)
    })
    .join('')
  return boxes + beams + uprights
}

/** A full aisle picture of size w x h; `seed` varies the stock on the shelves. */
export function aisle(w: number, h: number, seed: number, style: AisleStyle = AISLE_DRY): string {
  const vp: Pt = [w * 0.5, h * 0.46]
  const lamps = [1, 0.62, 0.42, 0.3]
    .map((s) => {
      const [x, y] = toward(vp, [w / 2, -h * 0.02], s)
      return lamp(x, y + 6, w * 0.12 * s, h * 0.5 * s)
    })
    .join('')
  return (
    floorAndCeiling(w, h, vp, style) +
    rackSide(h, vp, w * 0.12, style, seed) +
    rackSide(h, vp, w * 0.88, style, seed + 1) +
    lamps
  )
}
