/** The brand palette (navy, teal, sand, white) plus a few tints so every picture stays in one family. */
export const C = {
  navy: '#0b2545',
  navyDeep: '#061629',
  navyMid: '#13315c',
  navySoft: '#2b4d7a',
  steel: '#5b7a99',
  teal: '#13a89e',
  tealDark: '#0c7a73',
  tealLight: '#6fd3c8',
  tealPale: '#d3f0ec',
  sand: '#f4a261',
  sandDeep: '#e07a3f',
  sandLight: '#f8c99b',
  sandPale: '#fbe6cf',
  cardboard: '#d99a5b',
  white: '#ffffff',
  mist: '#e6eef4',
  fog: '#b9c9d8',
} as const

/** Container and box colours cycle through this list so stacks look varied but on-brand. */
export const CARGO = [C.teal, C.sand, C.navySoft, C.mist, C.tealDark, C.sandDeep, C.steel] as const
