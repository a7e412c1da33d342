import nodemailer from 'nodemailer'
import type { CareersMultipartFields } from '../../contract/careers'
import { LANG_NAMES } from '../../contract/lang'

/** Mails each application to the careers mailbox (SMTP_URL + CAREERS_MAIL_TO). */
export interface CareersMailer {
  send(application: CareersMultipartFields, resume: MailedResume | null): Promise<void>
  close(): void
}

export interface MailedResume {
  path: string
  /** e.g. resume.pdf: never the applicant's own file name, which could carry anything. */
  fileName: string
  contentType: string
}

export function createCareersMailer(options: {
  smtpUrl: string
  to: string
  from?: string
}): CareersMailer {
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(application, resume) {
      // Every header-bound value (name, e-mail) was refused by the contract if it held CR or
      // LF (research D1); the values below go into headers only through nodemailer's encoder.
      await transport.sendMail({
        from: options.from ?? options.to,
        to: options.to,
        replyTo: application.email,
        subject: `Job application: ${application.position} - ${application.fullname}`,
        text: applicationText(application),
        attachments: resume
          ? [{ filename: resume.fileName, path: resume.path, contentType: resume.contentType }]
          : [],
      })
    },
    close() {
      transport.close()
    },
  }
}

export function applicationText(application: CareersMultipartFields): string {
  return [
    `Full name: ${application.fullname}`,
    `E-mail: ${application.email}`,
    `Phone: ${application.phone}`,
    `Position: ${application.position}`,
    `Experience: ${application.experience}`,
    `Education: ${application.education || '-'}`,
    `Location: ${application.location}`,
    // ADR 022: staff answer in the language the applicant wrote in.
    `Language: ${LANG_NAMES[application.lang ?? 'en']}`,
    '',
    'Cover letter:',
    application.coverletter || '-',
  ].join('\n')
}
