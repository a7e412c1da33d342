import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { clientDir, webDir } from '#adapters/server/site/site-build'
import { precompressDir } from './lib/precompress'
import { planSharedSiteChunk, publicPageTest, sharedSiteChunkGroup } from './lib/shared-site-chunk'
import { recordBuildInputs } from './lib/web-build-inputs'

/**
 * `npm run build:web`: the site's two production builds with web/vite.config.ts, the browser
 * bundle (dist/client) and the server renderer (dist/server; WEB_DIST_DIR moves both), each
 * with a plugin that records what it read (lib/web-build-inputs.ts). `npm start` and `npm test`
 * compare that record with the tree to know whether the build is current
 * (lib/ensure-web-build.ts). The same as `vite build` and `vite build --ssr` otherwise, plus the
 * Brotli and gzip siblings of the browser files (lib/precompress.ts), and the browser bundle
 * built twice to plan its one shared chunk (lib/shared-site-chunk.ts).
 */
const configFile = path.join(webDir, 'vite.config.ts')
const record = () =>
  recordBuildInputs({ root: path.dirname(webDir), webDir }, fileURLToPath(import.meta.url))

const shared = await planSharedSiteChunk({ configFile }, { isPublicPage: publicPageTest(webDir) })
await build({
  configFile,
  logLevel: 'warn',
  plugins: [record()],
  build: {
    rolldownOptions: { output: { codeSplitting: { groups: [sharedSiteChunkGroup(shared)] } } },
  },
})
// Brotli and gzip siblings of the browser bundle, served as they are (docs/decisions/018).
const packed = precompressDir(clientDir)
console.log(
  `precompressed ${packed.files} files: ${(packed.plain / 1024).toFixed(0)} KiB -> ` +
    `${(packed.br / 1024).toFixed(0)} KiB with Brotli`,
)
await build({
  configFile,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx' },
  plugins: [record()],
})
