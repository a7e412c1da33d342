// Flat config: typescript-eslint's recommended rules for every package, prettier owns formatting,
// and the architecture's layers as import rules (docs/decisions/012-enforced-layers.md).
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The web's feature folders: each stands alone; the app composes them. */
const WEB_FEATURES = [
  'admin',
  'company',
  'forms',
  'home',
  'not-found',
  'service-pages',
  'services',
  'user',
]

/** `target` may import schemas/ and adapters/contract, nothing else of ours (but itself). */
function onlyContractFrom(target, why) {
  const message = `${why}: of the rest it may import only schemas/ and adapters/contract.`
  const others = ['./lake', './web', './studio', './scripts', './tests', './server-kit']
  return [
    { target, from: './adapters', except: ['./contract'], message },
    { target, from: others.filter((folder) => folder !== target), message },
  ]
}

/**
 * One-way flow between the top-level folders: schemas -> lake | adapters -> web, with
 * adapters/contract the one module every side shares and server-kit the Node helpers both
 * servers share. scripts/ and tests/ compose everything and may import anything; so may the
 * unit tests next to the code (a test reaches across layers to set up what it checks).
 */
const LAYER_ZONES = [
  ...onlyContractFrom('./schemas', 'schemas/ is the root of the flow'),
  {
    target: './adapters/contract',
    from: [
      './adapters',
      './lake',
      './web',
      './schemas',
      './studio',
      './scripts',
      './tests',
      './server-kit',
    ],
    except: ['./contract'],
    message:
      'adapters/contract is shared by the browser and the servers: it imports nothing of ours.',
  },
  {
    target: './server-kit',
    from: ['./adapters', './lake', './web', './schemas', './studio', './scripts', './tests'],
    message: 'server-kit holds Node helpers both servers use: it imports nothing of ours.',
  },
  {
    target: './lake',
    from: ['./adapters', './web', './studio', './scripts', './tests'],
    message:
      'The lake stands alone (it is replaceable by hosted Sanity): no adapters, web or scripts.',
  },
  {
    target: './adapters',
    from: ['./lake', './web', './studio', './scripts', './tests'],
    message: 'adapters talk to the lake over HTTP (@sanity/client), never to its code.',
  },
  ...onlyContractFrom('./web', 'web/ runs in the browser'),
  ...onlyContractFrom('./studio', 'The Studio builds on schemas/'),
]

/** Inside web/src: lib and components are shared by features; features never reach each other or the app. */
const WEB_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features are independent: move what two features share to web/src/components or lib.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'app/ is wiring (routes, providers): features do not import it.',
  },
  {
    target: ['./web/src/lib', './web/src/components', './web/src/content', './web/src/api'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code must not depend on a feature or on the app wiring.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tmp/**',
      'coverage/**',
      '**/sanity.types.ts',
      'studio/.sanity/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported files too (no-cycle follows their imports).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...WEB_ZONES] }],
      // A cycle makes load order matter and hides which module owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports leaving a top-level folder use the package.json `imports` aliases (#contract/…).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message:
                'Climbing three or more folders: use a package.json imports alias (#contract/…, #web/…, #lake/…).',
            },
          ],
        },
      ],
    },
  },
  {
    // Unit tests beside the code compose layers to set up what they check.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
)
