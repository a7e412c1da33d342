/** Small pieces shared by several still pictures. */
import { C } from '../lib/palette'
import { circle, linear, n, path, poly, range, rect, seeded, svgDoc } from '../lib/svg'

export const doc = (w: number, h: number, body: string): string => svgDoc({ w, h }, body)

/** Stars for night skies, only in the upper part of the picture. */
export function stars(w: number, h: number, seed: number, count = 60): string {
  const rnd = seeded(seed)
  return range(count)
    .map(() =>
      circle(
        rnd() * w,
        Math.pow(rnd(), 1.5) * h,
        0.6 + rnd() * 1.4,
        C.white,
        `opacity="${n(0.3 + rnd() * 0.6)}"`,
      ),
    )
    .join('')
}

/** Air-cargo unit load device: a container with one bevelled upper corner; (x, y) ground-left. */
export function uld(x: number, y: number, w: number, h: number, color: string = C.fog): string {
  return (
    poly(
      [
        [x, y],
        [x, y - h],
        [x + w * 0.75, y - h],
        [x + w, y - h * 0.6],
        [x + w, y],
      ],
      color,
    ) +
    range(4)
      .map((i) => rect(x + 4, y - h + 8 + i * (h / 4.5), w * 0.7, 2, C.steel, 'opacity="0.5"'))
      .join('')
  )
}

/** Gentle flat ground from `top` to the bottom of the picture. */
export const ground = (w: number, h: number, top: number, color: string): string =>
  rect(0, top, w, h - top, color)

/** Dark vignette gradient at the bottom so banner text and cards stay readable. */
export function shade(w: number, h: number, from: number, opacity = 0.35): string {
  const [defs, fill] = linear([
    [0, C.navyDeep, 0],
    [1, C.navyDeep, opacity],
  ])
  return defs + rect(0, h * from, w, h * (1 - from), fill)
}

/** A flock of simple V-shaped birds. */
export function birds(
  x: number,
  y: number,
  count: number,
  size: number,
  color: string = C.navy,
): string {
  const rnd = seeded(Math.round(x + y))
  return range(count)
    .map((i) => {
      const bx = x + i * size * 2.2 + rnd() * size
      const by = y + rnd() * size * 1.5
      return path(
        `M${n(bx - size)} ${n(by - size * 0.4)} Q${n(bx - size * 0.4)} ${n(by - size * 0.5)} ${n(bx)} ${n(by)} Q${n(bx + size * 0.4)} ${n(by - size * 0.5)} ${n(bx + size)} ${n(by - size * 0.4)}`,
        'none',
        `stroke="${color}" stroke-width="${n(size * 0.18)}" stroke-linecap="round"`,
      )
    })
    .join('')
}
