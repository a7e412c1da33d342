import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type BuildEnvironmentOptions, type Plugin, type UserConfig } from 'vite'

const webDir = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.dirname(webDir)
/** web/dist, or WEB_DIST_DIR (so parallel builds of one checkout do not overwrite each other). */
const distDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(webDir, 'dist')

/** Libraries' "use client" markers mean nothing without server components: not worth a warning. */
const onLog: OnLogFunction = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
  handler(level, log)
}

/**
 * Chakra builds its default theme at module level with these helpers, which the bundler must
 * otherwise assume have side effects: every recipe of the library would ship although the site's
 * sliced theme (src/app/theme.ts) uses a dozen. They only return their argument.
 */
const CHAKRA_CONFIG_BUILDERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineStyle',
]

/**
 * Chakra's createSystem serialises the global styles' objects (preflight, global CSS, every
 * token variable: about 40 ms of CPU on a fast machine, four times that on a throttled phone) at
 * once, in the task that evaluates the bundle, although the public pages never read them: the
 * server sends that CSS (entry-server.tsx) and the pages' provider renders none of it
 * (app/theme.ts). This makes `_global` a getter computed on first read, as the admin panel's
 * ChakraProvider still does. The build fails if Chakra's code no longer matches.
 */
function lazyChakraGlobalStyles(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
  const member = '    _global,\n'
  return {
    name: 'lazy-chakra-global-styles',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('@chakra-ui/react/dist/esm/styled-system/system.js')) {
        return null
      }
      if (!code.includes(eager) || !code.includes(member)) {
        this.error(
          'Chakra createSystem changed: update lazyChakraGlobalStyles in web/vite.config.ts',
        )
      }
      return code
        .replace(eager, 'let _global;')
        .replace(
          member,
          '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
        )
    },
  }
}

type OnLogFunction = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>

/**
 * `npm run dev` (scripts/lib/web-dev-server.ts runs Vite in middleware mode inside the site's
 * server): React Fast Refresh, and the dependency cache in web/node_modules/.vite so a copy of
 * the checkout with a linked node_modules (the dev-loop test) does not share it. The dev server
 * reads only what the site is made of: web/, the contract and schemas it imports, installed
 * packages; never DATA_DIR (.data holds the lake's tokens), whatever URL is asked for.
 */
function devServerOptions(): UserConfig {
  const nodeModules = fs.realpathSync(path.join(repoRoot, 'node_modules'))
  return {
    plugins: [react()],
    cacheDir: path.join(webDir, 'node_modules', '.vite'),
    server: {
      // Transformed while the server starts, so the first page is not the one that waits.
      warmup: { clientFiles: ['./src/entry-client.tsx'], ssrFiles: ['./src/entry-server.tsx'] },
      fs: {
        strict: true,
        allow: [
          webDir,
          path.join(repoRoot, 'adapters', 'contract'),
          path.join(repoRoot, 'schemas'),
          nodeModules,
        ],
      },
    },
    optimizeDeps: {
      // Every page's dependencies up front: one discovered later would reload the open page.
      entries: ['index.html', 'src/**/*.tsx'],
    },
    // Pages rendered on the server import packages from node_modules with Node, as they are
    // (their barrels through Vite's module runner take tens of seconds: every lucide icon).
    ssr: { noExternal: [] },
  }
}

/**
 * The public site. `vite build` writes the browser bundle to dist/client (with a manifest the
 * server reads to preload each page's chunk); `vite build --ssr` writes the server renderer to
 * dist/server. JSX is compiled by Vite's own transformer (oxc): no React plugin is needed for
 * production builds. `npm run build:web` (scripts/build-web.ts) runs both with a plugin that records
 * what they read, which is how `npm start` and `npm test` know the build is current.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const dev = command === 'serve' ? devServerOptions() : {}
  return {
    root: webDir,
    publicDir: path.join(webDir, 'public'),
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [...(isSsrBuild ? [] : [lazyChakraGlobalStyles()]), ...(dev.plugins ?? [])],
    cacheDir: dev.cacheDir,
    server: dev.server,
    optimizeDeps: dev.optimizeDeps,
    build: isSsrBuild
      ? {
          outDir: path.join(distDir, 'server'),
          emptyOutDir: true,
          sourcemap: false,
          rolldownOptions: { onLog, treeshake: { manualPureFunctions: CHAKRA_CONFIG_BUILDERS } },
        }
      : {
          outDir: path.join(distDir, 'client'),
          emptyOutDir: true,
          manifest: true,
          sourcemap: false,
          rolldownOptions: { onLog, treeshake: { manualPureFunctions: CHAKRA_CONFIG_BUILDERS } },
        },
    ssr: dev.ssr ?? {
      // Bundled into the server renderer so it needs nothing but Node at request time.
      noExternal: [
        '@chakra-ui/react',
        /^@ark-ui\//,
        /^@zag-js\//,
        'swiper',
        'framer-motion',
        'lucide-react',
      ],
    },
  }
})
