import type { FastifyRequest } from 'fastify'
import type { SanityClient } from '@sanity/client'
import type { ContentStoreConfig } from '../cms/content-store'
import type { ApiConfig } from './config'
import type { CareersMailer } from './careers/careers-mailer'
import type { QuoteMailer } from './quotes/quote-mailer'
import type { HomeListCache } from './routes/home-list-cache'

/** What the routes work with; built once at start (and by tests, with a fake clock). */
export interface ApiDependencies {
  config: ApiConfig
  store: ContentStoreConfig
  /** Write client over the content store (server-side token). */
  client: SanityClient
  /** HMAC key of admin tokens. */
  secret: Uint8Array
  /** Private folder for uploads in flight. */
  uploadTempDir: string
  /** Private folder for résumés (never a lake asset: assets are public by URL). */
  resumeDir: string
  homeList: HomeListCache
  mailer: CareersMailer | null
  /** Mails quote requests to SALES_MAIL_TO (null unless SMTP_URL and SALES_MAIL_TO are set). */
  quoteMailer: QuoteMailer | null
  now: () => Date
  /**
   * Where browsers load content images from, when that is not where the server reads them:
   * the embedded lake's assets are public under the site's `/lake`, so the admin screens' image
   * previews come from the page's own origin (its CSP allows no other). Unset: `store.cdnBase`.
   */
  publicCdnBase?: (request: FastifyRequest) => string
}
