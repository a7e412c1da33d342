import type { z } from 'zod'
import { aboutGetResponseSchema, aboutSaveResponseSchema } from '#contract/about'
import { adminLoginResponseSchema, type AdminLoginRequest } from '#contract/admin'
import { dashboardResponseSchema, DASHBOARD_ROUTE } from '#contract/dashboard'
import { homeListResponseSchema, homeSaveResponseSchema } from '#contract/home'
import { LANG_FIELD, type ContentLang } from '#contract/lang'
import type { LegacyRoute } from '#contract/limits'
import { mediaCenterGetResponseSchema, mediaCenterSaveResponseSchema } from '#contract/media-center'
import { trackshipGetResponseSchema, trackshipSaveResponseSchema } from '#contract/trackship'
import { bearerAuthorization, verifyTokenResponseSchema } from '#contract/verify-token'
import { API_BASE, apiUrl } from './api-base'
import { sendMultipart, type UploadProgress } from './send-multipart'

/**
 * A reply of a legacy call: the HTTP status, and the body when it is JSON of the contract's
 * shape (`null` otherwise: an HTML error page, a proxy's reply). Each screen turns replies into
 * its own texts of spec §8, so the client reports and never words anything.
 */
export interface ApiReply<T> {
  ok: boolean
  status: number
  body: T | null
}

export interface LegacyApiOptions {
  /** Defaults to API_BASE (`/api`, or VITE_API_BASE). */
  base?: string
  /** The stored admin token, sent as a bearer token with every admin call. */
  getToken?: () => string | null
}

type Route = LegacyRoute | typeof DASHBOARD_ROUTE

/**
 * The one client of the legacy PHP calls (spec §7), typed by the shared contract. It speaks the
 * same shapes to our server and to a legacy PHP backend, so the admin panel works against both.
 * A network failure rejects (the screens word it); any HTTP reply resolves.
 */
export function createLegacyApi(options: LegacyApiOptions = {}) {
  const base = options.base ?? API_BASE
  const authorization = (): Record<string, string> => {
    const token = options.getToken?.()
    return token ? { Authorization: bearerAuthorization(token) } : {}
  }

  async function call<S extends z.ZodType>(
    route: Route,
    schema: S,
    init: RequestInit,
  ): Promise<ApiReply<z.output<S>>> {
    const response = await fetch(apiUrl(route, base), init)
    const text = await response.text()
    return { ok: response.ok, status: response.status, body: parseBody(schema, text) }
  }

  /**
   * A JSON read: `{mode: 'getall'}` or `{mode: 'get'}`, as the legacy screens post them. A
   * language other than English goes as `?lang=` (ADR 022); English reads stay byte for byte
   * the legacy call.
   */
  const readJson = <S extends z.ZodType>(
    route: Route,
    schema: S,
    mode: 'get' | 'getall',
    lang: ContentLang = 'en',
  ) => {
    const url = apiUrl(route, base)
    const query = lang === 'en' ? '' : `${url.includes('?') ? '&' : '?'}${LANG_FIELD}=${lang}`
    return fetchReply(`${url}${query}`, schema, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ mode }),
    })
  }

  async function fetchReply<S extends z.ZodType>(
    url: string,
    schema: S,
    init: RequestInit,
  ): Promise<ApiReply<z.output<S>>> {
    const response = await fetch(url, init)
    const text = await response.text()
    return { ok: response.ok, status: response.status, body: parseBody(schema, text) }
  }

  /**
   * A multipart save (`mode=post`), with upload progress. A language other than English is the
   * form field `lang` (ADR 022); an English save sends no such field, as the legacy screens.
   */
  async function save<S extends z.ZodType>(
    route: Route,
    schema: S,
    form: FormData,
    onProgress?: (progress: UploadProgress) => void,
    lang: ContentLang = 'en',
  ): Promise<ApiReply<z.output<S>>> {
    form.set('mode', 'post')
    if (lang === 'en') form.delete(LANG_FIELD)
    else form.set(LANG_FIELD, lang)
    const reply = await sendMultipart(apiUrl(route, base), form, {
      headers: authorization(),
      onProgress,
    })
    return { ok: reply.ok, status: reply.status, body: parseBody(schema, reply.text) }
  }

  return {
    /** POST admin.php: `{token}` on success. */
    login: (credentials: AdminLoginRequest) =>
      call('admin.php', adminLoginResponseSchema, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(credentials),
      }),
    /** GET verifytoken.php with the bearer token, credentials included (spec §7). */
    verifyToken: (token: string) =>
      call('verifytoken.php', verifyTokenResponseSchema, {
        method: 'GET',
        headers: { Authorization: bearerAuthorization(token), Accept: 'application/json' },
        credentials: 'include',
      }),
    listHomeEntries: (lang?: ContentLang) =>
      readJson('home.php', homeListResponseSchema, 'getall', lang),
    saveHome: (
      form: FormData,
      onProgress?: (progress: UploadProgress) => void,
      lang?: ContentLang,
    ) => save('home.php', homeSaveResponseSchema, form, onProgress, lang),
    readAbout: (lang?: ContentLang) => readJson('about.php', aboutGetResponseSchema, 'get', lang),
    saveAbout: (
      form: FormData,
      onProgress?: (progress: UploadProgress) => void,
      lang?: ContentLang,
    ) => save('about.php', aboutSaveResponseSchema, form, onProgress, lang),
    readTrackShipment: (lang?: ContentLang) =>
      readJson('trackship.php', trackshipGetResponseSchema, 'get', lang),
    saveTrackShipment: (
      form: FormData,
      onProgress?: (progress: UploadProgress) => void,
      lang?: ContentLang,
    ) => save('trackship.php', trackshipSaveResponseSchema, form, onProgress, lang),
    readMediaCenter: (lang?: ContentLang) =>
      readJson('media-center.php', mediaCenterGetResponseSchema, 'get', lang),
    saveMediaCenter: (
      form: FormData,
      onProgress?: (progress: UploadProgress) => void,
      lang?: ContentLang,
    ) => save('media-center.php', mediaCenterSaveResponseSchema, form, onProgress, lang),
    /** GET dashboard.php: the dashboard's figures (our server only; admin token). */
    readDashboard: () =>
      call(DASHBOARD_ROUTE, dashboardResponseSchema, {
        method: 'GET',
        headers: { ...authorization(), Accept: 'application/json' },
      }),
    /**
     * An admin JSON call beyond the legacy ones (our server only: `inbox/quotes`,
     * `shipments`...), with the token; `body` is sent as JSON.
     */
    adminJson: async <S extends z.ZodType>(
      path: string,
      schema: S,
      init: {
        method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
        body?: unknown
        /** Extra request headers (a precondition: If-Match, If-None-Match). */
        headers?: Record<string, string>
      } = {},
    ): Promise<ApiReply<z.output<S>>> => {
      const response = await fetch(`${base}/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...authorization(),
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await response.text()
      return { ok: response.ok, status: response.status, body: parseBody(schema, text) }
    },
    /**
     * An authenticated download (a résumé, a CSV export): the body and the file name the server
     * gave in Content-Disposition, or the status alone when refused.
     */
    adminDownload: async (path: string): Promise<AdminDownload> => {
      const response = await fetch(`${base}/${path}`, { headers: authorization() })
      if (!response.ok) return { ok: false, status: response.status, file: null, fileName: null }
      return {
        ok: true,
        status: response.status,
        file: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition')),
      }
    },
  }
}

export interface AdminDownload {
  ok: boolean
  status: number
  file: Blob | null
  fileName: string | null
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim())
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)
  return plain ? plain[1]!.trim() : null
}

export type LegacyApi = ReturnType<typeof createLegacyApi>

/** The body as the contract's shape, or null when it is not JSON or not that shape. */
function parseBody<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : null
}
