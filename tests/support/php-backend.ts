/**
 * Starts the reference PHP backend of tests/fixtures/php-backend (ADR 005) under `php -S` on
 * 127.0.0.1, over a fresh temp DATA_DIR. The caps, accepted types and option lists come from
 * adapters/contract and reach PHP as the LEGACY_CONTRACT variable, so the PHP side holds no copy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ACCEPTED_FILE_TYPES,
  CAREER_EDUCATION,
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
  EMAIL_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  JSON_FIELD_MAX_BYTES,
  LIST_MAX_ITEMS,
  MEDIA_CENTER_MAX_PHOTOS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_BYTES,
  PHONE_MAX_LENGTH,
  TEXT_FIELD_MAX_BYTES,
  URL_MAX_LENGTH,
  VIDEO_MAX_BYTES,
} from '#contract/index'
import { freePort } from './free-port'

/** The folder `php -S` serves (its router script answers every request). */
export const PHP_BACKEND_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/php-backend',
)

export interface PhpBackendOptions {
  adminEmail: string
  adminPassword: string
  /** The HS256 key (at least 32 bytes); a random one when left out. */
  authSecret?: string
  /** Extra environment for the php process (e.g. CAREERS_RATE_LIMIT, ADMIN_NAME). */
  env?: Record<string, string>
}

export interface PhpBackend {
  /** The base URL of the legacy routes: `${url}/admin.php`, `${url}/video/{name}`. */
  url: string
  /** The temp DATA_DIR the backend stores its JSON and files in. */
  dataDir: string
  /** What php wrote to stdout and stderr so far (the access log, warnings). */
  logs(): string
  close(): Promise<void>
}

/** What the PHP side reads from LEGACY_CONTRACT. */
export const LEGACY_CONTRACT = {
  fileTypes: ACCEPTED_FILE_TYPES,
  imageMaxWidth: IMAGE_MAX_WIDTH,
  imageMaxHeight: IMAGE_MAX_HEIGHT,
  textFieldMaxBytes: TEXT_FIELD_MAX_BYTES,
  jsonFieldMaxBytes: JSON_FIELD_MAX_BYTES,
  listMaxItems: LIST_MAX_ITEMS,
  mediaCenterMaxPhotos: MEDIA_CENTER_MAX_PHOTOS,
  urlMaxLength: URL_MAX_LENGTH,
  emailMaxLength: EMAIL_MAX_LENGTH,
  passwordMaxBytes: PASSWORD_MAX_BYTES,
  nameMaxLength: NAME_MAX_LENGTH,
  phoneMaxLength: PHONE_MAX_LENGTH,
  fileNameMaxLength: FILE_NAME_MAX_LENGTH,
  careerPositions: CAREER_POSITIONS,
  careerExperience: CAREER_EXPERIENCE,
  careerEducation: CAREER_EDUCATION,
  careerLocations: CAREER_LOCATIONS,
}

const MiB = 1024 * 1024

/**
 * php.ini settings: PHP's own upload caps sit above the contract's, so the backend answers 413
 * itself; max_file_uploads above the photo cap, since PHP silently drops files past it.
 */
function iniSettings(uploadTmpDir: string): string[] {
  const largestFile = Math.max(...Object.values(ACCEPTED_FILE_TYPES).map((type) => type.maxBytes))
  const largestSave = Math.max(3 * VIDEO_MAX_BYTES, (MEDIA_CENTER_MAX_PHOTOS + 1) * IMAGE_MAX_BYTES)
  return Object.entries({
    upload_max_filesize: String(largestFile),
    post_max_size: String(largestSave + 8 * MiB),
    max_file_uploads: String(MEDIA_CENTER_MAX_PHOTOS + 10),
    upload_tmp_dir: uploadTmpDir,
    sys_temp_dir: uploadTmpDir,
    memory_limit: '256M',
    display_errors: 'stderr',
    log_errors: '0',
    expose_php: '0',
  }).flatMap(([key, value]) => ['-d', `${key}=${value}`])
}

const INSTALL_HINT = 'Install php-cli (apt-get install php-cli), PHP 8.1 or newer.'

/** Throws, naming what to install, unless a usable `php` (or `command`) is on PATH. */
export function assertPhpAvailable(command = 'php'): void {
  const probe = spawnSync(
    command,
    [
      '-r',
      'echo PHP_VERSION_ID >= 80100 ? "" : "PHP " . PHP_VERSION . " is too old; ",' +
        ' implode(" ", array_filter(["json", "fileinfo", "hash", "iconv"],' +
        ' fn ($e) => !extension_loaded($e)));',
    ],
    { encoding: 'utf8' },
  )
  if (probe.error) {
    const code = (probe.error as NodeJS.ErrnoException).code
    throw new Error(
      code === 'ENOENT'
        ? `The reference PHP backend needs \`${command}\`, which is not on PATH. ${INSTALL_HINT}`
        : `Cannot run ${command}: ${probe.error.message}. ${INSTALL_HINT}`,
    )
  }
  const problem = probe.stdout.trim()
  if (probe.status !== 0 || problem) {
    throw new Error(
      `php is not usable for the reference backend: ${problem || probe.stderr.trim()}. ` +
        `${INSTALL_HINT} The json, fileinfo, hash and iconv extensions are needed ` +
        '(on Debian they come with php-cli / php-common).',
    )
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/** Polls until the backend answers HTTP (any status), or fails when php exits first. */
async function waitUntilAnswering(url: string, child: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 15_000
  let exitedEarly = false
  void exited(child).then(() => (exitedEarly = true))
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`php -S exited at start:\n${logs()}`)
    try {
      const response = await fetch(`${url}/verifytoken.php`, { signal: AbortSignal.timeout(1000) })
      await response.arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error(`php -S did not answer at ${url} within 15 s:\n${logs()}`)
}

/**
 * Starts `php -S 127.0.0.1:<port> -t tests/fixtures/php-backend router.php` with a fresh temp
 * DATA_DIR, and resolves once it answers. `close()` stops php and removes the directory.
 */
export async function startPhpBackend(options: PhpBackendOptions): Promise<PhpBackend> {
  assertPhpAvailable()
  const authSecret = options.authSecret ?? crypto.randomBytes(48).toString('base64url')
  if (Buffer.byteLength(authSecret) < 32) throw new Error('authSecret must be at least 32 bytes')

  // A port picked this way can be taken again before php binds it: retry a few times.
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'php-backend-'))
    const uploadTmpDir = path.join(dataDir, 'upload-tmp')
    fs.mkdirSync(uploadTmpDir)
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/api`
    let output = ''
    const child = spawn(
      'php',
      [
        ...iniSettings(uploadTmpDir),
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        PHP_BACKEND_DIR,
        path.join(PHP_BACKEND_DIR, 'router.php'),
      ],
      {
        cwd: PHP_BACKEND_DIR,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          DATA_DIR: dataDir,
          ADMIN_EMAIL: options.adminEmail,
          ADMIN_PASSWORD: options.adminPassword,
          AUTH_SECRET: authSecret,
          LEGACY_CONTRACT: JSON.stringify(LEGACY_CONTRACT),
          ...options.env,
        },
      },
    )
    const collect = (chunk: Buffer) => {
      // Keep the tail only: the access log of a long suite grows without bound.
      output = (output + chunk.toString('utf8')).slice(-200_000)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const logs = () => output
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited(child)
        clearTimeout(timer)
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
    try {
      await waitUntilAnswering(url, child, logs)
    } catch (error) {
      await stop()
      lastError = error
      if (/Address already in use/i.test(output)) continue
      throw error
    }
    return { url, dataDir, logs, close: stop }
  }
  throw lastError
}
