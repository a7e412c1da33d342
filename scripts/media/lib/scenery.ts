/** Backdrops: skies, sun, clouds, water, dunes, roads and city skylines. */
import { C } from './palette'
import {
  type Stop,
  circle,
  ellipse,
  group,
  line,
  linear,
  n,
  path,
  pick,
  poly,
  radial,
  range,
  rect,
  seeded,
} from './svg'

export type SkyKind = 'dusk' | 'day' | 'dawn' | 'night' | 'teal' | 'sand' | 'morning'

const SKIES: Record<SkyKind, readonly Stop[]> = {
  dusk: [
    [0, C.navyDeep],
    [0.35, C.navy],
    [0.62, '#3d4f7c'],
    [0.82, '#c9866b'],
    [1, C.sandLight],
  ],
  day: [
    [0, '#0f5e7a'],
    [0.55, '#4fb5b7'],
    [1, '#e9f5f2'],
  ],
  dawn: [
    [0, C.navyMid],
    [0.5, '#4f7ca0'],
    [0.85, '#e8b48c'],
    [1, C.sandPale],
  ],
  night: [
    [0, C.navyDeep],
    [0.6, C.navy],
    [1, C.navyMid],
  ],
  teal: [
    [0, C.tealDark],
    [0.6, C.teal],
    [1, C.tealPale],
  ],
  morning: [
    [0, '#1d4e79'],
    [0.5, '#4f9fb4'],
    [0.85, '#f3c9a0'],
    [1, C.sandPale],
  ],
  sand: [
    [0, '#e9956a'],
    [0.5, C.sandLight],
    [1, C.sandPale],
  ],
}

export function sky(w: number, h: number, kind: SkyKind): string {
  const [defs, fill] = linear(SKIES[kind])
  return defs + rect(0, 0, w, h, fill)
}

/** A soft sun: a bright disc inside a wide transparent glow (gradients compress well in JPEG). */
export function sun(x: number, y: number, r: number, color: string = C.sandLight): string {
  const [gd, glow] = radial([
    [0, color, 0.55],
    [1, color, 0],
  ])
  return gd + circle(x, y, r * 4, glow) + circle(x, y, r, color, 'opacity="0.95"')
}

/** A fluffy cloud from overlapping ellipses; `w` is its width in pixels. */
export function cloud(
  x: number,
  y: number,
  w: number,
  color: string = C.white,
  opacity = 0.85,
): string {
  const u = w / 10
  return group(
    ellipse(x, y, u * 5, u * 1.1, color) +
      ellipse(x - u * 2, y - u * 0.8, u * 2.2, u * 1.5, color) +
      ellipse(x + u * 0.6, y - u * 1.4, u * 2.6, u * 2, color) +
      ellipse(x + u * 2.8, y - u * 0.6, u * 1.8, u * 1.2, color),
    `opacity="${opacity}"`,
  )
}

/** A thin stratus band, the calm cloud of dusk skies. */
export function streak(x: number, y: number, w: number, color: string, opacity: number): string {
  return group(
    ellipse(x, y, w / 2, w * 0.022, color) +
      ellipse(x + w * 0.12, y - w * 0.02, w * 0.28, w * 0.018, color),
    `opacity="${opacity}"`,
  )
}

/** Sea from the horizon down, with short glints; `shift` (0..1) slides the glints for video loops. */
export function sea(w: number, h: number, top: number, shift = 0, seed = 7): string {
  const [defs, fill] = linear([
    [0, C.navySoft],
    [0.4, C.navyMid],
    [1, C.navy],
  ])
  const rnd = seeded(seed)
  const glints = range(40)
    .map(() => {
      const y = top + 8 + Math.pow(rnd(), 1.6) * (h - top - 8)
      const depth = (y - top) / (h - top)
      const len = 14 + depth * 70 * rnd()
      const x = (rnd() * w + Math.sin((shift + rnd()) * Math.PI * 2) * 12 * (1 + depth)) % w
      return line(x, y, x + len, y, C.mist, 1 + depth * 2, `opacity="${n(0.15 + 0.25 * rnd())}"`)
    })
    .join('')
  return defs + rect(0, top, w, h - top, fill) + glints
}

/** Rolling dunes as a sum of sines; `offset` slides them sideways. */
export function dunes(
  w: number,
  base: number,
  amp: number,
  color: string,
  seed: number,
  offset = 0,
): string {
  const rnd = seeded(seed)
  const waves = range(3).map((i) => ({
    k: (i + 1) * (0.5 + rnd()),
    p: rnd() * 6,
    a: amp / (i + 1),
  }))
  const pts: string[] = []
  for (let x = 0; x <= w; x += 16) {
    const y = waves.reduce(
      (acc, v) => acc + Math.sin(((x + offset) / w) * Math.PI * 2 * v.k + v.p) * v.a,
      0,
    )
    pts.push(`L${n(x)} ${n(base + y)}`)
  }
  return path(`M0 ${n(base)} ${pts.join(' ')} L${w} 4000 L0 4000 Z`, color)
}

/** A strip of ground with a road and dashed centre line; `dashShift` in pixels animates it. */
export function road(w: number, top: number, height: number, dashShift = 0): string {
  const dashes = range(Math.ceil(w / 120) + 2)
    .map((i) =>
      rect(
        i * 120 - (dashShift % 120) - 60,
        top + height * 0.48,
        60,
        Math.max(3, height * 0.05),
        C.sandPale,
      ),
    )
    .join('')
  return (
    rect(0, top - 6, w, 6, C.steel) +
    rect(0, top, w, height, '#1c2b3f') +
    dashes +
    rect(0, top + height, w, 4000, '#0e1b2c')
  )
}

/** Building heights and window grids come from a seed so each city looks different but stable. */
export function buildings(
  x0: number,
  x1: number,
  base: number,
  maxH: number,
  seed: number,
  colors: readonly string[] = [C.navyMid, C.navy, C.navySoft],
  windowColor: string = C.sandLight,
): string {
  const rnd = seeded(seed)
  let out = ''
  let x = x0
  while (x < x1) {
    const bw = 30 + rnd() * 60
    const bh = maxH * (0.3 + rnd() * 0.7)
    const col = pick(colors, Math.floor(rnd() * colors.length))
    out += rect(x, base - bh, bw, bh + 2, col)
    out += windows(x, base - bh, bw, bh, rnd, windowColor)
    x += bw + rnd() * 6
  }
  return out
}

function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  rnd: () => number,
  color: string,
): string {
  let out = ''
  for (let wy = y + 10; wy < y + h - 12; wy += 14) {
    for (let wx = x + 6; wx < x + w - 8; wx += 11) {
      if (rnd() < 0.35) out += rect(wx, wy, 5, 7, color, `opacity="${n(0.35 + rnd() * 0.5)}"`)
    }
  }
  return out
}

/** Ship-to-shore gantry crane standing at (x, base), facing right; `h` is its height. */
export function crane(
  x: number,
  base: number,
  h: number,
  color: string = C.sand,
  light = 1,
): string {
  const s = h / 300
  const legs =
    rect(x, base - 200 * s, 8 * s, 200 * s, color) +
    rect(x + 70 * s, base - 200 * s, 8 * s, 200 * s, color)
  const deck = rect(x - 10 * s, base - 210 * s, 100 * s, 14 * s, color)
  const boom = rect(x - 90 * s, base - 236 * s, 330 * s, 9 * s, color)
  const apex = poly(
    [
      [x + 20 * s, base - 300 * s],
      [x + 40 * s, base - 300 * s],
      [x + 50 * s, base - 210 * s],
      [x + 10 * s, base - 210 * s],
    ],
    color,
  )
  const stays =
    line(x + 30 * s, base - 296 * s, x + 235 * s, base - 232 * s, color, 3 * s) +
    line(x + 30 * s, base - 296 * s, x - 85 * s, base - 232 * s, color, 3 * s)
  const cross = line(x + 4 * s, base - 100 * s, x + 74 * s, base - 190 * s, color, 4 * s)
  const beacon = circle(x + 30 * s, base - 304 * s, 4 * s, '#ff5a4f', `opacity="${n(light)}"`)
  return group(legs + deck + boom + apex + stays + cross + beacon)
}

/** A rounded hill line for distant land masses. */
export function hills(w: number, base: number, color: string, seed: number): string {
  return dunes(w, base, 18, color, seed)
}
