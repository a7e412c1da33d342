/**
 * System tools the generator needs (ffmpeg for video, DejaVu fonts for SVG text). They are only
 * installed automatically as root on Debian; everyone else gets a clear message instead.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

function hasCommand(cmd: string, arg: string): boolean {
  const r = spawnSync(cmd, [arg], { stdio: 'ignore' })
  return r.status === 0
}

function canAptInstall(): boolean {
  return (
    process.getuid?.() === 0 &&
    fs.existsSync('/etc/debian_version') &&
    hasCommand('apt-get', '--version')
  )
}

let aptUpdated = false

function aptInstall(pkg: string): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  if (!aptUpdated) {
    console.log('apt-get update ...')
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    aptUpdated = true
  }
  console.log(`apt-get install ${pkg} ...`)
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env,
  })
  if (r.status !== 0) throw new Error(`apt-get install ${pkg} failed`)
}

export function ensureFfmpeg(): void {
  if (hasCommand('ffmpeg', '-version') && hasCommand('ffprobe', '-version')) return
  if (!canAptInstall()) {
    throw new Error(
      'ffmpeg is missing: install ffmpeg (e.g. `apt-get install ffmpeg` or `brew install ffmpeg`) and run `npm run media` again',
    )
  }
  aptInstall('ffmpeg')
}

const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

/** The logo and stamp use DejaVu Sans via fontconfig; without it librsvg would pick any font. */
export function ensureFonts(): void {
  if (fs.existsSync(DEJAVU_BOLD)) return
  if (!canAptInstall()) {
    throw new Error(
      'DejaVu Sans font is missing: install fonts-dejavu-core and run `npm run media` again',
    )
  }
  aptInstall('fonts-dejavu-core')
}
