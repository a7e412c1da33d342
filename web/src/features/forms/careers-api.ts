import * as z from 'zod/mini'
import type { CareersResponse } from '#contract/careers'
import type { LegacyRoute } from '#contract/limits'
import {
  APPLICATION_SUBMITTED_CONTACT_SOON,
  nonJsonResponseMessage,
  serverRespondedMessage,
} from '#contract/messages'
import type { Lang } from '#web/lib/locale'
import type { CareersFormValues } from './form-schemas'
import type { AbuseControls } from './components/abuse-controls'

const CAREERS_ROUTE: LegacyRoute = 'careers.php'
/** The careers call, same origin (docs/decisions/005). */
export const CAREERS_URL = `/api/${CAREERS_ROUTE}`

/**
 * The two replies of careers.php in zod/mini: the contract's schemas (careers.ts) are full zod,
 * which this page does not load. Typed against the contract, so they cannot drift from it.
 */
const errorReplySchema = z.object({ error: z.string() })
const successReplySchema = z.object({ message: z.optional(z.string()) })
type Reply = z.output<typeof errorReplySchema> | z.output<typeof successReplySchema>
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
// Fails the type check when the contract's reply and these schemas differ.
const repliesMatchContract: Same<Reply, CareersResponse> = true
void repliesMatchContract

/**
 * The multipart body of careers.php: every field by its name, the résumé as the `resume` part,
 * the abuse controls (honeypot `website`, `elapsedMs`; issue 13) and the visitor's language
 * (`lang`, issue 15: the mail to staff says which language the visitor used).
 */
export function applicationFormData(
  values: CareersFormValues,
  controls: AbuseControls,
  lang: Lang,
): FormData {
  const body = new FormData()
  body.append('fullname', values.fullname)
  body.append('email', values.email)
  body.append('phone', values.phone)
  body.append('position', values.position)
  body.append('experience', values.experience)
  body.append('education', values.education)
  body.append('location', values.location)
  body.append('coverletter', values.coverletter)
  body.append('website', controls.website)
  body.append('elapsedMs', String(controls.elapsedMs))
  body.append('lang', lang)
  if (values.resume) body.append('resume', values.resume, values.resume.name)
  return body
}

/**
 * Sends an application and reads the reply as spec §8 says: a reply that is not JSON, a non-OK
 * status (the server's error field, or the status) and a JSON error field are thrown as errors;
 * otherwise the server's message, or the default success text, is returned.
 */
export async function sendApplication(body: FormData, lang: Lang): Promise<string> {
  // In the query too: refusals made before the body is read (rate limit, size) are in Arabic.
  const response = await fetch(lang === 'ar' ? `${CAREERS_URL}?lang=ar` : CAREERS_URL, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  })
  const text = await response.text()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error(nonJsonResponseMessage(text))
  }
  const refusal = errorReplySchema.safeParse(data)
  const serverError = refusal.success ? refusal.data.error : ''
  if (!response.ok) throw new Error(serverError || serverRespondedMessage(response.status))
  if (serverError) throw new Error(serverError)
  const success = successReplySchema.safeParse(data)
  return (success.success && success.data.message) || APPLICATION_SUBMITTED_CONTACT_SOON
}
