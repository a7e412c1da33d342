import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  CAREERS_FILE_SLOTS,
  CAREERS_MIN_FILL_MS,
  careersJsonRequestSchema,
  careersMultipartFieldsSchema,
  type CareersAbuseControls,
  type CareersMultipartFields,
} from '../../contract/careers'
import type { ContentLang } from '../../contract/lang'
import { VISITOR_MESSAGES } from '../../contract/visitor-messages'
import { safeFileName } from '../../cms/assets'
import { createCareerApplication, type StoredResume } from '../../cms/career-applications'
import type { ApiDependencies } from '../dependencies'
import { badRequest, tooManyRequests } from '../http/api-error'
import { RateLimiter } from '../http/rate-limit'
import { bodyKind, jsonObjectBody } from '../http/requests'
import { requestLang } from '../http/lang'
import { inVisitorLang, parseVisitorInput, visitorLang } from '../http/visitor-lang'
import { keepResume } from '../careers/resume-store'
import type { MailedResume } from '../careers/careers-mailer'
import { servedType } from '../uploads/file-types'
import { slotRules, withMultipartSave } from './upload-helpers'

const HOUR_MS = 60 * 60 * 1000
const careersRules = slotRules(CAREERS_FILE_SLOTS, [])

/**
 * careers.php, the public job application, in both readings of the spec: JSON with the résumé's
 * file name only, or multipart with the résumé file. Stored as a private document, the résumé in
 * private storage, and mailed to the careers mailbox when SMTP is configured. Bots (honeypot
 * filled, sent faster than a person fills the form) get the same reply as people; nothing of
 * theirs is stored or mailed, and their upload is discarded with the other temp files.
 */
export function careersRoutes(app: FastifyInstance, deps: ApiDependencies): void {
  const limiter = new RateLimiter(deps.config.careersRateLimitPerHour, HOUR_MS)

  app.post('/careers.php', { config: { errorStyle: 'plain' } }, async (request, reply) => {
    // A JSON body's `lang`, else `?lang=` (a multipart body is not read yet); unknown: a 400.
    let lang = visitorLang(request)
    try {
      const wait = limiter.hit(request.ip, deps.now().getTime())
      if (wait !== null) throw tooManyRequests(VISITOR_MESSAGES.en.careersRateLimited, wait)
      if (bodyKind(request) === 'json') {
        const { resume, website, elapsedMs, ...fields } = parseVisitorInput(
          careersJsonRequestSchema,
          jsonObjectBody(request),
          lang,
        )
        if (!looksLikeABot({ website, elapsedMs })) {
          await submit(
            request,
            deps,
            { ...fields, lang },
            resume ? { fileNameOnly: resume } : null,
            null,
          )
        }
      } else {
        const chooseSchema = (raw: Record<string, string>) => {
          // The form field, once the body is read, says the language of what follows.
          lang = requestLang(request, raw.lang)
          return { schema: careersMultipartFieldsSchema, input: { ...raw, lang } }
        }
        await withMultipartSave(
          request,
          deps,
          careersRules,
          chooseSchema,
          async ({ website, elapsedMs, ...fields }, files) => {
            const file = files.find((candidate) => candidate.field === 'resume')
            if (!file) throw badRequest(VISITOR_MESSAGES[lang].resumeRequired)
            // Not kept: the temp upload is removed when the request ends.
            if (looksLikeABot({ website, elapsedMs })) return
            const kept = await keepResume(deps.resumeDir, file.path, file.extension)
            const contentType = servedType(file.detectedType)
            const stored: StoredResume = {
              storedName: kept.storedName,
              originalName: safeFileName(file.originalName, file.extension),
              contentType,
              size: file.size,
            }
            try {
              await submit(request, deps, { ...fields, lang }, stored, {
                path: kept.path,
                fileName: `resume.${file.extension}`,
                contentType,
              })
            } catch (error) {
              // Not stored means not kept: no résumé without its application.
              await fs.promises.rm(kept.path, { force: true })
              throw error
            }
          },
          (schema, input) => parseVisitorInput(schema, input, lang),
        )
      }
    } catch (error) {
      throw inVisitorLang(error, lang, request, VISITOR_MESSAGES[lang].careersRateLimited)
    }
    return reply.send({ message: VISITOR_MESSAGES[lang].applicationSubmitted })
  })
}

async function submit(
  request: FastifyRequest,
  deps: ApiDependencies,
  fields: CareersMultipartFields & { lang: ContentLang },
  resume: StoredResume | { fileNameOnly: string } | null,
  mailed: MailedResume | null,
): Promise<void> {
  const id = randomUUID()
  await createCareerApplication(deps.client, { id, fields, resume, receivedAt: deps.now() })
  if (!deps.mailer) return
  try {
    await deps.mailer.send(fields, mailed)
  } catch (error) {
    // The application is stored; a mail outage must not make the applicant send it again.
    request.log.error({ event: 'careers-mail', application: id, err: error })
  }
}

/** The honeypot is filled, or the form was sent sooner than a person fills it. */
function looksLikeABot(controls: CareersAbuseControls): boolean {
  if (controls.website !== undefined && controls.website.trim() !== '') return true
  return controls.elapsedMs !== undefined && controls.elapsedMs < CAREERS_MIN_FILL_MS
}
