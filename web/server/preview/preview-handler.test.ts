import { describe, expect, it, vi } from 'vitest'
import { apiVersion } from '@rehoboth/shared/project'
import { productPageQuery, siteSettingsQuery } from '../../src/lib/sanity/queries.ts'
import { previewEndpoint } from '../endpoints.ts'
import type { PreviewConfig } from './preview-config.ts'
import {
  createPreviewHandler,
  PREVIEW_PERSPECTIVE_COOKIE,
  PREVIEW_SESSION_COOKIE,
  PREVIEW_SESSION_SECONDS,
  SECRET_GUESS_LIMIT,
  type PreviewHandlerDependencies,
} from './preview-handler.ts'
import { signPreviewSession } from './preview-session.ts'

const SECRET = 'secreto-de-prueba'
const TOKEN = 'viewer-token-de-prueba'
const SITE = 'http://localhost:4173/rehoboth/'
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0)
const QUERY_PATH = 'api/preview/sanity/v2025-02-19/data/query/production'

const config: PreviewConfig = {
  enabled: true,
  secret: SECRET,
  sanity: { projectId: 'abc123', dataset: 'production', apiVersion, token: TOKEN },
}

function handlerWith(overrides: Partial<PreviewHandlerDependencies> = {}) {
  const sanity = vi.fn<typeof fetch>(async () => Response.json({ result: { title: 'Borrador' } }))
  const handle = createPreviewHandler({
    config,
    base: '/rehoboth/',
    allowedQueries: new Set([productPageQuery, siteSettingsQuery]),
    queryBodyLimitBytes: previewEndpoint.limits.bodyBytes,
    now: () => NOW,
    fetch: sanity,
    ...overrides,
  })
  return { handle, sanity }
}

const enter = (search: string, site = SITE) => new Request(`${site}api/preview?${search}`)

async function sessionCookie(expiresAt = NOW / 1000 + 60) {
  return `${PREVIEW_SESSION_COOKIE}=${await signPreviewSession(SECRET, expiresAt)}`
}

function queryRequest(cookie: string | undefined, query: string = productPageQuery) {
  const search = new URLSearchParams({ query, $slug: '"RestauradorDeFaros"' })
  return new Request(`${SITE}${QUERY_PATH}?${search}&perspective=published`, {
    headers: cookie ? { cookie } : {},
  })
}

describe('entering preview', () => {
  it('with the secret, turns preview on and sends the editor to the page', async () => {
    const { handle } = handlerWith()
    const response = await handle(
      enter(`secret=${SECRET}&redirect=${encodeURIComponent('/rehoboth/RestauradorDeFaros')}`),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/rehoboth/RestauradorDeFaros')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [session, flag, perspective] = response.headers.getSetCookie()
    expect(session).toMatch(new RegExp(`^${PREVIEW_SESSION_COOKIE}=\\d+\\.[\\w-]+;`))
    expect(session).toContain('; HttpOnly')
    expect(flag).toMatch(/^rehoboth_preview=1;/)
    expect(flag).not.toContain('HttpOnly')
    expect(perspective).toMatch(new RegExp(`^${PREVIEW_PERSPECTIVE_COOKIE}=drafts;.*; HttpOnly`))
    for (const cookie of [session, flag, perspective]) {
      expect(cookie).toContain('; Path=/rehoboth;')
      expect(cookie).toContain('; SameSite=Lax')
      expect(cookie).toContain(`; Max-Age=${PREVIEW_SESSION_SECONDS}`)
      expect(cookie).not.toContain('Secure')
    }
  })

  it('on an https site, keeps its cookies in the Studio’s cross-site frame', async () => {
    const { handle } = handlerWith()
    const response = await handle(enter(`secret=${SECRET}`, 'https://sitio.example/rehoboth/'))
    expect(response.headers.get('location')).toBe('/rehoboth/')
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(3)
    for (const cookie of cookies) {
      expect(cookie).toContain('; SameSite=None; Secure; Partitioned')
      expect(cookie).not.toContain('Lax')
    }
  })

  it.each([
    ['a wrong secret', 'secret=otra-clave&redirect=/rehoboth/'],
    ['a secret that only starts right', `secret=${SECRET.slice(0, -1)}`],
    ['no secret', 'redirect=/rehoboth/'],
  ])('answers 401 with a clear message to %s, and sets no cookie', async (_, search) => {
    const { handle } = handlerWith()
    const response = await handle(enter(search))
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('La clave de la vista previa falta o no es correcta')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(response.headers.get('location')).toBeNull()
  })

  it.each([
    ['https://malo.example/rehoboth/'],
    ['//malo.example/rehoboth/'],
    ['/\\malo.example'],
    ['\\\\malo.example'],
    ['javascript:alert(1)'],
    ['rehoboth/RestauradorDeFaros'],
    ['/rehoboth/\nSet-Cookie: x=1'],
  ])('refuses to send the editor to %j', async (redirect) => {
    const { handle } = handlerWith()
    const response = await handle(
      enter(`secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`),
    )
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('debe ser una página de este sitio')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it.each([
    ['/RestauradorDeFaros', '/rehoboth/RestauradorDeFaros'],
    ['/rehoboth/paraTuAuto?x=1#tarjetas', '/rehoboth/paraTuAuto?x=1#tarjetas'],
    ['/rehoboth', '/rehoboth'],
    ['/rehoboth/../otro-sitio', '/rehoboth/otro-sitio'],
  ])('keeps the redirect %j on the site as %j', async (redirect, location) => {
    const { handle } = handlerWith()
    const response = await handle(
      enter(`secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`),
    )
    expect(response.headers.get('location')).toBe(location)
  })

  it('answers 503 where preview is not configured', async () => {
    const { handle } = handlerWith({ config: { enabled: false, reason: 'sin clave' } })
    const response = await handle(enter(`secret=${SECRET}`))
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('no está configurada')
  })
})

describe('entering preview from the Studio (Presentation)', () => {
  const studioSecret = 'secreto-de-una-hora'
  const enable = (search: string, site = SITE) => new Request(`${site}api/preview/enable?${search}`)
  const presentationSearch = (pathname: string, perspective = 'drafts') =>
    new URLSearchParams({
      'sanity-preview-secret': studioSecret,
      'sanity-preview-perspective': perspective,
      'sanity-preview-pathname': pathname,
    }).toString()
  // What Sanity's validatePreviewUrl answers, given the secrets the Studio wrote.
  const checkStudioPreview = vi.fn(async (url: string) => {
    const search = new URL(url).searchParams
    return {
      isValid: search.get('sanity-preview-secret') === studioSecret,
      redirectTo: `${search.get('sanity-preview-pathname')}?sanity-preview-perspective=${search.get('sanity-preview-perspective')}`,
      perspective: search.get('sanity-preview-perspective') ?? undefined,
    }
  })

  it('with a valid secret, starts the session in the Studio’s perspective and opens the page', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(
      enable(presentationSearch('/rehoboth/RestauradorDeFaros', 'published')),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/rehoboth/RestauradorDeFaros')
    const cookies = response.headers.getSetCookie()
    expect(cookies[0]).toMatch(new RegExp(`^${PREVIEW_SESSION_COOKIE}=\\d+\\.`))
    expect(cookies[1]).toMatch(/^rehoboth_preview=1;/)
    expect(cookies[2]).toMatch(new RegExp(`^${PREVIEW_PERSPECTIVE_COOKIE}=published;`))
    expect(checkStudioPreview).toHaveBeenLastCalledWith(expect.stringContaining(studioSecret))
  })

  it('over https, sets cookies the cross-site Studio frame keeps', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(
      enable(presentationSearch('/rehoboth/'), 'https://sitio.example/rehoboth/'),
    )
    for (const cookie of response.headers.getSetCookie()) {
      expect(cookie).toContain('; SameSite=None; Secure; Partitioned')
    }
  })

  it('answers 401 to a secret the Studio did not write, and sets no cookie', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(
      enable(presentationSearch('/rehoboth/').replace(studioSecret, 'adivinado')),
    )
    expect(response.status).toBe(401)
    expect(await response.text()).toContain('Editar en la página')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('does not take the shared preview secret in place of the Studio’s', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(enable(`sanity-preview-secret=${SECRET}`))
    expect(response.status).toBe(401)
  })

  it('keeps the editor on the site', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(enable(presentationSearch('//malo.example/rehoboth/')))
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('falls back to drafts when the perspective is not one Sanity reads', async () => {
    const { handle } = handlerWith({ checkStudioPreview })
    const response = await handle(enable(presentationSearch('/rehoboth/', 'raw')))
    expect(response.headers.getSetCookie()[2]).toMatch(/^rehoboth_preview_perspective=drafts;/)
  })

  it('answers 502 when Sanity cannot check the secret', async () => {
    const logError = vi.fn()
    const { handle } = handlerWith({
      checkStudioPreview: async () => {
        throw new TypeError('fetch failed')
      },
      logError,
    })
    const response = await handle(enable(presentationSearch('/rehoboth/')))
    expect(response.status).toBe(502)
    expect(logError).toHaveBeenCalledOnce()
  })
})

describe('switching between drafts and published', () => {
  const switchTo = (perspective: string, cookie?: string) =>
    new Request(`${SITE}api/preview/perspective?perspective=${encodeURIComponent(perspective)}`, {
      headers: cookie ? { cookie } : {},
    })

  it.each(['published', 'drafts', 'rVerano,drafts'])(
    'in a preview session, the proxy reads %s from then on',
    async (perspective) => {
      const { handle, sanity } = handlerWith()
      const switched = await handle(switchTo(perspective, await sessionCookie()))
      expect(switched.status).toBe(204)
      const [cookie] = switched.headers.getSetCookie()
      expect(cookie).toMatch(new RegExp(`^${PREVIEW_PERSPECTIVE_COOKIE}=${perspective};`))
      const chosen = cookie!.split(';')[0]!
      await handle(queryRequest(`${await sessionCookie()}; ${chosen}`))
      const [target] = sanity.mock.calls[0]!
      expect(new URL(String(target)).searchParams.getAll('perspective')).toEqual([perspective])
    },
  )

  it('refuses without a session, and refuses perspectives Sanity would not read', async () => {
    const { handle } = handlerWith()
    expect((await handle(switchTo('published'))).status).toBe(401)
    const session = await sessionCookie()
    for (const perspective of ['raw', 'drafts;Path=/', 'a b', '']) {
      expect((await handle(switchTo(perspective, session))).status).toBe(400)
    }
  })

  it('the proxy ignores a perspective cookie it would not have set', async () => {
    const { handle, sanity } = handlerWith()
    await handle(queryRequest(`${await sessionCookie()}; ${PREVIEW_PERSPECTIVE_COOKIE}=raw`))
    const [target] = sanity.mock.calls[0]!
    expect(new URL(String(target)).searchParams.get('perspective')).toBe('drafts')
  })
})

describe('leaving preview', () => {
  it('clears both cookies and returns to the page, on the site only', async () => {
    const { handle } = handlerWith()
    const back = await handle(
      new Request(`${SITE}api/preview/exit?redirect=${encodeURIComponent('/rehoboth/Contacto')}`),
    )
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/rehoboth/Contacto')
    const cookies = back.headers.getSetCookie()
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      PREVIEW_SESSION_COOKIE,
      'rehoboth_preview',
      PREVIEW_PERSPECTIVE_COOKIE,
    ])
    for (const cookie of cookies) expect(cookie).toContain('; Max-Age=0')

    const away = await handle(
      new Request(`${SITE}api/preview/exit?redirect=${encodeURIComponent('//malo.example')}`),
    )
    expect(away.headers.get('location')).toBe('/rehoboth/')
  })
})

describe('the drafts query proxy', () => {
  it('runs the query on Sanity with the server token and the drafts perspective', async () => {
    const { handle, sanity } = handlerWith()
    const response = await handle(queryRequest(await sessionCookie()))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ result: { title: 'Borrador' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')

    expect(sanity).toHaveBeenCalledOnce()
    const [target, init] = sanity.mock.calls[0]!
    const url = new URL(String(target))
    expect(url.origin).toBe('https://abc123.api.sanity.io')
    expect(url.pathname).toBe('/v2025-02-19/data/query/production')
    expect(url.searchParams.getAll('perspective')).toEqual(['drafts'])
    expect(url.searchParams.get('query')).toBe(productPageQuery)
    expect(url.searchParams.get('$slug')).toBe('"RestauradorDeFaros"')
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`)
  })

  it('forwards long queries sent as POST with their parameters', async () => {
    const { handle, sanity } = handlerWith()
    const body = JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' } })
    const response = await handle(
      new Request(`${SITE}${QUERY_PATH}`, {
        method: 'POST',
        headers: { cookie: await sessionCookie(), 'content-type': 'application/json' },
        body,
      }),
    )
    expect(response.status).toBe(200)
    const [target, init] = sanity.mock.calls[0]!
    expect(new URL(String(target)).searchParams.get('perspective')).toBe('drafts')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(body)
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${TOKEN}`)
  })

  it.each([
    ['without a session', async () => undefined],
    ['with a flag cookie only', async () => 'rehoboth_preview=1'],
    ['with an expired session', () => sessionCookie(NOW / 1000 - 1)],
    [
      'with a session signed by another secret',
      async () => `${PREVIEW_SESSION_COOKIE}=${await signPreviewSession('otra', NOW / 1000 + 60)}`,
    ],
    [
      'with a session whose end was moved',
      async () => (await sessionCookie()).replace(/=\d+\./, `=${NOW / 1000 + 999_999}.`),
    ],
  ])('refuses %s and never calls Sanity', async (_, cookie) => {
    const { handle, sanity } = handlerWith()
    const response = await handle(queryRequest(await cookie()))
    expect(response.status).toBe(401)
    expect((await response.json()).message).toContain('La vista previa no está activa')
    expect(sanity).not.toHaveBeenCalled()
  })

  it('runs only the site’s own queries, on its own dataset', async () => {
    const { handle, sanity } = handlerWith()
    const cookie = await sessionCookie()
    const other = await handle(queryRequest(cookie, '*[_type == "contactRequest"]'))
    expect(other.status).toBe(403)
    const otherDataset = await handle(
      new Request(
        `${SITE}api/preview/sanity/v2025-02-19/data/query/staging?query=${encodeURIComponent(siteSettingsQuery)}`,
        { headers: { cookie } },
      ),
    )
    expect(otherDataset.status).toBe(404)
    expect(sanity).not.toHaveBeenCalled()
  })

  it('answers 502 when Sanity cannot be reached', async () => {
    const logError = vi.fn()
    const { handle } = handlerWith({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
      logError,
    })
    const response = await handle(queryRequest(await sessionCookie()))
    expect(response.status).toBe(502)
    expect(logError).toHaveBeenCalledOnce()
  })
})

describe('the drafts query proxy sends only what it checked', () => {
  const search = (...pairs: [string, string][]) => new URLSearchParams(pairs).toString()
  const slug: [string, string] = ['$slug', '"RestauradorDeFaros"']

  async function get(query: string) {
    const { handle, sanity } = handlerWith()
    const response = await handle(
      new Request(`${SITE}${QUERY_PATH}?${query}`, { headers: { cookie: await sessionCookie() } }),
    )
    return { response, sanity }
  }

  it('rebuilds the request from the query, its parameters and the perspective', async () => {
    const { response, sanity } = await get(
      search(
        ['query', productPageQuery],
        slug,
        ['perspective', 'drafts'],
        ['returnQuery', 'false'],
      ),
    )
    expect(response.status).toBe(200)
    const url = new URL(String(sanity.mock.calls[0]![0]))
    expect([...url.searchParams.keys()].sort()).toEqual(
      ['$slug', 'perspective', 'query', 'returnQuery'].sort(),
    )
    expect(url.searchParams.get('perspective')).toBe('drafts')
  })

  it.each([
    [
      'a second query',
      search(['query', productPageQuery], ['query', '*[_type == "contactRequest"]{email}'], slug),
    ],
    [
      'the same query twice',
      search(['query', productPageQuery], ['query', productPageQuery], slug),
    ],
    ['a parameter twice', search(['query', productPageQuery], slug, slug)],
    [
      'a parameter the query does not declare',
      search(['query', productPageQuery], slug, ['$id', '"x"']),
    ],
    ['a declared parameter missing', search(['query', productPageQuery])],
    [
      'a parameter that is not JSON',
      search(['query', productPageQuery], ['$slug', 'sin comillas']),
    ],
    ['a parameter that is an object', search(['query', productPageQuery], ['$slug', '{"a":1}'])],
    ['a parameter for a query without any', search(['query', siteSettingsQuery], slug)],
    ['an option Sanity would take', search(['query', productPageQuery], slug, ['explain', 'true'])],
    ['another perspective value', search(['query', productPageQuery], slug, ['perspective', 'x'])],
    [
      'a returnQuery other than false',
      search(['query', productPageQuery], slug, ['returnQuery', 'true']),
    ],
    ['a tag', search(['query', productPageQuery], slug, ['tag', 'x'])],
    ['no query', search(slug)],
  ])('answers 400 to %s and never calls Sanity', async (_, query) => {
    const { response, sanity } = await get(query)
    expect(response.status).toBe(400)
    expect(sanity).not.toHaveBeenCalled()
  })

  async function post(body: string, query = '') {
    const { handle, sanity } = handlerWith()
    const response = await handle(
      new Request(`${SITE}${QUERY_PATH}${query}`, {
        method: 'POST',
        headers: { cookie: await sessionCookie(), 'content-type': 'application/json' },
        body,
      }),
    )
    return { response, sanity }
  }

  it('sends a POST with the checked body and only the options in the address', async () => {
    const { response, sanity } = await post(
      JSON.stringify({ params: { slug: 'Cera' }, query: productPageQuery }),
      '?returnQuery=false&perspective=drafts',
    )
    expect(response.status).toBe(200)
    const [target, init] = sanity.mock.calls[0]!
    expect(init?.body).toBe(JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' } }))
    expect([...new URL(String(target)).searchParams.keys()].sort()).toEqual([
      'perspective',
      'returnQuery',
    ])
  })

  it.each([
    [
      'a query in the address as well',
      JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' } }),
      `?query=${encodeURIComponent('*[_type == "contactRequest"]')}`,
    ],
    [
      'a parameter in the address',
      JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' } }),
      '?$slug="Otro"',
    ],
    [
      'another field in the body',
      JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' }, options: {} }),
      '',
    ],
    [
      'an undeclared parameter',
      JSON.stringify({ query: productPageQuery, params: { slug: 'Cera', id: 'x' } }),
      '',
    ],
    ['parameters that are a list', JSON.stringify({ query: productPageQuery, params: [] }), ''],
    ['a body that is a list', JSON.stringify([productPageQuery]), ''],
    ['a body that is not JSON', '{"query":', ''],
    [
      'a deeply nested parameter',
      `{"query":${JSON.stringify(productPageQuery)},"params":{"slug":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      '',
    ],
  ])('answers 400 to a POST with %s and never calls Sanity', async (_, body, query) => {
    const { response, sanity } = await post(body, query)
    expect(response.status).toBe(400)
    expect(sanity).not.toHaveBeenCalled()
  })

  it('answers 403 to a POST whose body holds a query of its own', async () => {
    const { response, sanity } = await post(
      JSON.stringify({ query: '*[_type == "contactRequest"]' }),
    )
    expect(response.status).toBe(403)
    expect(sanity).not.toHaveBeenCalled()
  })
})

describe('wrong preview secrets', () => {
  it('are throttled per address: 429 after ten, even for the right secret', async () => {
    const { handle } = handlerWith()
    const from = (clientIp: string, secret: string) =>
      handle(enter(`secret=${encodeURIComponent(secret)}`), { clientIp })
    for (let guess = 0; guess < SECRET_GUESS_LIMIT.maxFailures; guess += 1) {
      expect((await from('203.0.113.9', `intento-${guess}`)).status).toBe(401)
    }
    const blocked = await from('203.0.113.9', SECRET)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.headers.getSetCookie()).toEqual([])
    expect((await from('203.0.113.10', SECRET)).status).toBe(303)
  })

  it('count an IPv6 /64 as one address', async () => {
    const { handle } = handlerWith()
    for (let guess = 0; guess < SECRET_GUESS_LIMIT.maxFailures; guess += 1) {
      const clientIp = `2001:db8:5:6::${(guess + 1).toString(16)}`
      expect((await handle(enter('secret=otra'), { clientIp })).status).toBe(401)
    }
    expect(
      (await handle(enter(`secret=${SECRET}`), { clientIp: '2001:db8:5:6::ffff' })).status,
    ).toBe(429)
  })

  it("are throttled on the Studio's way in too, and counted with the shared secret's", async () => {
    const studioSecret = 'secreto-de-una-hora'
    const checkStudioPreview = vi.fn(async (url: string) => ({
      isValid: new URL(url).searchParams.get('sanity-preview-secret') === studioSecret,
      redirectTo: '/rehoboth/',
      perspective: undefined,
    }))
    const { handle } = handlerWith({ checkStudioPreview })
    const enable = (secret: string, clientIp: string) =>
      handle(new Request(`${SITE}api/preview/enable?sanity-preview-secret=${secret}`), {
        clientIp,
      })
    for (let guess = 0; guess < 30; guess += 1) {
      const expected = guess < SECRET_GUESS_LIMIT.maxFailures ? 401 : 429
      expect((await enable(`intento-${guess}`, '203.0.113.9')).status).toBe(expected)
    }
    // Blocked guesses never reach Sanity, and the right secret waits too.
    expect(checkStudioPreview).toHaveBeenCalledTimes(SECRET_GUESS_LIMIT.maxFailures)
    const blocked = await enable(studioSecret, '203.0.113.9')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handle(enter(`secret=${SECRET}`), { clientIp: '203.0.113.9' })).status).toBe(429)
    expect((await enable(studioSecret, '203.0.113.10')).status).toBe(303)

    const { handle: fresh } = handlerWith({ checkStudioPreview })
    for (let guess = 0; guess < SECRET_GUESS_LIMIT.maxFailures / 2; guess += 1) {
      await fresh(enter('secret=otra'), { clientIp: '198.51.100.4' })
      await fresh(new Request(`${SITE}api/preview/enable?sanity-preview-secret=otra`), {
        clientIp: '198.51.100.4',
      })
    }
    expect((await fresh(enter(`secret=${SECRET}`), { clientIp: '198.51.100.4' })).status).toBe(429)
  })

  it('stay blocked after 10,100 other addresses have guessed', async () => {
    const { handle } = handlerWith()
    const blocked = { clientIp: '198.51.100.1' }
    for (let guess = 0; guess < SECRET_GUESS_LIMIT.maxFailures; guess += 1) {
      await handle(enter('secret=otra'), blocked)
    }
    for (let other = 0; other < 10_100; other += 1) {
      const clientIp = `10.${(other >> 16) & 255}.${(other >> 8) & 255}.${other & 255}`
      await handle(enter('secret=otra'), { clientIp })
    }
    expect((await handle(enter(`secret=${SECRET}`), blocked)).status).toBe(429)
  })
})
