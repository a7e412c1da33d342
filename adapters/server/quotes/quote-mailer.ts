import nodemailer from 'nodemailer'
import type { QuoteRequestFields } from '../../cms/quote-requests'
import { LANG_NAMES } from '../../contract/lang'

/** Mails each quote request to the sales mailbox (SMTP_URL + SALES_MAIL_TO). */
export interface QuoteMailer {
  send(request: QuoteRequestFields): Promise<void>
  close(): void
}

const FORM_NAMES = { 'get-quote': 'Get Quote', contact: 'Contact' } as const

export function createQuoteMailer(options: {
  smtpUrl: string
  to: string
  from?: string
}): QuoteMailer {
  const transport = nodemailer.createTransport(options.smtpUrl)
  return {
    async send(request) {
      // Name and e-mail were refused by the contract if they held CR or LF; they reach the
      // headers only through nodemailer's encoder.
      await transport.sendMail({
        from: options.from ?? options.to,
        to: options.to,
        replyTo: request.email,
        subject: `Quote request (${FORM_NAMES[request.source]} form) - ${request.name}`,
        text: quoteText(request),
      })
    },
    close() {
      transport.close()
    },
  }
}

/** The plain-text body: every field of the form, '-' for the ones left empty. */
export function quoteText(request: QuoteRequestFields): string {
  const line = (label: string, value: string | number | null) =>
    `${label}: ${value === null || value === '' ? '-' : value}`
  const head = [
    `Form: ${FORM_NAMES[request.source]} (${request.source})`,
    line('Name', request.name),
    line('E-mail', request.email),
    line('Phone', request.phone),
    // ADR 022: staff answer in the language the visitor wrote in.
    line('Language', LANG_NAMES[request.lang ?? 'en']),
  ]
  if (request.source === 'get-quote') {
    return [
      ...head,
      line('Origin', request.origin),
      line('Destination', request.destination),
      line('Cargo type', request.cargoType),
      line('Weight', request.weight),
      line('Dimensions', request.dimensions),
      line('Date', request.date),
      '',
      'Additional information:',
      request.additionalInfo || '-',
    ].join('\n')
  }
  return [
    ...head,
    line('Service', request.service),
    line('Origin', request.origin),
    line('Destination', request.destination),
    line('Cargo type', request.cargoType),
    line('Weight (kg)', request.weight),
    '',
    'Message:',
    request.message || '-',
  ].join('\n')
}
