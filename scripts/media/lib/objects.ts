/** Props and icons: boxes, documents, phones, pins, globes, warehouse parts, energy, people. */
import { C } from './palette'
import {
  circle,
  ellipse,
  group,
  line,
  linear,
  n,
  path,
  pick,
  poly,
  range,
  rect,
  seeded,
} from './svg'

/** A cardboard box in simple 3/4 view; (x, y) is the bottom-left of the front face. */
export function box3d(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string = C.cardboard,
  tape = true,
): string {
  const d = w * 0.35
  const front = rect(x, y - h, w, h, color)
  const top = poly(
    [
      [x, y - h],
      [x + d, y - h - d * 0.6],
      [x + w + d, y - h - d * 0.6],
      [x + w, y - h],
    ],
    color,
  )
  const topLight = poly(
    [
      [x, y - h],
      [x + d, y - h - d * 0.6],
      [x + w + d, y - h - d * 0.6],
      [x + w, y - h],
    ],
    '#fff',
    'opacity="0.22"',
  )
  const side = poly(
    [
      [x + w, y],
      [x + w, y - h],
      [x + w + d, y - h - d * 0.6],
      [x + w + d, y - d * 0.6],
    ],
    '#000',
    'opacity="0.18"',
  )
  const sideBase = poly(
    [
      [x + w, y],
      [x + w, y - h],
      [x + w + d, y - h - d * 0.6],
      [x + w + d, y - d * 0.6],
    ],
    color,
  )
  const strip = tape
    ? rect(x + w * 0.42, y - h, w * 0.16, h * 0.35, C.sandPale, 'opacity="0.7"') +
      poly(
        [
          [x + w * 0.42, y - h],
          [x + w * 0.42 + d, y - h - d * 0.6],
          [x + w * 0.58 + d, y - h - d * 0.6],
          [x + w * 0.58, y - h],
        ],
        C.sandPale,
        'opacity="0.7"',
      )
    : ''
  return group(front + top + topLight + sideBase + side + strip)
}

/** A parcel with a shipping label (for e-commerce scenes). */
export function parcel(x: number, y: number, w: number, h: number): string {
  const label =
    rect(x + w * 0.1, y - h * 0.62, w * 0.38, h * 0.34, C.white) +
    range(3)
      .map((i) =>
        rect(
          x + w * 0.14,
          y - h * 0.56 + i * h * 0.09,
          w * (0.3 - i * 0.06),
          h * 0.04,
          C.navy,
          'opacity="0.6"',
        ),
      )
      .join('')
  return box3d(x, y, w, h) + label
}

/** A paper document with a teal header and text lines; (x, y) top-left, rotated by `rot` degrees. */
export function documentSheet(
  x: number,
  y: number,
  w: number,
  h: number,
  rot = 0,
  seed = 3,
): string {
  const rnd = seeded(seed)
  const lines = range(9)
    .map((i) => rect(w * 0.1, h * 0.28 + i * h * 0.07, w * (0.5 + rnd() * 0.3), h * 0.022, C.fog))
    .join('')
  const body =
    rect(6, 8, w, h, '#000', 'opacity="0.18" rx="6"') +
    rect(0, 0, w, h, C.white, 'rx="6"') +
    rect(0, 0, w, h * 0.16, C.teal, 'rx="6"') +
    rect(0, h * 0.1, w, h * 0.06, C.teal) +
    rect(w * 0.1, h * 0.05, w * 0.45, h * 0.05, C.white, 'opacity="0.85"') +
    lines +
    rect(w * 0.55, h * 0.86, w * 0.35, h * 0.015, C.navy)
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${body}</g>`
}

/** A round rubber stamp mark reading CLEARED. */
export function stamp(
  cx: number,
  cy: number,
  r: number,
  color: string = C.sandDeep,
  rot = -14,
): string {
  const ring =
    circle(0, 0, r, 'none', `stroke="${color}" stroke-width="${n(r * 0.08)}"`) +
    circle(0, 0, r * 0.78, 'none', `stroke="${color}" stroke-width="${n(r * 0.03)}"`)
  const band = rect(-r * 1.05, -r * 0.22, r * 2.1, r * 0.44, color)
  const text = `<text x="0" y="${n(r * 0.13)}" font-family="DejaVu Sans" font-weight="bold" font-size="${n(r * 0.34)}" text-anchor="middle" fill="${C.white}" letter-spacing="${n(r * 0.03)}">CLEARED</text>`
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${rot})" opacity="0.9">${ring + band + text}</g>`
}

/** A map pin; (x, y) is the point. */
export function pin(x: number, y: number, size: number, color: string = C.sand): string {
  const s = size
  return group(
    path(
      `M${n(x)} ${n(y)} C${n(x - s * 0.2)} ${n(y - s * 0.45)} ${n(x - s * 0.5)} ${n(y - s * 0.6)} ${n(x - s * 0.5)} ${n(y - s)} A${n(s * 0.5)} ${n(s * 0.5)} 0 1 1 ${n(x + s * 0.5)} ${n(y - s)} C${n(x + s * 0.5)} ${n(y - s * 0.6)} ${n(x + s * 0.2)} ${n(y - s * 0.45)} ${n(x)} ${n(y)} Z`,
      color,
    ) + circle(x, y - s, s * 0.2, C.white),
  )
}

/** A smartphone showing a tracking screen: route, pins and a progress bar. */
export function phone(x: number, y: number, w: number): string {
  const h = w * 2
  const screen = rect(x + w * 0.06, y + h * 0.06, w * 0.88, h * 0.86, C.mist, `rx="${n(w * 0.05)}"`)
  const route = path(
    `M${n(x + w * 0.25)} ${n(y + h * 0.7)} C${n(x + w * 0.2)} ${n(y + h * 0.45)} ${n(x + w * 0.8)} ${n(y + h * 0.5)} ${n(x + w * 0.72)} ${n(y + h * 0.25)}`,
    'none',
    `stroke="${C.teal}" stroke-width="${n(w * 0.04)}" stroke-dasharray="${n(w * 0.06)} ${n(w * 0.05)}"`,
  )
  const bar =
    rect(x + w * 0.15, y + h * 0.8, w * 0.7, h * 0.025, C.fog, 'rx="3"') +
    rect(x + w * 0.15, y + h * 0.8, w * 0.45, h * 0.025, C.teal, 'rx="3"')
  return group(
    rect(x + 8, y + 12, w, h, '#000', `opacity="0.2" rx="${n(w * 0.14)}"`) +
      rect(x, y, w, h, C.navyDeep, `rx="${n(w * 0.14)}"`) +
      screen +
      route +
      pin(x + w * 0.25, y + h * 0.7, w * 0.14, C.sandDeep) +
      pin(x + w * 0.72, y + h * 0.25, w * 0.14, C.teal) +
      bar +
      rect(x + w * 0.38, y + h * 0.025, w * 0.24, h * 0.012, C.steel, 'rx="3"'),
  )
}

/** A globe with meridians and parallels; `tilt` rotates the grid. */
export function globe(
  cx: number,
  cy: number,
  r: number,
  color: string = C.teal,
  stroke: string = C.white,
  tilt = -18,
): string {
  const [gd, fill] = linear(
    [
      [0, color],
      [1, C.navy],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )
  const sw = n(Math.max(1.2, r * 0.025))
  const merid = [0.3, 0.65, 1]
    .map((k) =>
      ellipse(0, 0, r * k, r, 'none', `stroke="${stroke}" stroke-width="${sw}" opacity="0.55"`),
    )
    .join('')
  const para = [-0.55, 0, 0.55]
    .map((k) => {
      const half = Math.sqrt(1 - k * k) * r
      return line(-half, k * r, half, k * r, stroke, Number(sw), 'opacity="0.55"')
    })
    .join('')
  return (
    gd +
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${tilt})">${circle(0, 0, r, fill)}${merid}${para}</g>`
  )
}

/** A curved route between two points with a dashed line. */
export function arc(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  lift: number,
  color: string,
  width = 3,
): string {
  const mx = (x1 + x2) / 2
  const my = Math.min(y1, y2) - lift
  return path(
    `M${n(x1)} ${n(y1)} Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`,
    'none',
    `stroke="${color}" stroke-width="${width}" stroke-dasharray="${width * 3} ${width * 2}" stroke-linecap="round"`,
  )
}

/** Warehouse exterior with ribbed cladding and loading docks; (x, y) is the ground-left corner. */
export function warehouse(
  x: number,
  y: number,
  w: number,
  h: number,
  docks = 4,
  wall: string = C.mist,
): string {
  const roof = poly(
    [
      [x - 10, y - h],
      [x + w / 2, y - h - h * 0.22],
      [x + w + 10, y - h],
    ],
    C.navySoft,
  )
  const ribs = range(Math.floor(w / 14))
    .map((i) => line(x + 7 + i * 14, y - h, x + 7 + i * 14, y, C.fog, 2))
    .join('')
  const band = rect(x, y - h, w, h * 0.14, C.teal)
  const doorW = (w * 0.8) / docks
  const doors = range(docks)
    .map((i) => {
      const dx = x + w * 0.1 + i * doorW + doorW * 0.1
      const slats = range(6)
        .map((k) =>
          line(
            dx,
            y - h * 0.5 + k * h * 0.075,
            dx + doorW * 0.8,
            y - h * 0.5 + k * h * 0.075,
            C.steel,
            1.5,
          ),
        )
        .join('')
      return rect(dx, y - h * 0.52, doorW * 0.8, h * 0.52, C.fog) + slats
    })
    .join('')
  return group(roof + rect(x, y - h, w, h, wall) + ribs + band + doors)
}

/** Front elevation of pallet racking with boxes; (x, y) ground-left. */
export function rackFront(
  x: number,
  y: number,
  w: number,
  h: number,
  bays: number,
  levels: number,
  seed: number,
): string {
  const rnd = seeded(seed)
  const bayW = w / bays
  const levelH = h / levels
  let out = ''
  range(levels).forEach((lv) => {
    const beamY = y - lv * levelH
    range(bays).forEach((b) => {
      const bx = x + b * bayW
      let cx = bx + 8
      while (cx < bx + bayW - 30) {
        const bw = 24 + rnd() * 30
        const bh = levelH * (0.45 + rnd() * 0.35)
        if (cx + bw > bx + bayW - 6) break
        if (rnd() > 0.12)
          out += box3d(
            cx,
            beamY - 10,
            bw,
            bh,
            pick([C.cardboard, '#c98b4f', C.sandLight, C.mist], Math.floor(rnd() * 4)),
            rnd() > 0.4,
          )
        cx += bw + bw * 0.35 + 4
      }
    })
    out += rect(x, beamY - 10, w, 8, C.sandDeep)
  })
  range(bays + 1).forEach((b) => {
    out += rect(x + b * bayW - 4, y - h - 8, 8, h + 8, C.tealDark)
  })
  return group(out)
}

/** Ceiling lamp with a soft cone of light. */
export function lamp(x: number, y: number, spread: number, length: number): string {
  const [gd, fill] = linear([
    [0, C.sandPale, 0.45],
    [1, C.sandPale, 0],
  ])
  return (
    gd +
    poly(
      [
        [x - 12, y],
        [x + 12, y],
        [x + spread, y + length],
        [x - spread, y + length],
      ],
      fill,
    ) +
    rect(x - 22, y - 6, 44, 8, C.fog, 'rx="3"')
  )
}

/** Wind turbine standing at (x, y); `spin` rotates the blades (degrees). */
export function turbine(
  x: number,
  y: number,
  h: number,
  spin = 0,
  color: string = C.white,
): string {
  const hubY = y - h
  const blades = range(3)
    .map((i) => {
      const body = path(
        `M0 0 Q${n(h * 0.05)} ${n(-h * 0.2)} 0 ${n(-h * 0.45)} Q${n(-h * 0.03)} ${n(-h * 0.2)} 0 0 Z`,
        color,
      )
      return `<g transform="translate(${n(x)} ${n(hubY)}) rotate(${n(spin + i * 120)})">${body}</g>`
    })
    .join('')
  const mast = poly(
    [
      [x - h * 0.02, hubY],
      [x + h * 0.02, hubY],
      [x + h * 0.035, y],
      [x - h * 0.035, y],
    ],
    color,
  )
  return group(mast + blades + circle(x, hubY, h * 0.03, C.fog))
}

/** Tilted solar panel; (x, y) is the bottom-left of its support. */
export function solarPanel(x: number, y: number, w: number): string {
  const h = w * 0.45
  const frame = poly(
    [
      [x, y - h * 0.4],
      [x + w, y - h * 0.4],
      [x + w * 0.85, y - h * 1.4],
      [x + w * 0.15, y - h * 1.4],
    ],
    C.navyMid,
    `stroke="${C.mist}" stroke-width="2"`,
  )
  const grid = range(5)
    .map((i) => {
      const t = (i + 1) / 6
      return line(x + w * t, y - h * 0.4, x + w * 0.15 + w * 0.7 * t, y - h * 1.4, C.steel, 1.5)
    })
    .join('')
  const mid = line(x + w * 0.075, y - h * 0.9, x + w * 0.925, y - h * 0.9, C.steel, 1.5)
  return group(rect(x + w * 0.45, y - h * 0.5, w * 0.1, h * 0.5, C.fog) + frame + grid + mid)
}

/** A leaf with a centre vein. */
export function leaf(
  x: number,
  y: number,
  size: number,
  rot: number,
  color: string = C.teal,
): string {
  const body =
    path(
      `M0 0 Q${n(size * 0.5)} ${n(-size * 0.5)} 0 ${n(-size)} Q${n(-size * 0.5)} ${n(-size * 0.5)} 0 0 Z`,
      color,
    ) + line(0, 0, 0, -size * 0.9, C.tealPale, Math.max(1, size * 0.03), 'opacity="0.8"')
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">${body}</g>`
}

/** Abstract bust (head and shoulders) used for people; never a likeness of anyone. */
export function bust(
  cx: number,
  base: number,
  size: number,
  skin: string,
  clothes: string,
  hair?: string,
): string {
  const head = circle(cx, base - size * 1.25, size * 0.36, skin)
  const shoulders = path(
    `M${n(cx - size * 0.8)} ${n(base)} Q${n(cx - size * 0.78)} ${n(base - size * 0.7)} ${n(cx)} ${n(base - size * 0.75)} Q${n(cx + size * 0.78)} ${n(base - size * 0.7)} ${n(cx + size * 0.8)} ${n(base)} Z`,
    clothes,
  )
  const hairCap = hair
    ? path(
        `M${n(cx - size * 0.37)} ${n(base - size * 1.22)} A${n(size * 0.37)} ${n(size * 0.37)} 0 0 1 ${n(cx + size * 0.37)} ${n(base - size * 1.22)} Q${n(cx)} ${n(base - size * 1.42)} ${n(cx - size * 0.37)} ${n(base - size * 1.22)} Z`,
        hair,
      )
    : ''
  return group(shoulders + head + hairCap)
}

/** Hard-hat silhouette for workforce scenes. */
export function hardHat(cx: number, top: number, w: number, color: string = C.sand): string {
  return group(
    path(
      `M${n(cx - w * 0.5)} ${n(top + w * 0.4)} A${n(w * 0.5)} ${n(w * 0.45)} 0 0 1 ${n(cx + w * 0.5)} ${n(top + w * 0.4)} Z`,
      color,
    ) + rect(cx - w * 0.62, top + w * 0.36, w * 1.24, w * 0.1, color, `rx="${n(w * 0.05)}"`),
  )
}

/** Magnifying glass; (x, y) is the lens centre. */
export function magnifier(x: number, y: number, r: number, rot = 40): string {
  const body =
    circle(0, 0, r, C.tealPale, `opacity="0.35" stroke="${C.navy}" stroke-width="${n(r * 0.14)}"`) +
    rect(r * 0.95, -r * 0.12, r * 1.3, r * 0.24, C.navy, `rx="${n(r * 0.1)}"`)
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">${body}</g>`
}

/** Envelope icon; (x, y) top-left. */
export function envelope(x: number, y: number, w: number, color: string = C.white): string {
  const h = w * 0.66
  return group(
    rect(x, y, w, h, color, `rx="${n(w * 0.05)}"`) +
      path(
        `M${n(x)} ${n(y)} L${n(x + w / 2)} ${n(y + h * 0.55)} L${n(x + w)} ${n(y)}`,
        'none',
        `stroke="${C.teal}" stroke-width="${n(w * 0.04)}"`,
      ),
  )
}

/** Speech bubble with three dots. */
export function bubble(x: number, y: number, w: number, color: string = C.teal): string {
  const h = w * 0.6
  const dots = range(3)
    .map((i) => circle(x + w * (0.3 + i * 0.2), y + h * 0.5, w * 0.05, C.white))
    .join('')
  return group(
    rect(x, y, w, h, color, `rx="${n(h * 0.3)}"`) +
      poly(
        [
          [x + w * 0.2, y + h - 1],
          [x + w * 0.36, y + h - 1],
          [x + w * 0.14, y + h * 1.35],
        ],
        color,
      ) +
      dots,
  )
}

/** Play-button badge for media scenes. */
export function playBadge(cx: number, cy: number, r: number): string {
  return group(
    circle(cx, cy, r, C.white, 'opacity="0.92"') +
      poly(
        [
          [cx - r * 0.3, cy - r * 0.45],
          [cx - r * 0.3, cy + r * 0.45],
          [cx + r * 0.5, cy],
        ],
        C.teal,
      ),
  )
}
