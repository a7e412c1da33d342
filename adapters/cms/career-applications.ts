import type { SanityClient } from '@sanity/client'
import type { CareersMultipartFields } from '../contract/careers'

/**
 * Career applications are private documents (an id under `private.` is never readable without
 * a token). The résumé itself is not in the lake: lake and Sanity assets are public by URL, so
 * it stays in private storage and the document only names it.
 */
export const CAREER_APPLICATION_TYPE = 'careerApplication'
export const CAREER_APPLICATION_ID_PREFIX = 'private.careerApplication.'

export interface StoredResume {
  /** The server-generated file name in the private résumé folder. */
  storedName: string
  /** The applicant's file name, sanitised, as metadata only. */
  originalName: string
  contentType: string
  size: number
}

export async function createCareerApplication(
  client: SanityClient,
  input: {
    id: string
    fields: CareersMultipartFields
    /** The file itself (multipart reading) or only the name the form gave (JSON reading). */
    resume: StoredResume | { fileNameOnly: string } | null
    receivedAt: Date
  },
): Promise<void> {
  await client.create(
    {
      _id: `${CAREER_APPLICATION_ID_PREFIX}${input.id}`,
      _type: CAREER_APPLICATION_TYPE,
      ...input.fields,
      resume: input.resume,
      receivedAt: input.receivedAt.toISOString(),
    },
    { visibility: 'sync' },
  )
}
