// Loaded with `node --import` into `sanity dev` (scripts/lib/studio-dev-server.ts): registers the
// resolve hook next to this file. Plain JavaScript: it runs before any TypeScript loader.
import { register } from 'node:module'

register(new URL('./vite-fix-hooks.mjs', import.meta.url))
