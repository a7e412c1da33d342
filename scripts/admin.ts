import './lib/load-env'
import { parseArgs } from 'node:util'
import type { SanityClient } from '@sanity/client'
import { z } from 'zod'
import {
  AdminUserError,
  createAdminUser,
  findAdminByEmail,
  listAdminUsers,
  normalizeEmail,
  setAdminPassword,
  setUserRole,
} from '#adapters/cms/admin-users'
import { rekeyLegacyAccounts } from '#adapters/cms/admin-user-ids'
import { describeRemoved, forgetEmail } from '#adapters/server/privacy/forget'
import { privateFilesDirOf, resumeDirIn } from '#adapters/server/privacy/resume-files'
import { withContentStore } from './lib/with-content-store'
import { backupConfigFromEnv } from './lib/backup/config'
import { backupsHoldingEmail, describeBackupsHolding } from './lib/backup/find-email'

/**
 * `npm run admin -- <command>`: manage the project's accounts (admin panel and Studio) in the
 * configured content store.
 *
 *   create --email a@b.c [--name "A. Admin"] [--role administrator|editor|viewer]
 *   set-password --email a@b.c                 (password from ADMIN_PASSWORD or asked)
 *   set-role --email a@b.c --role editor
 *   list
 *   forget --email a@b.c                       (deletes what is stored about a sender)
 */
const USAGE = `Usage:
  npm run admin -- create --email <email> [--name <name>] [--role administrator|editor|viewer]
  npm run admin -- set-password --email <email>
  npm run admin -- set-role --email <email> --role administrator|editor|viewer
  npm run admin -- list
  npm run admin -- forget --email <email>
The password is read from ADMIN_PASSWORD, or asked for on the terminal.
Administrators use the admin panel (/admin) and the Studio; editors edit in the Studio;
viewers can only read in the Studio.
forget deletes every quote request and job application sent from that e-mail (any letter case)
with its résumé file and history; accounts are not touched.`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    help: { type: 'boolean' },
  },
})
const command = positionals[0]

if (
  values.help ||
  !command ||
  !['create', 'set-password', 'set-role', 'list', 'forget'].includes(command)
) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}

try {
  await withContentStore(async (client) => {
    // A store no server has opened since ids became random: its accounts are found by the new
    // e-mail index only once they are moved (docs/decisions/027).
    await rekeyLegacyAccounts(client)
    if (command === 'list') {
      const users = await listAdminUsers(client)
      if (users.length === 0) console.log('No admin users.')
      for (const user of users)
        console.log(`${user.email}\t${user.name}\t${user.role}\tcreated ${user.createdAt}`)
      return
    }
    if (!values.email) throw new AdminUserError('--email is required')
    if (command === 'forget') {
      await forget(client, values.email)
      return
    }
    if (command === 'set-role') {
      if (!values.role) throw new AdminUserError('--role is required')
      const user = await setUserRole(client, values.email, values.role)
      console.log(`${user.email} is now ${withArticle(user.role)}.`)
      return
    }
    const password = process.env.ADMIN_PASSWORD || (await askPassword())
    if (command === 'create') {
      const user = await createAdminUser(client, {
        email: values.email,
        password,
        name: values.name,
        role: values.role,
      })
      console.log(`Created ${user.role} ${user.email}.`)
    } else {
      const user = await setAdminPassword(client, values.email, password)
      console.log(`Password of ${user.email} changed; their earlier sessions have ended.`)
    }
  })
} catch (error) {
  if (error instanceof AdminUserError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

/**
 * `forget --email`: deletes every quote request and application of one sender with its résumé
 * file (docs/decisions/017) and says what it removed. The résumé folder is the server's, under
 * DATA_DIR (this runs without the server).
 */
async function forget(client: SanityClient, input: string): Promise<void> {
  const email = normalizeEmail(input)
  if (!z.email().safeParse(email).success) {
    throw new AdminUserError(`Not an e-mail address: ${JSON.stringify(input)}`)
  }
  const removed = await forgetEmail(client, resumeDirIn(privateFilesDirOf()), email)
  const what = describeRemoved(removed)
  console.log(what ? `Removed ${what} stored for ${email}.` : `Nothing stored for ${email}.`)
  for (const id of removed.ids) console.log(`  ${id}`)
  if (removed.failed.length > 0) {
    throw new AdminUserError(
      `Could not delete ${removed.failed.length} record(s) of ${email}: ${removed.failed.join(', ')}. Run forget again.`,
    )
  }
  if (await findAdminByEmail(client, email)) {
    console.log(
      `${email} is also a staff account (admin panel, Studio); forget does not remove accounts.`,
    )
  }
  // Backups taken before keep the address until they age out (docs/decisions/033).
  const { backupDir, retentionDays } = backupConfigFromEnv()
  const holding = describeBackupsHolding(
    backupsHoldingEmail(backupDir, email),
    email,
    retentionDays,
  )
  if (holding) console.log(holding)
}

/** "an administrator", "an editor", "a viewer": the article goes by the role's first sound. */
function withArticle(role: string): string {
  return `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}`
}

/** Reads a password from the terminal without echoing it. */
async function askPassword(): Promise<string> {
  const { stdin, stdout } = process
  if (!stdin.isTTY) throw new AdminUserError('Set ADMIN_PASSWORD (no terminal to ask on)')
  stdout.write('Password: ')
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  let password = ''
  return new Promise((resolve, reject) => {
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          return resolve(password)
        }
        if (char === '\u0003') return reject(new AdminUserError('Cancelled'))
        if (char === '\u007f') password = password.slice(0, -1)
        else password += char
      }
    }
    stdin.on('data', onData)
  })
}
