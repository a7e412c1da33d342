/**
 * Hero videos: frames are rendered from the same SVG scene as the poster (phase 0 = poster), then
 * encoded twice with ffmpeg. Every motion in the scenes is periodic over the clip, so it loops.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { svgToFramePng } from './render'

export type FrameFn = (phase: number) => string

export interface ClipSpec {
  name: string
  frames: FrameFn
  seconds: number
  fps: number
}

/** Quality ladders: first try the better setting, step down until the file fits the budget. */
const WEBM_CRF = [26, 30, 34, 38, 42, 46, 50]
const MP4_CRF = [20, 22, 25, 28, 31, 34]

async function renderFrames(clip: ClipSpec, dir: string): Promise<void> {
  const total = Math.round(clip.seconds * clip.fps)
  for (let i = 0; i < total; i++) {
    const png = await svgToFramePng(clip.frames(i / total))
    await fs.writeFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`), png)
  }
}

function ffmpeg(args: string[]): void {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  })
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`)
}

function inputArgs(dir: string, fps: number): string[] {
  return ['-framerate', String(fps), '-i', path.join(dir, 'f%04d.png')]
}

function webmArgs(crf: number): string[] {
  // VP9 constant quality (-b:v 0); row-mt speeds it up; keyframe at the start only matters for loops.
  return [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    String(crf),
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
  ]
}

function mp4Args(crf: number): string[] {
  // Main profile + yuv420p plays everywhere; faststart moves the index to the front for streaming.
  return [
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'veryslow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
  ]
}

async function encodeWithin(
  dir: string,
  fps: number,
  out: string,
  ladder: number[],
  args: (crf: number) => string[],
  maxBytes: number,
): Promise<number> {
  for (const crf of ladder) {
    ffmpeg([...inputArgs(dir, fps), ...args(crf), out])
    const { size } = await fs.stat(out)
    if (size <= maxBytes) return crf
  }
  throw new Error(`${path.basename(out)} stays above ${maxBytes} bytes at every quality step`)
}

/** Renders the frames once and writes <name>.webm and <name>.mp4 into outDir. */
export async function makeClip(clip: ClipSpec, outDir: string, maxBytes: number): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `media-${clip.name}-`))
  try {
    await renderFrames(clip, dir)
    const webm = path.join(outDir, `${clip.name}.webm`)
    const mp4 = path.join(outDir, `${clip.name}.mp4`)
    const crfW = await encodeWithin(dir, clip.fps, webm, WEBM_CRF, webmArgs, maxBytes)
    const crfM = await encodeWithin(dir, clip.fps, mp4, MP4_CRF, mp4Args, maxBytes)
    console.log(`${clip.name}: VP9 crf ${crfW}, H.264 crf ${crfM}`)
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** One line per video stream from ffprobe, to prove codec, size, rate and the absence of audio. */
export function probe(file: string): string {
  const r = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate:format=duration',
      '-of',
      'compact=p=0',
      file,
    ],
    { encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`ffprobe failed on ${file}: ${r.stderr}`)
  return r.stdout.trim().replace(/\n/g, ' | ')
}
