/**
 * How a `blur` is rendered at a bounded cost. The URL's blur (1..2000, as Sanity's CDN takes it)
 * is a gaussian sigma of blur / 2; libvips' gaussian costs about sigma operations per pixel, and
 * far more once its mask passes ~1000 taps (sigma ~280), so blur=2000 on a 1600x900 image took
 * 90 s of a render slot. Two bounds keep the output the same while the cost stays small:
 *
 * - a sigma past a few times the output's longest side looks the same as a smaller one, since the
 *   mask already spans the whole image: it is clamped to MAX_SIGMA_PER_SIDE x the longest side;
 * - a large blur has no fine detail left, so it is computed on a smaller working image (sigma
 *   scaled with it) and enlarged back to the output size.
 *
 * The constants were chosen by comparing renders of a seeded photo against the exact blur: mean
 * absolute difference under 1 (of 255) per channel.
 */

/** Sigma past this many times the output's longest side is clamped: the mask spans the image. */
export const MAX_SIGMA_PER_SIDE = 8
/** Above this sigma the blur runs on a reduced working image, where its sigma is at most this. */
export const MAX_WORKING_SIGMA = 24
/** The working image keeps at least this longest side: its edges decide a wide blur's colours. */
export const MIN_WORKING_SIDE = 256

/** The CDN's sigma of a URL's blur, as sharp takes it. */
function requestedSigma(blur: number): number {
  return Math.min(1000, Math.max(0.3, blur / 2))
}

export interface BlurPlan {
  /** The sigma applied to the output-sized image (clamped to the output's size). */
  sigma: number
  /** When set: blur this smaller image with its sigma, then enlarge it to the output size. */
  working?: { width: number; height: number; sigma: number }
}

/** The gaussian to apply for a URL's `blur` on an output of `width` x `height` pixels. */
export function planBlur(blur: number, output: { width: number; height: number }): BlurPlan {
  const longest = Math.max(output.width, output.height)
  const sigma = Math.min(requestedSigma(blur), MAX_SIGMA_PER_SIDE * longest)
  const scale = Math.max(MAX_WORKING_SIGMA / sigma, MIN_WORKING_SIDE / longest)
  if (scale >= 1) return { sigma }
  const width = Math.max(1, Math.round(output.width * scale))
  const height = Math.max(1, Math.round(output.height * scale))
  return { sigma, working: { width, height, sigma: (sigma * Math.max(width, height)) / longest } }
}
