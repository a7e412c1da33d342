/** Rasterising SVG with sharp (librsvg) and writing JPEG or PNG files. */
import sharp from 'sharp'

/** Default JPEG quality: 84 keeps edges crisp on the flat artwork with mozjpeg's trellis quantisation. */
export const JPEG_QUALITY = 84

/** librsvg's density for an SVG drawn at its own size: `scale` times it is `scale` times the pixels. */
const SVG_DENSITY = 72

export async function svgToJpeg(svg: string, quality = JPEG_QUALITY, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: SVG_DENSITY * scale })
    .flatten({ background: '#0b2545' })
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
}

/** PNG keeps transparency (logo); palette mode shrinks flat artwork a lot. */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
}

/** Fast, lossless frames for ffmpeg: compression level 1 keeps rendering the bottleneck. */
export async function svgToFramePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .flatten({ background: '#0b2545' })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/**
 * Encodes a JPEG under a byte budget by stepping quality down; the posters must stay small
 * because they are the mobile LCP image.
 */
export async function svgToJpegWithin(
  svg: string,
  maxBytes: number,
  scale = 1,
  start = 70,
): Promise<Buffer> {
  for (let q = start; q >= 35; q -= 5) {
    const buf = await svgToJpeg(svg, q, scale)
    if (buf.length <= maxBytes) return buf
  }
  throw new Error(`cannot fit JPEG under ${maxBytes} bytes even at quality 35`)
}
