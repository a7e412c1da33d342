import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { createAdminUser, findAdminByEmail } from '#adapters/cms/admin-users'
import { DATASET, PROJECT_ID, useTestLake } from '#test-support/lake'

// `npm run admin`: the real CLI, as a child process, on a lake of its own.
const run = promisify(execFile)
const lake = useTestLake()

async function admin(...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: lake.dataDir,
    SANITY_API_HOST: lake.url,
    SANITY_WRITE_TOKEN: lake.writeToken,
    SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_DATASET: DATASET,
  }
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env,
    cwd: process.cwd(),
  })
  return stdout.trim()
}

describe('npm run admin -- set-role', () => {
  it('names each role with its article: an editor, an administrator, a viewer', async () => {
    const email = 'role.change@example.com'
    await createAdminUser(lake.writer, {
      email,
      password: 'a long enough password',
      role: 'viewer',
    })
    expect(await admin('set-role', '--email', email, '--role', 'editor')).toBe(
      `${email} is now an editor.`,
    )
    expect(await admin('set-role', '--email', email, '--role', 'administrator')).toBe(
      `${email} is now an administrator.`,
    )
    expect(await admin('set-role', '--email', email, '--role', 'viewer')).toBe(
      `${email} is now a viewer.`,
    )
    expect((await findAdminByEmail(lake.writer, email))?.role).toBe('viewer')
  })
})
