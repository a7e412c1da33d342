import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite'

const webDir = path.dirname(fileURLToPath(import.meta.url))
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
 * The public site. `vite build` writes the browser bundle to dist/client (with a manifest the
 * server reads to preload each page's chunk); `vite build --ssr` writes the server renderer to
 * dist/server. JSX is compiled by Vite's own transformer (oxc): no React plugin is needed for
 * production builds.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  publicDir: path.join(webDir, 'public'),
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: isSsrBuild ? [] : [lazyChakraGlobalStyles()],
  resolve: { alias: { groq: path.join(webDir, 'src', 'content', 'groq-shim.ts') } },
  build: isSsrBuild
    ? {
        outDir: path.join(distDir, 'server'),
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { onLog },
      }
    : {
        outDir: path.join(distDir, 'client'),
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        rolldownOptions: { onLog, treeshake: { manualPureFunctions: CHAKRA_CONFIG_BUILDERS } },
      },
  ssr: {
    // Bundled into the server renderer so it needs nothing but Node at request time.
    noExternal: ['@chakra-ui/react', 'swiper', 'framer-motion', 'lucide-react'],
  },
}))
