import type { SanityClient } from '@sanity/client'
import { deleteRecords, findRecordsByEmail, type RemovedRecords } from '../../cms/privacy'
import { resumeFileRemover } from './resume-files'

/** `forget`: everything stored for one e-mail address (any letter case, trimmed). */
export async function forgetEmail(
  client: SanityClient,
  resumeDir: string,
  email: string,
): Promise<RemovedRecords> {
  return deleteRecords(
    client,
    await findRecordsByEmail(client, email),
    resumeFileRemover(resumeDir),
  )
}

/** "2 quote requests, 1 application and 1 résumé file" (only what is there; '' for nothing). */
export function describeRemoved(removed: RemovedRecords): string {
  const parts = [
    counted(removed.counts.quoteRequest, 'quote request'),
    counted(removed.counts.careerApplication, 'application'),
    counted(removed.files.length, 'résumé file'),
  ].filter((part): part is string => part !== null)
  if (parts.length <= 1) return parts[0] ?? ''
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

function counted(count: number, noun: string): string | null {
  return count === 0 ? null : `${count} ${noun}${count === 1 ? '' : 's'}`
}
