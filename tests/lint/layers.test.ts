import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The architecture's layers as lint rules (docs/decisions/012): each case lints a
 * planted source text at a real path of the tree, as `npm run lint` would, and expects the rule
 * that guards that layer to refuse it (or, for the allowed imports, to stay quiet).
 */
const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('import rules of the layers', () => {
  it.each([
    [
      'web imports the lake',
      'web/src/features/home/planted.ts',
      "import { lakeConfigFromEnv } from '#lake/config'",
    ],
    [
      'web imports the API server',
      'web/src/components/planted.ts',
      "import { buildApiApp } from '#adapters/server/app'",
    ],
    [
      'a feature imports another feature',
      'web/src/features/home/planted.ts',
      "import { FORM_OPTIONS } from '../forms/form-options'",
    ],
    [
      'a feature imports the app wiring',
      'web/src/features/home/planted.ts',
      "import { siteRoutes } from '#web/app/routes'",
    ],
    [
      'shared web code imports a feature',
      'web/src/lib/planted.ts',
      "import { ADMIN_LOGIN_PATH } from '../features/admin/admin-paths'",
    ],
    [
      'the adapters import the lake',
      'adapters/server/planted.ts',
      "import { startLakeServer } from '#lake/server'",
    ],
    [
      'the lake imports the adapters',
      'lake/src/planted.ts',
      "import { buildApiApp } from '#adapters/server/app'",
    ],
    [
      'the contract imports schemas',
      'adapters/contract/planted.ts',
      "import { PRIVATE_PREFIX } from '#schemas/lib/private'",
    ],
    [
      'schemas import the CMS adapters',
      'schemas/lib/planted.ts',
      "import { readAboutPage } from '#adapters/cms/content-pages'",
    ],
    [
      'production code imports test helpers',
      'adapters/cms/planted.ts',
      "import { startApiStack } from '#test-support/api-stack'",
    ],
  ])('refuses: %s', async (_case, file, code) => {
    expect(await ruleIds(file, `${code}\nexport {}\n`)).toContain('import-x/no-restricted-paths')
  })

  it.each([
    [
      'web imports the contract',
      'web/src/features/forms/planted.ts',
      "import { DATA_SAVED } from '#contract/messages'",
    ],
    [
      'web imports generated types',
      'web/src/features/home/planted.ts',
      "import type { HOME_PAGE_QUERY_RESULT } from '#schemas/generated/sanity.types'",
    ],
    [
      'a feature imports shared components',
      'web/src/features/home/planted.ts',
      "import { FormField } from '#web/components/form-field'",
    ],
    [
      'schemas import the contract',
      'schemas/lib/planted.ts',
      "import { DATA_SAVED } from '#contract/messages'",
    ],
    [
      'the lake imports server-kit',
      'lake/src/planted.ts',
      "import { applyServerTimeouts } from '#server-kit/timeouts'",
    ],
    [
      'scripts import anything',
      'scripts/planted.ts',
      "import { startLakeServer } from '#lake/server'",
    ],
  ])('allows: %s', async (_case, file, code) => {
    const rules = await ruleIds(
      file,
      `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}]\n`,
    )
    expect(rules.filter((rule) => rule.startsWith('import-x/'))).toEqual([])
  })

  it('refuses a cycle (the router importing the head, which imports the router)', async () => {
    const router = "import { PageHead } from './head'\nexport const used = PageHead\n"
    expect(await ruleIds('web/src/lib/router.tsx', router)).toContain('import-x/no-cycle')
  })

  it('refuses a relative import that climbs three folders', async () => {
    const code =
      "import { DATA_SAVED } from '../../../adapters/contract/messages'\nexport const used = DATA_SAVED\n"
    expect(await ruleIds('web/src/features/planted.ts', code)).toContain('no-restricted-imports')
  })
})
