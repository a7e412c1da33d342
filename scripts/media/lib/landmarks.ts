/**
 * Stylised, generic landmark silhouettes for the office pictures. They hint at a region's
 * architecture; none is a faithful drawing of a specific building.
 */
import { circle, ellipse, group, n, path, poly, range, rect } from './svg'

type Landmark = (x: number, base: number, h: number, color: string) => string

/** Clock tower with a pointed roof (London-style). */
export const clockTower: Landmark = (x, base, h, color) => {
  const w = h * 0.16
  return group(
    rect(x - w / 2, base - h * 0.8, w, h * 0.8, color) +
      rect(x - w * 0.62, base - h * 0.8, w * 1.24, h * 0.14, color) +
      circle(x, base - h * 0.73, w * 0.36, '#f8e9cf') +
      poly(
        [
          [x - w * 0.62, base - h * 0.8],
          [x + w * 0.62, base - h * 0.8],
          [x, base - h],
        ],
        color,
      ),
  )
}

/** Stepped art-deco skyscraper with a mast. */
export const decoTower: Landmark = (x, base, h, color) => {
  const w = h * 0.28
  return group(
    rect(x - w / 2, base - h * 0.62, w, h * 0.62, color) +
      rect(x - w * 0.36, base - h * 0.76, w * 0.72, h * 0.16, color) +
      rect(x - w * 0.22, base - h * 0.86, w * 0.44, h * 0.12, color) +
      rect(x - w * 0.04, base - h, w * 0.08, h * 0.16, color),
  )
}

/** Very tall tapering tower with a needle (Gulf-style supertall). */
export const needleTower: Landmark = (x, base, h, color) => {
  const w = h * 0.2
  const steps = range(6)
    .map((i) => {
      const k = 1 - i * 0.15
      return rect(x - (w * k) / 2, base - h * (0.18 + i * 0.13), w * k, h * 0.2, color)
    })
    .join('')
  return group(
    steps +
      poly(
        [
          [x - w * 0.05, base - h * 0.86],
          [x + w * 0.05, base - h * 0.86],
          [x, base - h],
        ],
        color,
      ) +
      rect(x - w / 2, base - h * 0.2, w, h * 0.2, color),
  )
}

/** Rock-cut facade with columns and a pediment, set into a cliff. */
export const rockFacade: Landmark = (x, base, h, color) => {
  const w = h * 0.8
  const cliff = path(
    `M${n(x - w)} ${n(base)} L${n(x - w * 0.9)} ${n(base - h * 1.05)} Q${n(x)} ${n(base - h * 1.25)} ${n(x + w * 0.95)} ${n(base - h * 0.98)} L${n(x + w)} ${n(base)} Z`,
    color,
  )
  const cols = range(6)
    .map((i) =>
      rect(
        x - w * 0.42 + i * w * 0.16,
        base - h * 0.55,
        w * 0.06,
        h * 0.55,
        '#f8e1c4',
        'opacity="0.55"',
      ),
    )
    .join('')
  const pediment = poly(
    [
      [x - w * 0.48, base - h * 0.58],
      [x + w * 0.48, base - h * 0.58],
      [x, base - h * 0.8],
    ],
    '#f8e1c4',
    'opacity="0.55"',
  )
  return group(cliff + cols + pediment)
}

/** Domed mosque with two slim minarets. */
export const domeMinarets: Landmark = (x, base, h, color) => {
  const r = h * 0.28
  const minaret = (mx: number): string =>
    rect(mx - h * 0.025, base - h * 0.95, h * 0.05, h * 0.95, color) +
    poly(
      [
        [mx - h * 0.03, base - h * 0.95],
        [mx + h * 0.03, base - h * 0.95],
        [mx, base - h * 1.1],
      ],
      color,
    ) +
    rect(mx - h * 0.04, base - h * 0.7, h * 0.08, h * 0.03, color)
  return group(
    rect(x - r * 1.3, base - h * 0.35, r * 2.6, h * 0.35, color) +
      ellipse(x, base - h * 0.35, r, r * 0.95, color) +
      ellipse(x - r * 0.95, base - h * 0.33, r * 0.4, r * 0.36, color) +
      ellipse(x + r * 0.95, base - h * 0.33, r * 0.4, r * 0.36, color) +
      rect(x - h * 0.008, base - h * 0.35 - r * 1.2, h * 0.016, r * 0.3, color) +
      minaret(x - r * 1.7) +
      minaret(x + r * 1.7),
  )
}

/** Multi-roof pagoda next to a TV tower with a sphere. */
export const pagodaTower: Landmark = (x, base, h, color) => {
  const tiers = range(5)
    .map((i) => {
      const y = base - h * 0.12 - i * h * 0.11
      const w = h * (0.34 - i * 0.045)
      return (
        rect(x - w * 0.35, y - h * 0.08, w * 0.7, h * 0.08, color) +
        path(
          `M${n(x - w * 0.6)} ${n(y - h * 0.07)} Q${n(x)} ${n(y - h * 0.13)} ${n(x + w * 0.6)} ${n(y - h * 0.07)} Q${n(x)} ${n(y - h * 0.1)} ${n(x - w * 0.6)} ${n(y - h * 0.07)} Z`,
          color,
        )
      )
    })
    .join('')
  const tvX = x + h * 0.55
  const tv =
    rect(tvX - h * 0.015, base - h * 1.05, h * 0.03, h * 1.05, color) +
    circle(tvX, base - h * 0.72, h * 0.07, color) +
    circle(tvX, base - h * 0.45, h * 0.05, color)
  return group(rect(x - h * 0.09, base - h * 0.12, h * 0.18, h * 0.12, color) + tiers + tv)
}

/** Spiral minaret (stepped cone) with a dome beside it. */
export const spiralMinaret: Landmark = (x, base, h, color) => {
  const steps = range(6)
    .map((i) => {
      const w = h * (0.36 - i * 0.055)
      return rect(x - w / 2, base - h * (i + 1) * 0.14, w, h * 0.145, color)
    })
    .join('')
  const dx = x + h * 0.55
  return group(
    steps +
      rect(x - h * 0.03, base - h, h * 0.06, h * 0.16, color) +
      rect(dx - h * 0.25, base - h * 0.3, h * 0.5, h * 0.3, color) +
      ellipse(dx, base - h * 0.3, h * 0.2, h * 0.2, color),
  )
}

/** Onion dome on an arched platform with corner towers. */
export const onionDome: Landmark = (x, base, h, color) => {
  const r = h * 0.24
  const dome = path(
    `M${n(x - r)} ${n(base - h * 0.45)} Q${n(x - r * 1.25)} ${n(base - h * 0.75)} ${n(x)} ${n(base - h * 0.95)} Q${n(x + r * 1.25)} ${n(base - h * 0.75)} ${n(x + r)} ${n(base - h * 0.45)} Z`,
    color,
  )
  const arches = [-1, 0, 1]
    .map((k) =>
      path(
        `M${n(x + k * r * 0.8 - r * 0.22)} ${n(base)} L${n(x + k * r * 0.8 - r * 0.22)} ${n(base - h * 0.22)} Q${n(x + k * r * 0.8)} ${n(base - h * 0.34)} ${n(x + k * r * 0.8 + r * 0.22)} ${n(base - h * 0.22)} L${n(x + k * r * 0.8 + r * 0.22)} ${n(base)} Z`,
        '#f8e1c4',
        'opacity="0.35"',
      ),
    )
    .join('')
  const tower = (tx: number): string =>
    rect(tx - h * 0.025, base - h * 0.75, h * 0.05, h * 0.75, color) +
    circle(tx, base - h * 0.76, h * 0.04, color)
  return group(
    rect(x - r * 1.6, base - h * 0.45, r * 3.2, h * 0.45, color) +
      dome +
      arches +
      tower(x - r * 2.2) +
      tower(x + r * 2.2) +
      rect(x - 1.5, base - h * 1.02, 3, h * 0.08, color),
  )
}

/** Date palm: curved trunk and a crown of fronds. */
export function palm(x: number, base: number, h: number, color: string): string {
  const topX = x + h * 0.12
  const topY = base - h
  const trunk = path(
    `M${n(x - h * 0.03)} ${n(base)} Q${n(x)} ${n(base - h * 0.5)} ${n(topX)} ${n(topY)} L${n(topX + h * 0.03)} ${n(topY)} Q${n(x + h * 0.04)} ${n(base - h * 0.5)} ${n(x + h * 0.03)} ${n(base)} Z`,
    color,
  )
  const fronds = range(7)
    .map((i) => {
      const a = ((-160 + i * 25) * Math.PI) / 180
      const ex = topX + Math.cos(a) * h * 0.4
      const ey = topY + Math.sin(a) * h * 0.25 + h * 0.12
      return path(
        `M${n(topX)} ${n(topY)} Q${n((topX + ex) / 2)} ${n(topY - h * 0.12)} ${n(ex)} ${n(ey)} Q${n((topX + ex) / 2)} ${n(topY - h * 0.06)} ${n(topX)} ${n(topY)} Z`,
        color,
      )
    })
    .join('')
  return group(trunk + fronds)
}
