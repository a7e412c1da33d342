/**
 * String helpers for building SVG. Numbers are rounded to one decimal so the output is compact and
 * byte-identical between runs; randomness only comes from the seeded generator below.
 */
export type Stop = readonly [offset: number, color: string, opacity?: number]

export const n = (v: number): string => (Math.round(v * 10) / 10).toString()

/** An SVG document whose drawing space (viewBox) can differ from its pixel size (video frames). */
export function svgDoc(
  view: { w: number; h: number },
  body: string,
  out: { w: number; h: number } = view,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${out.w}" height="${out.h}" ` +
    `viewBox="0 0 ${view.w} ${view.h}">${body}</svg>`
  )
}

let idCounter = 0

/** Unique ids for gradients; the counter only grows, so ids never clash inside one document. */
export function uid(prefix: string): string {
  idCounter += 1
  return `${prefix}${idCounter}`
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

/** A linear gradient (top to bottom by default) wrapped in its own defs; returns [defs, url]. */
export function linear(
  stops: readonly Stop[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): [string, string] {
  const id = uid('lg')
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir
  const defs = `<defs><linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient></defs>`
  return [defs, `url(#${id})`]
}

export function radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): [string, string] {
  const id = uid('rg')
  const defs = `<defs><radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient></defs>`
  return [defs, `url(#${id})`]
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}" ${extra}/>`

export const poly = (
  pts: readonly (readonly [number, number])[],
  fill: string,
  extra = '',
): string =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`

/** Places a drawing made in local units: move to (x, y), scale, optionally rotate and mirror. */
export function place(
  x: number,
  y: number,
  s: number,
  body: string,
  opts: { rotate?: number; flip?: boolean; opacity?: number } = {},
): string {
  const rot = opts.rotate ? ` rotate(${n(opts.rotate)})` : ''
  const flip = opts.flip ? ' scale(-1 1)' : ''
  const op = opts.opacity === undefined ? '' : ` opacity="${opts.opacity}"`
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})${rot}${flip}"${op}>${body}</g>`
}

export const group = (body: string, extra = ''): string => `<g ${extra}>${body}</g>`

/** Mulberry32: a tiny seeded PRNG so "random" windows and boxes are the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Cyclic pick that satisfies noUncheckedIndexedAccess without non-null assertions. */
export function pick<T>(list: readonly T[], i: number): T {
  const v = list[((i % list.length) + list.length) % list.length]
  if (v === undefined) throw new Error('pick() from an empty list')
  return v
}

export const range = (count: number): number[] => Array.from({ length: count }, (_, i) => i)
