import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  computeStudioBuildKey,
  contractDir,
  defaultStudioDist,
  listInputFiles,
  pickInterFile,
  postProcessStudioBuild,
  readStamp,
  resourceHostsIn,
  schemasDir,
  studioBuildEnv,
  studioDir,
  withDirectoryLock,
  type StudioBuildKeyInputs,
} from './ensure-studio-build'

let tmp: string
let studio: string
let schemas: string
let contract: string

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-build-key-'))
  // Copies of the real inputs, so the test never touches the working tree.
  studio = path.join(tmp, 'studio')
  schemas = path.join(tmp, 'schemas')
  contract = path.join(tmp, 'contract')
  for (const [from, to] of [
    [studioDir, studio],
    [schemasDir, schemas],
    [contractDir, contract],
  ] as const) {
    for (const file of listInputFiles(from)) {
      fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
      fs.copyFileSync(path.join(from, file), path.join(to, file))
    }
  }
})

afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

const PACKAGES = { sanity: '5.31.2', react: '19.3.1' }

function key(overrides: Partial<StudioBuildKeyInputs> = {}): string {
  return computeStudioBuildKey({
    env: { SANITY_STUDIO_LAKE: 'embedded' },
    studioDir: studio,
    schemasDir: schemas,
    contractDir: contract,
    packageVersions: PACKAGES,
    builderSource: 'builder v1',
    ...overrides,
  })
}

describe('the Studio build cache key', () => {
  it('is a sha256 that depends on content only, not on mtimes', () => {
    const before = key()
    expect(before).toMatch(/^[a-f0-9]{64}$/)
    const config = path.join(studio, 'sanity.config.ts')
    const schema = path.join(schemas, 'index.ts')
    const later = new Date(Date.now() + 3_600_000)
    fs.utimesSync(config, later, later)
    fs.utimesSync(schema, later, later)
    fs.writeFileSync(config, fs.readFileSync(config)) // rewritten, same bytes
    expect(key()).toBe(before)
  })

  it('changes when a contract file the schemas import changes (caps, default texts)', () => {
    const before = key()
    fs.appendFileSync(path.join(contract, 'limits.ts'), '\n// changed\n')
    expect(key()).not.toBe(before)
  })

  it('changes when a Studio file changes', () => {
    const before = key()
    fs.appendFileSync(path.join(studio, 'desk-structure.ts'), '\n// changed\n')
    expect(key()).not.toBe(before)
  })

  it('changes when a schema file changes, is added or renamed', () => {
    const first = key()
    const schemaFile = path.join(
      schemas,
      listInputFiles(schemas).find((f) => f.endsWith('.ts'))!,
    )
    fs.appendFileSync(schemaFile, ' ')
    const second = key()
    expect(second).not.toBe(first)

    fs.writeFileSync(path.join(schemas, 'documents', 'new-type.ts'), 'export {}\n')
    const third = key()
    expect(third).not.toBe(second)

    fs.renameSync(
      path.join(schemas, 'documents', 'new-type.ts'),
      path.join(schemas, 'documents', 'other-type.ts'),
    )
    expect(key()).not.toBe(third)
  })

  it('changes with the installed Sanity version, the builder and the bundled variables', () => {
    const before = key()
    expect(key({ packageVersions: { ...PACKAGES, sanity: '5.32.0' } })).not.toBe(before)
    expect(key({ builderSource: 'builder v2' })).not.toBe(before)
    expect(
      key({ env: { SANITY_STUDIO_LAKE: 'embedded', SANITY_STUDIO_API_HOST: 'https://x' } }),
    ).not.toBe(before)
    expect(
      key({ env: { SANITY_STUDIO_LAKE: 'embedded', SANITY_INTERNAL_ENV: 'staging' } }),
    ).not.toBe(before)
    // Variables the bundle never sees do not matter.
    expect(key({ env: { SANITY_STUDIO_LAKE: 'embedded', PATH: '/x', PORT: '1' } })).toBe(before)
  })

  it('ignores build output, installs, the CLI runtime folder and its own lock and temp folders', () => {
    const before = key()
    for (const dir of [
      'dist',
      'node_modules/x',
      '.sanity/runtime',
      '.dist.lock',
      '.dist.tmp-1-ab',
    ]) {
      fs.mkdirSync(path.join(studio, dir), { recursive: true })
      fs.writeFileSync(path.join(studio, dir, 'file.js'), String(Math.random()))
    }
    expect(key()).toBe(before)
  })

  it('builds in embedded mode with telemetry off, and puts the lake project in the bundle', () => {
    const env = studioBuildEnv({ env: { PATH: '/bin' }, projectId: 'p1', dataset: 'ds' })
    expect(env).toMatchObject({
      SANITY_STUDIO_LAKE: 'embedded',
      SANITY_STUDIO_PROJECT_ID: 'p1',
      SANITY_STUDIO_DATASET: 'ds',
      DO_NOT_TRACK: '1',
      SANITY_TELEMETRY_DISABLED: '1',
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
    })
    expect(key({ env: studioBuildEnv({ env: {}, projectId: 'p2' }) })).not.toBe(
      key({ env: studioBuildEnv({ env: {}, projectId: 'p1' }) }),
    )
    // npm start names the lake's project; the test setup names none: with the defaults, one build.
    expect(
      key({ env: studioBuildEnv({ env: {}, projectId: 'local', dataset: 'production' }) }),
    ).toBe(key({ env: studioBuildEnv({ env: {} }) }))
    expect(studioBuildEnv({ env: { SANITY_PROJECT_ID: 'lake1' } }).SANITY_STUDIO_PROJECT_ID).toBe(
      'lake1',
    )
  })
})

describe('post-processing', () => {
  const INDEX = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link href="/static/favicon.ico" rel="icon" sizes="any"/><script>window.x=1</script><style>
  @font-face { font-family: Inter; font-weight: 400; src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2"); }
  @font-face { font-family: Inter; font-style: italic; font-weight: 800; src: url("https://studio-static.sanity.io/Inter-ExtraBoldItalic.woff2") format("woff2"); }
</style><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>
</head><body><div id="sanity"></div><script src="/static/sanity-AbCd1234.js" type="module"></script>
<noscript><a href="https://www.enable-javascript.com/">enable JavaScript</a></noscript></body></html>`
  const CHUNK = [
    'const a="v1",b=UF?"https://sanity-cdn.work":"https://sanity-cdn.com",c=`${b}/${a}/modules`;',
    'const m="https://api.sanity.io/vX/intake/feedback";',
    'const d={tunnel:"https://api.sanity.io/vX/intake/tracing"};',
    'const s=[{imageUrl:"https://public.sanity.io/logos/favicon-192.png"}];',
    'const docs="https://www.sanity.io/docs";',
  ].join('\n')

  it('leaves index.html with no outside resource and the chunks with no startup call out', () => {
    const dist = path.join(tmp, 'dist')
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX)
    fs.writeFileSync(path.join(dist, 'static', 'sanity-AbCd1234.js'), CHUNK + '\n'.repeat(2000))
    fs.writeFileSync(path.join(dist, 'static', 'favicon-192.png'), 'png')

    const report = postProcessStudioBuild(dist)
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
    expect(report.bridgeScriptRemoved).toBe(true)
    expect(html).not.toContain('bridge.js')
    expect(html).toContain('<head><script>globalThis.__zod_globalConfig={jitless:true}</script>')
    expect(resourceHostsIn(html)).toEqual([])
    expect(report.remainingIndexHosts).toEqual([])
    expect(html.match(/https:\/\/[^"]*/g)).toEqual(['https://www.enable-javascript.com/'])

    expect(Object.keys(report.fonts)).toHaveLength(2)
    for (const local of Object.values(report.fonts)) {
      expect(local).toMatch(/^\/static\/fonts\/Inter-[A-Za-z]+-[a-f0-9]{10}\.woff2$/)
      expect(html).toContain(`url("${local}")`)
      const file = path.join(dist, local)
      expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2')
    }

    const chunk = fs.readFileSync(path.join(dist, 'static', 'sanity-AbCd1234.js'), 'utf8')
    expect(Object.values(report.rewrites)).toEqual([1, 1, 1, 1])
    expect(chunk).toContain('b=UF?"":"",c=`${b}/${a}/modules`')
    expect(chunk).toContain('"/vX/intake/feedback"')
    expect(chunk).toContain('"/vX/intake/tracing"')
    expect(chunk).toContain('"/static/favicon-192.png"')
    expect(chunk).not.toMatch(/sanity-cdn\.com|api\.sanity\.io|public\.sanity\.io/)
    expect(chunk).toContain('https://www.sanity.io/docs') // a link, not a request

    expect(report.precompressed).toBe(1)
    expect(fs.existsSync(path.join(dist, 'static', 'sanity-AbCd1234.js.br'))).toBe(true)
    expect(fs.existsSync(path.join(dist, 'static', 'sanity-AbCd1234.js.gz'))).toBe(true)
  })

  it('maps a missing Inter weight to the nearest one of the same style', () => {
    const available = ['Inter-Regular.woff2', 'Inter-Bold.woff2', 'Inter-Italic.woff2']
    expect(pickInterFile('Inter-Bold', available)).toBe('Inter-Bold.woff2')
    expect(pickInterFile('Inter-SemiBold', available)).toBe('Inter-Bold.woff2')
    expect(pickInterFile('Inter-Medium', available)).toBe('Inter-Regular.woff2')
    expect(pickInterFile('Inter-BlackItalic', available)).toBe('Inter-Italic.woff2')
    expect(pickInterFile('Inter-Unknown', available)).toBeNull()
  })

  it('the real build (made by the global setup) loads nothing from Sanity hosts', () => {
    const stamp = readStamp(defaultStudioDist)
    expect(stamp, 'studio/dist has no build stamp').not.toBeNull()
    const html = fs.readFileSync(path.join(defaultStudioDist, 'index.html'), 'utf8')
    expect(resourceHostsIn(html)).toEqual([])
    for (const url of html.match(/https:\/\/[^"]*/g) ?? []) {
      expect(url).not.toMatch(/sanity\.io|sanity-cdn/)
    }
    // Every rewrite still finds its code in this Sanity version; 0 means it changed.
    for (const [name, count] of Object.entries(stamp!.postProcess.rewrites)) {
      expect(count, name).toBeGreaterThan(0)
    }
    expect(Object.keys(stamp!.postProcess.fonts).length).toBeGreaterThanOrEqual(12)
  })
})

describe('the build lock', () => {
  it('lets one holder in at a time; the next one waits for the release', async () => {
    const lock = path.join(tmp, '.dist.lock')
    const order: string[] = []
    let releaseFirst!: () => void
    const first = withDirectoryLock(lock, 5_000, async () => {
      order.push('first in')
      await new Promise<void>((resolve) => (releaseFirst = resolve))
      order.push('first out')
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = withDirectoryLock(lock, 5_000, async () => {
      order.push('second in')
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(order).toEqual(['first in'])
    releaseFirst()
    await Promise.all([first, second])
    expect(order).toEqual(['first in', 'first out', 'second in'])
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('takes over a lock whose owner process is gone', async () => {
    const lock = path.join(tmp, '.dist.lock')
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    })
    const pid = Number(dead.stdout.trim())
    fs.mkdirSync(lock)
    fs.writeFileSync(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid, host: os.hostname(), since: Date.now() }),
    )
    const started = Date.now()
    const result = await withDirectoryLock(lock, 5_000, async () => 'got it')
    expect(result).toBe('got it')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('gives up after the timeout while a live process holds it', async () => {
    const lock = path.join(tmp, '.dist.lock')
    fs.mkdirSync(lock)
    fs.writeFileSync(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() }),
    )
    await expect(withDirectoryLock(lock, 300, async () => 'never')).rejects.toThrow(/Timed out/)
    expect(fs.existsSync(lock)).toBe(true)
  })
})
