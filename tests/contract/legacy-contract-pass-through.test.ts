import { afterAll, beforeAll } from 'vitest'
import {
  startApiStack,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type ApiStack,
} from '#test-support/api-stack'
import { startPhpBackend, type PhpBackend } from '#test-support/php-backend'
import { runLegacyContract } from './legacy-contract'

// Our server in pass-through mode (LEGACY_PHP_URL) in front of the reference PHP backend, a real
// `php -S` process: the same assertions as the CMS run, through the proxy.
let backend: PhpBackend | undefined
let stack: ApiStack | undefined

beforeAll(async () => {
  backend = await startPhpBackend({
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
  })
  stack = await startApiStack({ env: { LEGACY_PHP_URL: backend.url } })
})

afterAll(async () => {
  await stack?.close()
  await backend?.close()
})

runLegacyContract('our server passing through to the reference PHP backend', () => {
  if (!stack) throw new Error('the pass-through server did not start')
  return { baseUrl: stack.apiUrl, adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD }
})
