/**
 * Vehicles drawn in local units around their own origin (see each comment), placed with place().
 * Kept as flat shapes with one shade so they read at thumbnail size.
 */
import { C, CARGO } from './palette'
import { circle, ellipse, group, line, path, pick, poly, range, rect } from './svg'

/** Cargo jet facing right, centred on its fuselage; about 420 units long. */
export function plane(
  body: string = C.mist,
  accent: string = C.teal,
  shade: string = C.fog,
): string {
  const farWing = poly(
    [
      [10, -12],
      [60, -12],
      [-10, -70],
      [-35, -70],
    ],
    shade,
  )
  const tail = poly(
    [
      [-140, -18],
      [-190, -100],
      [-160, -100],
      [-100, -18],
    ],
    accent,
  )
  const stab = poly(
    [
      [-150, -4],
      [-205, -30],
      [-185, -30],
      [-120, -4],
    ],
    shade,
  )
  const fuselage = path(
    'M-195 -14 Q-180 -22 -140 -22 L150 -22 Q200 -22 212 2 Q205 22 165 22 L-130 22 Q-170 18 -195 -14 Z',
    body,
  )
  const belly = path('M-130 12 L170 12 Q198 12 206 8 Q200 22 165 22 L-130 22 Z', shade)
  const stripe = rect(-150, -3, 310, 5, accent)
  const cockpit = path('M172 -14 L196 -12 Q203 -6 204 -4 L176 -4 Z', C.navy)
  const nearWing = poly(
    [
      [0, 6],
      [70, 6],
      [-50, 92],
      [-88, 92],
    ],
    body,
    `stroke="${shade}" stroke-width="2"`,
  )
  const engines =
    ellipse(-5, 40, 28, 11, shade) +
    ellipse(-42, 68, 26, 10, shade) +
    ellipse(20, 40, 4, 9, C.navy) +
    ellipse(-18, 68, 4, 8, C.navy)
  return group(farWing + stab + tail + fuselage + belly + stripe + cockpit + nearWing + engines)
}

/** Side view of a shipping container; (x, y) is its top-left corner. */
export function container(x: number, y: number, w: number, h: number, color: string): string {
  const ribs = range(Math.floor(w / 6))
    .map((i) => line(x + 4 + i * 6, y + 2, x + 4 + i * 6, y + h - 2, '#000', 1, 'opacity="0.12"'))
    .join('')
  return rect(x, y, w, h, color) + ribs + rect(x, y + h - 2, w, 2, '#000', 'opacity="0.2"')
}

/** Container ship facing right; origin on the waterline at mid-length, about 640 units long. */
export function ship(seed = 1, hull: string = C.navy, stripe: string = C.teal): string {
  const hullPath = path('M-300 -52 L300 -52 L335 -70 L306 14 L-282 14 L-300 -22 Z', hull)
  const band = path('M-296 -8 L316 -8 L312 4 L-290 4 Z', stripe)
  const bridge =
    rect(-282, -160, 54, 108, C.mist) +
    range(4)
      .map((i) => rect(-278, -150 + i * 24, 46, 7, C.navy, 'opacity="0.7"'))
      .join('') +
    rect(-262, -190, 20, 30, C.sandDeep)
  let stacks = ''
  range(10).forEach((bay) => {
    const tiers = 2 + ((bay * 7 + seed * 3) % 4)
    range(tiers).forEach((tier) => {
      const color = pick(CARGO, bay * 3 + tier * 5 + seed)
      stacks += container(-215 + bay * 50, -52 - (tier + 1) * 17, 48, 16, color)
    })
  })
  return group(stacks + bridge + hullPath + band)
}

/** A five-spoke wheel; `spin` is in degrees so videos can turn it. */
export function wheel(cx: number, cy: number, r: number, spin = 0): string {
  const spokes = range(5)
    .map((i) => {
      const a = ((spin + i * 72) * Math.PI) / 180
      return line(cx, cy, cx + Math.cos(a) * r * 0.5, cy + Math.sin(a) * r * 0.5, C.fog, r * 0.12)
    })
    .join('')
  return (
    circle(cx, cy, r, '#111a26') +
    circle(cx, cy, r * 0.55, C.steel) +
    spokes +
    circle(cx, cy, r * 0.14, C.mist)
  )
}

/** Semi-trailer truck facing right; origin on the ground at the trailer's rear end, ~430 long. */
export function truck(
  trailer: string = C.teal,
  cab: string = C.white,
  spin = 0,
  logo = true,
): string {
  const box = container(0, -170, 300, 118, trailer)
  const mark = logo
    ? circle(150, -111, 26, C.white, 'opacity="0.9"') +
      path('M130 -104 Q150 -134 170 -104', 'none', `stroke="${C.navy}" stroke-width="6"`)
    : ''
  const chassis = rect(0, -52, 400, 12, '#1d2836')
  const cabBody = path(
    'M310 -42 L310 -150 Q310 -160 322 -160 L372 -160 Q390 -160 396 -142 L414 -96 L418 -42 Z',
    cab,
  )
  const window = path('M352 -150 L378 -150 Q386 -150 390 -138 L402 -104 L352 -104 Z', C.navyMid)
  const trim = rect(310, -70, 108, 8, C.navy) + rect(410, -62, 10, 14, C.sandLight)
  const wheels = [36, 82, 240, 386].map((x) => wheel(x, -24, 24, spin)).join('')
  return group(box + mark + chassis + cabBody + window + trim + wheels)
}

/** Delivery van facing right; origin on the ground at its rear, ~230 long. */
export function van(color: string = C.white, accent: string = C.teal, spin = 0): string {
  const body = path(
    'M0 -30 L0 -130 Q0 -140 10 -140 L160 -140 Q172 -140 180 -126 L210 -80 L226 -72 Q232 -70 232 -60 L232 -30 Z',
    color,
  )
  const glass = path('M166 -128 L196 -82 L166 -82 Z', C.navyMid)
  const stripe = rect(0, -70, 226, 12, accent)
  return group(body + glass + stripe + wheel(45, -22, 22, spin) + wheel(185, -22, 22, spin))
}

/** Diesel locomotive facing right; origin on the rail at its rear, 220 long. */
export function locomotive(color: string = C.sand, trim: string = C.navy): string {
  const body = path(
    'M0 -30 L0 -120 L150 -120 L150 -150 L190 -150 Q214 -150 218 -120 L222 -30 Z',
    color,
  )
  const cabWin = rect(160, -142, 40, 20, C.navyMid)
  const stripe = rect(0, -70, 222, 10, trim)
  const bogies = [30, 70, 150, 190].map((x) => wheel(x, -16, 15)).join('')
  return group(body + cabWin + stripe + rect(-6, -34, 234, 8, '#1d2836') + bogies)
}

/** Flat wagon with two containers; origin on the rail at its rear, 210 long. */
export function wagon(i: number): string {
  const deck = rect(0, -38, 210, 10, '#1d2836')
  const boxes =
    container(4, -100, 98, 62, pick(CARGO, i * 2)) +
    container(108, -100, 98, 62, pick(CARGO, i * 2 + 3))
  return group(deck + boxes + [25, 55, 155, 185].map((x) => wheel(x, -16, 14)).join(''))
}

/** A whole freight train: locomotive at the front (right), `cars` wagons behind it. */
export function train(cars: number, loco: string = C.sand): string {
  const wagons = range(cars)
    .map((i) => `<g transform="translate(${i * 216} 0)">${wagon(i)}</g>`)
    .join('')
  return wagons + `<g transform="translate(${cars * 216} 0)">${locomotive(loco)}</g>`
}

/** Counterbalance forklift facing right with a pallet load; origin on the floor at its rear. */
export function forklift(color: string = C.sand, load: string = C.cardboard): string {
  const body = path('M0 -20 L0 -70 Q0 -80 12 -80 L90 -80 L110 -50 L120 -20 Z', color)
  const guard = path(
    'M30 -80 L40 -160 L100 -160 L110 -80',
    'none',
    `stroke="#1d2836" stroke-width="6"`,
  )
  const seat = rect(40, -100, 26, 22, '#1d2836')
  const mast = rect(124, -190, 10, 180, '#33465c')
  const forks = rect(130, -22, 70, 6, '#33465c')
  const pallet = rect(134, -40, 70, 14, '#a8743f')
  const boxes =
    rect(138, -96, 30, 56, load) +
    rect(170, -88, 30, 48, load) +
    rect(140, -70, 58, 4, '#000', 'opacity="0.15"')
  return group(
    guard + body + seat + mast + forks + pallet + boxes + wheel(28, -18, 20) + wheel(100, -16, 16),
  )
}

/** Mobile crane facing right with its boom raised; origin on the ground at the rear. */
export function mobileCrane(color: string = C.sand, angle = -38, length = 340): string {
  const carrier =
    rect(0, -70, 300, 40, color) + path('M240 -70 L240 -120 L300 -120 L310 -70 Z', color)
  const window = rect(252, -112, 40, 26, C.navyMid)
  const turret = rect(60, -110, 110, 42, '#33465c')
  const a = (angle * Math.PI) / 180
  const tipX = 100 + Math.cos(a) * length
  const tipY = -100 + Math.sin(a) * length
  const boom = line(100, -100, tipX, tipY, color, 18, 'stroke-linecap="round"')
  const cable = line(tipX, tipY, tipX, tipY + 160, '#1d2836', 2)
  const wheels = [40, 100, 200, 270].map((x) => wheel(x, -22, 22)).join('')
  return group(carrier + window + turret + boom + cable + wheels)
}

/** Where mobileCrane's hook hangs (for placing the lifted load). */
export function craneHook(angle = -38, length = 340): [number, number] {
  const a = (angle * Math.PI) / 180
  return [100 + Math.cos(a) * length, -100 + Math.sin(a) * length + 160]
}
