// A resolve hook for `sanity dev` only. npm hoists @vitejs/plugin-react (a dependency of the
// Sanity CLI) to the root, where its `import 'vite'` finds the site's Vite 8 (Rolldown) instead of
// the CLI's Vite 7. The plugin then believes it runs under Rolldown and adds a builtin transform
// that Vite 7's dev server cannot run ("Missing field `moduleType`"): the Studio page never loads.
// This points that one import at the Vite the CLI itself runs, found from @sanity/cli.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const PLUGIN_REACT = '/node_modules/@vitejs/plugin-react/'
const cliRequire = createRequire(createRequire(import.meta.url).resolve('@sanity/cli/package.json'))
let cliVite

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'vite' && context.parentURL?.includes(PLUGIN_REACT)) {
    cliVite ??= pathToFileURL(cliRequire.resolve('vite')).href
    return nextResolve(cliVite, context)
  }
  return nextResolve(specifier, context)
}
