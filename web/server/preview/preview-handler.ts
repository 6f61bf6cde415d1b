import {
  PREVIEW_ENABLE_PATH,
  PREVIEW_EXIT_PATH,
  PREVIEW_FLAG_COOKIE,
  PREVIEW_PATH,
  PREVIEW_PERSPECTIVE_PATH,
  PREVIEW_SANITY_PATH,
} from '../../src/lib/sanity/preview-mode.ts'
import { clientKey } from '../http/client-key.ts'
import { createFailureThrottle, type FailureThrottle } from '../http/failure-throttle.ts'
import { BodyTooLargeError, readLimitedText } from '../limited-body.ts'
import type { PreviewConfig, SanityReadSource } from './preview-config.ts'
import { checkDraftsQuery, type DraftsQuery } from './drafts-query.ts'
import { isPreviewSecret, isValidPreviewSession, signPreviewSession } from './preview-session.ts'
import { DRAFTS, previewPerspective } from './preview-perspective.ts'
import { siteRedirect, withoutStudioParameters } from './site-redirect.ts'
import { studioPreviewCheck, type StudioPreviewCheck } from './studio-preview-secret.ts'

/** HttpOnly: the signed session the query proxy checks. Scripts only see PREVIEW_FLAG_COOKIE. */
export const PREVIEW_SESSION_COOKIE = 'rehoboth_preview_session'
/** HttpOnly: which content the query proxy reads ('drafts' unless the editor switched). */
export const PREVIEW_PERSPECTIVE_COOKIE = 'rehoboth_preview_perspective'
/** How long a preview link keeps preview on: an editing session. */
export const PREVIEW_SESSION_SECONDS = 2 * 60 * 60

/** Wrong secrets one address (an IPv6 /64) may send before it waits for the window to end. */
export const SECRET_GUESS_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 }

export type PreviewRequestContext = {
  /** The caller's IP address, as the server or platform that received the request saw it. */
  clientIp?: string | undefined
}

export type PreviewHandler = (
  request: Request,
  context?: PreviewRequestContext,
) => Promise<Response>

export type PreviewHandlerDependencies = {
  config: PreviewConfig
  /** The site's base path with its trailing slash, e.g. '/rehoboth/'. */
  base: string
  /** The GROQ queries the site sends; the proxy runs these and nothing else. */
  allowedQueries: ReadonlySet<string>
  /** The largest query body the proxy reads; a longer one is refused with 413. */
  queryBodyLimitBytes: number
  /** Counts wrong secrets per client; by default SECRET_GUESS_LIMIT, in this process's memory. */
  secretGuesses?: FailureThrottle
  now?: () => number
  fetch?: typeof fetch
  /** Checks the one-hour secret of the Studio's Presentation tool; Sanity's own check by default. */
  checkStudioPreview?: StudioPreviewCheck
  logError?: (message: string, error?: unknown) => void
}

const answers = {
  notConfigured: 'La vista previa de borradores no está configurada en este servidor.',
  tooManyGuesses:
    'Demasiados intentos con una clave equivocada desde esta conexión. Espera unos minutos y abre de nuevo el enlace completo.',
  badSecret:
    'La clave de la vista previa falta o no es correcta. Abre la vista previa con el enlace completo que te dio el equipo del sitio.',
  badRedirect:
    'La dirección de regreso («redirect») debe ser una página de este sitio, por ejemplo /RestauradorDeFaros.',
  method: 'Este método no está permitido aquí.',
  notPreviewing: 'La vista previa no está activa. Ábrela de nuevo con el enlace de vista previa.',
  notFound: 'Aquí no hay nada.',
  queryRefused: 'La vista previa solo ejecuta las consultas del sitio.',
  badQuery: 'La consulta no es válida.',
  unavailable: 'No pudimos leer los borradores en Sanity en este momento.',
  badStudioSecret:
    'El enlace de la vista previa del Studio no es válido o ya venció. Ábrela otra vez desde «Editar en la página».',
  badPerspective: 'Esa vista («perspective») no existe.',
} as const

/**
 * Drafts preview, written against the Fetch API like the contact API:
 * - GET {base}api/preview?secret=…&redirect=/<path> turns preview on (401 without the secret);
 * - GET {base}api/preview/enable?sanity-preview-secret=…&sanity-preview-pathname=… turns it on
 *   from the Studio's Presentation tool, whose secret Sanity's own check validates;
 * - GET {base}api/preview/perspective?perspective=drafts|published switches an open preview;
 * - GET {base}api/preview/exit?redirect=/<path> turns it off;
 * - {base}api/preview/sanity/v<date>/data/query/<dataset> answers as Sanity's query endpoint,
 *   reading the drafts perspective with the server's token, for preview sessions only.
 */
export function createPreviewHandler({
  config,
  base,
  allowedQueries,
  queryBodyLimitBytes,
  now = Date.now,
  secretGuesses = createFailureThrottle({ ...SECRET_GUESS_LIMIT, now }),
  fetch: send = (input, init) => globalThis.fetch(input, init),
  logError = (message, error) => console.error(`[preview] ${message}`, error ?? ''),
  checkStudioPreview,
}: PreviewHandlerDependencies): PreviewHandler {
  let checkStudioSecret = checkStudioPreview
  return async (request, context = {}) => {
    const url = new URL(request.url)
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : ''
    const cookies = cookieOptions(url, base)
    const lifetime = `Max-Age=${PREVIEW_SESSION_SECONDS}`
    const hasSession = async () =>
      config.enabled &&
      isValidPreviewSession(
        config.secret,
        readCookie(request.headers.get('cookie'), PREVIEW_SESSION_COOKIE),
        Math.floor(now() / 1000),
      )
    const startSession = async (location: string, secret: string, perspective: string) => {
      const expiresAt = Math.floor(now() / 1000) + PREVIEW_SESSION_SECONDS
      const session = await signPreviewSession(secret, expiresAt)
      return redirect(location, [
        `${PREVIEW_SESSION_COOKIE}=${session}; ${cookies}; ${lifetime}; HttpOnly`,
        `${PREVIEW_FLAG_COOKIE}=1; ${cookies}; ${lifetime}`,
        `${PREVIEW_PERSPECTIVE_COOKIE}=${perspective}; ${cookies}; ${lifetime}; HttpOnly`,
      ])
    }

    if (path === PREVIEW_EXIT_PATH) {
      if (!isRead(request)) return methodNotAllowed('GET')
      const location = siteRedirect(url.searchParams.get('redirect'), base) ?? base
      return redirect(location, [
        `${PREVIEW_SESSION_COOKIE}=; ${cookies}; Max-Age=0; HttpOnly`,
        `${PREVIEW_FLAG_COOKIE}=; ${cookies}; Max-Age=0`,
        `${PREVIEW_PERSPECTIVE_COOKIE}=; ${cookies}; Max-Age=0; HttpOnly`,
      ])
    }

    // Both ways in count wrong secrets together, per address. Blocked even with the right
    // secret: otherwise guessing would go on, told apart by a 303.
    const client = clientKey(context.clientIp)
    const guessesBlocked = () => {
      const retryAfter = secretGuesses.retryAfter(client)
      return retryAfter === undefined
        ? undefined
        : text(429, answers.tooManyGuesses, { 'Retry-After': String(retryAfter) })
    }

    if (path === PREVIEW_PATH) {
      if (!isRead(request)) return methodNotAllowed('GET')
      if (!config.enabled) return text(503, answers.notConfigured)
      const blocked = guessesBlocked()
      if (blocked) return blocked
      if (!(await isPreviewSecret(config.secret, url.searchParams.get('secret')))) {
        secretGuesses.recordFailure(client)
        return text(401, answers.badSecret)
      }
      const location = siteRedirect(url.searchParams.get('redirect'), base)
      if (location === undefined) return text(400, answers.badRedirect)
      return startSession(location, config.secret, DRAFTS)
    }

    if (path === PREVIEW_ENABLE_PATH) {
      if (!isRead(request)) return methodNotAllowed('GET')
      if (!config.enabled) return text(503, answers.notConfigured)
      // Each guess costs a query to Sanity with the read token.
      const blocked = guessesBlocked()
      if (blocked) return blocked
      checkStudioSecret ??= studioPreviewCheck(config.sanity)
      let studio: Awaited<ReturnType<StudioPreviewCheck>>
      try {
        studio = await checkStudioSecret(url.href)
      } catch (error) {
        logError('The Studio preview secret could not be checked on Sanity.', error)
        return text(502, answers.unavailable)
      }
      if (!studio.isValid) {
        secretGuesses.recordFailure(client)
        return text(401, answers.badStudioSecret)
      }
      const location = siteRedirect(withoutStudioParameters(studio.redirectTo ?? null), base)
      if (location === undefined) return text(400, answers.badRedirect)
      return startSession(location, config.secret, previewPerspective(studio.perspective) ?? DRAFTS)
    }

    if (path === PREVIEW_PERSPECTIVE_PATH) {
      if (!isRead(request)) return methodNotAllowed('GET')
      if (!(await hasSession())) return text(401, answers.notPreviewing)
      const perspective = previewPerspective(url.searchParams.get('perspective'))
      if (perspective === undefined) return text(400, answers.badPerspective)
      return new Response(null, {
        status: 204,
        headers: [
          ['Cache-Control', 'no-store'],
          [
            'Set-Cookie',
            `${PREVIEW_PERSPECTIVE_COOKIE}=${perspective}; ${cookies}; ${lifetime}; HttpOnly`,
          ],
        ],
      })
    }

    const queryPath = path.startsWith(`${PREVIEW_SANITY_PATH}/`)
      ? path.slice(PREVIEW_SANITY_PATH.length + 1)
      : undefined
    if (queryPath === undefined) return sanityError(404, answers.notFound)
    if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed('GET, POST')
    if (!config.enabled) return sanityError(503, answers.notConfigured)
    if (!(await hasSession())) return sanityError(401, answers.notPreviewing)
    const perspective =
      previewPerspective(readCookie(request.headers.get('cookie'), PREVIEW_PERSPECTIVE_COOKIE)) ??
      DRAFTS
    const route = /^(v\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)$/.exec(queryPath)
    if (!route?.[1] || route[2] !== config.sanity.dataset) return sanityError(404, answers.notFound)

    const body =
      request.method === 'POST' ? await readQueryBody(request, queryBodyLimitBytes) : undefined
    if (body instanceof Response) return body
    const checked = checkDraftsQuery(url.searchParams, body, allowedQueries)
    if (checked === 'refused') return sanityError(403, answers.queryRefused)
    if (checked === 'malformed') return sanityError(400, answers.badQuery)
    try {
      const upstream = await send(
        draftsQueryUrl(config.sanity, route[1], checked, !!body, perspective),
        {
          method: request.method,
          headers: {
            Authorization: `Bearer ${config.sanity.token}`,
            ...(body && { 'Content-Type': 'application/json' }),
          },
          ...(body && {
            body: JSON.stringify({ query: checked.query, params: checked.params }),
          }),
        },
      )
      return new Response(upstream.body, {
        status: upstream.status,
        headers: {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
          'Cache-Control': 'private, no-store',
        },
      })
    } catch (error) {
      logError('Sanity could not be reached for a drafts query.', error)
      return sanityError(502, answers.unavailable)
    }
  }
}

/**
 * Sanity's own query address for the checked query, in the perspective the session reads: built
 * from the checked parts only, never from what the request's address held.
 */
function draftsQueryUrl(
  sanity: SanityReadSource,
  version: string,
  checked: DraftsQuery,
  inBody: boolean,
  perspective: string,
): URL {
  const url = new URL(
    `https://${sanity.projectId}.api.sanity.io/${version}/data/query/${sanity.dataset}`,
  )
  if (!inBody) {
    url.searchParams.set('query', checked.query)
    for (const [name, value] of Object.entries(checked.params)) {
      url.searchParams.set(`$${name}`, JSON.stringify(value))
    }
  }
  url.searchParams.set('perspective', perspective)
  if (checked.returnQuery === false) url.searchParams.set('returnQuery', 'false')
  return url
}

async function readQueryBody(
  request: Request,
  queryBodyLimitBytes: number,
): Promise<{ parsed: unknown } | Response> {
  try {
    const text = await readLimitedText(request, queryBodyLimitBytes)
    return { parsed: JSON.parse(text) as unknown }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sanityError(413, answers.badQuery)
    return sanityError(400, answers.badQuery)
  }
}

function isRead(request: Request): boolean {
  return request.method === 'GET' || request.method === 'HEAD'
}

/**
 * The cookies belong to the whole site and nothing else. Over https the Studio frames the site from
 * another site, where only `SameSite=None` cookies are sent, and browsers that partition third-party
 * cookies keep them only when `Partitioned` (kept per Studio, which is what preview needs).
 */
function cookieOptions(url: URL, base: string): string {
  const crossSite =
    url.protocol === 'https:' ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax'
  return `Path=${base.replace(/\/$/, '') || '/'}; ${crossSite}`
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

const noStore = { 'Cache-Control': 'no-store' }

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ ...noStore, Location: location })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  })
}

function methodNotAllowed(allow: string): Response {
  return new Response(`${answers.method}\n`, {
    status: 405,
    headers: { ...noStore, Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/** Refusals of the query proxy, shaped like Sanity's errors so the client reports their message. */
function sanityError(status: number, message: string): Response {
  return Response.json(
    { statusCode: status, error: message, message },
    { status, headers: noStore },
  )
}
