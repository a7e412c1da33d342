/**
 * The API stack a security test file runs against, with the checks every such file ends on.
 */
import { afterAll } from 'vitest'
import { useApiStack, type UsedApiStack, type UseApiStackOptions } from '#test-support/api-stack'
import type { Part } from '#test-support/multipart'
import type { RawReply } from '#test-support/raw-http'
import { expectNo5xx, expectRefusal } from './assertions'
import { postMultipart } from './requests'
import { withNothingStored } from './store-snapshot'

/** The part every multipart save starts with. */
export const MODE_POST: Part = { name: 'mode', value: 'post' }

export interface SecurityStack extends UsedApiStack {
  /** A multipart save as the admin (`parts` as given) that must be refused and store nothing. */
  expectRefusedSave(route: string, parts: readonly Part[], status: number): Promise<RawReply>
}

/**
 * Registers the file's hooks: before its tests, a started stack with its admin logged in
 * (useApiStack); after them, the check that no reply the file saw was a 5xx, then the close.
 * Call at the top level of a test file; read the stack and the token inside hooks and tests.
 */
export function useSecurityStack(options: UseApiStackOptions = {}): SecurityStack {
  const api = useApiStack(options)
  // Registered after useApiStack's: runs before the stack closes.
  afterAll(() => {
    expectNo5xx()
  })
  return {
    get stack() {
      return api.stack
    },
    get token() {
      return api.token
    },
    async expectRefusedSave(route, parts, status) {
      const reply = await withNothingStored(api.stack, () =>
        postMultipart(api.stack, route, parts, api.token),
      )
      expectRefusal(reply, status)
      return reply
    },
  }
}
