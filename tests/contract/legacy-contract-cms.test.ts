import { afterAll, beforeAll } from 'vitest'
import { startApiStack, type ApiStack } from '#test-support/api-stack'
import { runLegacyContract } from './legacy-contract'

// Our server over the embedded lake: the legacy calls implemented over the CMS.
let stack: ApiStack | undefined

beforeAll(async () => {
  stack = await startApiStack()
})

afterAll(async () => {
  await stack?.close()
})

runLegacyContract('our server over the embedded lake', () => {
  if (!stack) throw new Error('the API stack did not start')
  return { baseUrl: stack.apiUrl, adminEmail: stack.adminEmail, adminPassword: stack.adminPassword }
})
