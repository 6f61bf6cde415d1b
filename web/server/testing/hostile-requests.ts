import { productPageQuery, siteSettingsQuery } from '../../src/lib/sanity/queries.ts'
import type { RawRequest } from './raw-http.ts'

/**
 * Requests an attacker would send to the site's servers, generated from a seed so that a failing
 * case can be sent again: malformed addresses, foreign Host headers, huge and deeply nested JSON,
 * header injection, forged and replayed preview sessions, queries the drafts proxy must not pass
 * on. Every case here is one the servers must refuse with a 4xx. The standalone Content Lake's
 * cases are its own (content-lake/src/testing/hostile-requests.ts).
 */

export type HostileTarget = 'site' | 'contact' | 'preview' | 'offline-sanity'

export type HostileCase = {
  target: HostileTarget
  name: string
  request: RawRequest
}

export type HostileContext = {
  /** `host:port` the server answers as its own. */
  host: string
  /** A valid preview session cookie (`name=value`), for the cases that get past the session. */
  previewSession: string
  /** The server's preview secret, for the cases that get past it (redirects). */
  previewSecret: string
  apiVersion: string
}

/** A small deterministic generator (mulberry32): the same seed gives the same cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T
const integer = (random: Random, max: number) => Math.floor(random() * max)

const SITE_PATHS = [
  '/rehoboth/',
  '/rehoboth/paraTuAuto',
  '/rehoboth/assets/root-Ab12Cd34.js',
  '/rehoboth/api/contact',
  '/rehoboth/api/preview',
  '/rehoboth/api/preview/exit',
  '/rehoboth/api/preview/sanity/v2025-02-19/data/query/production',
  '/rehoboth/__offline-sanity/offline.api.sanity.io/v2025-02-19/data/query/production',
  '/rehoboth/__offline-sanity/cdn.sanity.io/images/offline/production/a-1x1.png',
  '/rehoboth/__offline-recaptcha/api.js',
]

/** Corruptions of a path that the address check must refuse. */
const PATH_CORRUPTIONS: ((random: Random) => string)[] = [
  () => '%E0%A4%A',
  () => '%',
  (random) => `%${pick(random, ['zz', 'G1', '1', '%', 'x%'])}`,
  (random) =>
    pick(random, ['%80', '%BF', '%C0%AF', '%C0%AE', '%ED%A0%80', '%F8%88%80%80%80', '%FF']),
  () => '%00',
  (random) => `%${(1 + integer(random, 30)).toString(16).padStart(2, '0')}`,
  () => '%7F',
  () => 'a%0d%0aSet-Cookie:%20x=1',
  (random) => pick(random, ['../', '..', '%2e%2e/', '.%2e/', '%2E%2E%2F%2E%2E%2F', './', '%2e/']),
  (random) => pick(random, ['..%2F..%2Fpackage.json', '%2F..%2F..%2F.env', 'x/%2e%2e/%2e%2e/.env']),
  (random) => pick(random, ['\\', '%5C', '..%5C..%5C', 'a\\..\\b']),
  (random) => 'a'.repeat(2049 + integer(random, 4000)),
]

function corruptedPath(random: Random): string {
  const path = pick(random, SITE_PATHS)
  const corruption = pick(random, PATH_CORRUPTIONS)(random)
  return path.endsWith('/') ? `${path}${corruption}` : `${path}/${corruption}`
}

function corruptedQuery(random: Random): string {
  return `${pick(random, SITE_PATHS)}?${pick(random, [
    'q=%E0%A4%A',
    '%FF=1',
    'redirect=%',
    'secret=%00',
    'query=%C0%AF',
    `q=${'b'.repeat(12 * 1024 + 1 + integer(random, 2000))}`,
  ])}`
}

const FOREIGN_HOST_CASE = 'a foreign Host header'
const FOREIGN_HOSTS = [
  'evil.example',
  'evil.example:4400',
  'localhost.evil.example',
  '127.0.0.1.nip.io',
  'rehoboth.example.com',
  'offline.api.sanity.io',
]

/** `depth` nested arrays: small on the wire, deep for a careless parser or validator. */
const nestedJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

function contactBody(random: Random): { body: string; contentType: string } {
  const json = 'application/json'
  const valid = {
    firstNames: 'Ana',
    lastNames: 'Pérez',
    email: 'ana@example.com',
    country: 'CO',
    state: 'Antioquia',
    city: 'Medellín',
    phone: '3001234567',
    message: 'Hola, quisiera información.',
    website: '',
    privacy: true,
  }
  const choice = integer(random, 14)
  switch (choice) {
    case 0:
      return { body: JSON.stringify({ ...valid, message: 'x'.repeat(11_000) }), contentType: json }
    case 1:
      return { body: nestedJson(2000 + integer(random, 3000)), contentType: json }
    case 2:
      return { body: nestedObject(500 + integer(random, 900)), contentType: json }
    case 3:
      return {
        body: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
        contentType: json,
      }
    case 4:
      return { body: JSON.stringify({ ...valid, captchaToken: '' }), contentType: json }
    case 5:
      return {
        body: JSON.stringify({ ...valid, website: 'http://spam.example' }),
        contentType: json,
      }
    case 6:
      return { body: JSON.stringify({ ...valid, email: 'a@b' }), contentType: json }
    case 7:
      return { body: '{"firstNames":', contentType: json }
    case 8:
      return {
        body: JSON.stringify(valid),
        contentType: pick(random, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          '',
        ]),
      }
    case 9:
      return {
        body: JSON.stringify({ ...valid, firstNames: '<script>alert(1)</script>' }),
        contentType: json,
      }
    case 10:
      return {
        body: JSON.stringify({ ...valid, country: 'ZZ', captchaToken: 't' }),
        contentType: json,
      }
    case 11:
      return { body: '\u00ff\u00fe{"a":1}', contentType: json }
    case 12:
      return { body: JSON.stringify([valid, valid]), contentType: json }
    default:
      return {
        body: JSON.stringify({ ...valid, phone: '1'.repeat(integer(random, 200)), extra: 'x' }),
        contentType: json,
      }
  }
}

/** Addresses of the drafts proxy, with a valid session, that must not reach Sanity. */
function proxyTarget(
  random: Random,
  apiVersion: string,
): { target: string; method: string; body?: string } {
  const base = `/rehoboth/api/preview/sanity/v${apiVersion}/data/query/production`
  const q = (text: string) => encodeURIComponent(text)
  const slug = `$slug=${q('"RestauradorDeFaros"')}`
  const leads = q('*[_type == "contactRequest"]{email, phone}')
  const options = [
    { target: `${base}?query=${q(productPageQuery)}&query=${leads}&${slug}`, method: 'GET' },
    { target: `${base}?query=${q(productPageQuery)}&${slug}&${slug}`, method: 'GET' },
    { target: `${base}?query=${q(productPageQuery)}&${slug}&$id=${q('"x"')}`, method: 'GET' },
    { target: `${base}?query=${q(productPageQuery)}&${slug}&explain=true`, method: 'GET' },
    {
      target: `${base}?query=${q(siteSettingsQuery)}&perspective=raw&resultSourceMap=true`,
      method: 'GET',
    },
    { target: `${base}?query=${leads}`, method: 'GET' },
    { target: `${base}?query=${q(productPageQuery)}&$slug=${q(nestedJson(300))}`, method: 'GET' },
    {
      target: `${base}?query=${leads}`,
      method: 'POST',
      body: JSON.stringify({ query: productPageQuery, params: { slug: 'Cera' } }),
    },
    {
      target: base,
      method: 'POST',
      body: `{"query":${JSON.stringify(productPageQuery)},"params":{"slug":${nestedJson(3000)}}}`,
    },
    {
      target: base,
      method: 'POST',
      body: JSON.stringify({
        query: productPageQuery,
        params: { slug: 'x', __proto__: 1 },
        extra: 1,
      }),
    },
    { target: base, method: 'POST', body: 'x'.repeat(70 * 1024) },
    {
      target: `${base.replace('production', 'otro')}?query=${q(siteSettingsQuery)}`,
      method: 'GET',
    },
    { target: `${base}?query=${q(siteSettingsQuery)}`, method: 'DELETE' },
  ]
  return pick(random, options)
}

function previewCase(random: Random, context: HostileContext): Omit<HostileCase, 'target'> {
  const host: [string, string] = ['Host', context.host]
  const choice = integer(random, 6)
  if (choice === 0) {
    const secret = pick(random, [
      '',
      'vista-previa-local',
      'a'.repeat(40),
      '%27%20OR%201=1',
      `x${integer(random, 1e9)}`,
    ])
    return {
      name: 'a wrong preview secret',
      request: { method: 'GET', target: `/rehoboth/api/preview?secret=${secret}`, headers: [host] },
    }
  }
  if (choice === 1) {
    const redirect = pick(random, [
      '%2F%2Fevil.example',
      'https%3A%2F%2Fevil.example',
      '%2Frehoboth%2F%0D%0ASet-Cookie%3A%20x%3D1',
      '%5C%5Cevil.example',
      'javascript%3Aalert(1)',
    ])
    return {
      name: 'a redirect that leaves the site or injects a header',
      request: {
        method: 'GET',
        target: `/rehoboth/api/preview?secret=${encodeURIComponent(context.previewSecret)}&redirect=${redirect}`,
        headers: [host],
      },
    }
  }
  if (choice === 2) {
    const cookie = pick(random, [
      'rehoboth_preview=1',
      'rehoboth_preview_session=9999999999.AAAA',
      `rehoboth_preview_session=1.${'A'.repeat(43)}`,
      `rehoboth_preview_session=${'9'.repeat(400)}.x`,
      context.previewSession.replace(/=\d+\./, '=99999999999.'),
    ])
    return {
      name: 'a forged or replayed preview session',
      request: {
        method: 'GET',
        target: `/rehoboth/api/preview/sanity/v${context.apiVersion}/data/query/production?query=${encodeURIComponent(siteSettingsQuery)}`,
        headers: [host, ['Cookie', cookie]],
      },
    }
  }
  const proxied = proxyTarget(random, context.apiVersion)
  return {
    name: 'a drafts query the proxy must not pass on',
    request: {
      method: proxied.method,
      target: proxied.target,
      headers: [host, ['Cookie', context.previewSession], ['Content-Type', 'application/json']],
      ...(proxied.body !== undefined && { body: proxied.body }),
    },
  }
}

function offlineSanityCase(random: Random, context: HostileContext): Omit<HostileCase, 'target'> {
  const host: [string, string] = ['Host', context.host]
  const api = `/rehoboth/__offline-sanity/offline.api.sanity.io/v${context.apiVersion}/data`
  const choice = integer(random, 5)
  if (choice === 0) {
    return {
      name: 'a host that is not Sanity',
      request: {
        method: 'GET',
        target: `/rehoboth/__offline-sanity/${pick(random, ['evil.example', 'sanity.io.evil.example', 'x'])}/v1/data`,
        headers: [host],
      },
    }
  }
  if (choice === 1) {
    return {
      name: 'a write without a token',
      request: {
        method: 'POST',
        target: `${api}/mutate/production`,
        headers: [host, ['Content-Type', 'application/json']],
        body: JSON.stringify({ mutations: [{ create: { _type: 'product', title: 'x' } }] }),
      },
    }
  }
  if (choice === 2) {
    return {
      name: 'a write with a token the lake refuses',
      request: {
        method: 'POST',
        target: `${api}/mutate/production`,
        headers: [
          host,
          ['Content-Type', 'application/json'],
          ['Authorization', 'Bearer invalid-token'],
        ],
        body: JSON.stringify({ mutations: [{ delete: { id: 'siteSettings' } }] }),
      },
    }
  }
  if (choice === 3) {
    return {
      name: 'a query that is not GROQ',
      request: {
        method: 'GET',
        target: `${api}/query/production?query=${encodeURIComponent(pick(random, ['*[', '*[_type ==', ')(', '*{']))}`,
        headers: [host],
      },
    }
  }
  return {
    name: 'an upload without a token',
    request: {
      method: 'POST',
      target: `/rehoboth/__offline-sanity/offline.api.sanity.io/v${context.apiVersion}/assets/files/production?filename=a.html`,
      headers: [host, ['Content-Type', 'text/html']],
      body: '<script>alert(1)</script>',
    },
  }
}

/**
 * Whether a case reaches a Netlify function at all: the host answers the Host header and the
 * function is not the offline Sanity API.
 */
export function reachesFunction(hostile: HostileCase): boolean {
  return hostile.target !== 'offline-sanity' && hostile.name !== FOREIGN_HOST_CASE
}

/** One hostile request to the preview server: its site, contact API, preview API or offline API. */
export function hostileServerCase(random: Random, context: HostileContext): HostileCase {
  const host: [string, string] = ['Host', context.host]
  const kind = integer(random, 8)
  if (kind === 0) {
    return {
      target: 'site',
      name: 'a malformed path',
      request: {
        method: pick(random, ['GET', 'HEAD', 'POST']),
        target: corruptedPath(random),
        headers: [host],
      },
    }
  }
  if (kind === 1) {
    return {
      target: 'site',
      name: 'a malformed query',
      request: { method: 'GET', target: corruptedQuery(random), headers: [host] },
    }
  }
  if (kind === 2) {
    return {
      target: 'site',
      name: FOREIGN_HOST_CASE,
      request: {
        method: 'GET',
        target: pick(random, SITE_PATHS),
        headers: [['Host', pick(random, FOREIGN_HOSTS)]],
      },
    }
  }
  if (kind === 3) {
    return {
      target: 'site',
      name: 'an address that is not a path',
      request: {
        method: 'GET',
        target: pick(random, [
          '//evil.example/rehoboth/',
          'http://evil.example/rehoboth/',
          '*',
          '/rehoboth/../../etc/passwd',
        ]),
        headers: [host],
      },
    }
  }
  if (kind === 4) {
    const { body, contentType } = contactBody(random)
    const method = random() < 0.9 ? 'POST' : pick(random, ['GET', 'PUT', 'DELETE', 'PATCH'])
    return {
      target: 'contact',
      name: 'a hostile contact request',
      request: {
        method,
        target: '/rehoboth/api/contact',
        headers: [
          host,
          ...(contentType ? [['Content-Type', contentType] as [string, string]] : []),
        ],
        body,
      },
    }
  }
  if (kind === 5 || kind === 6) return { target: 'preview', ...previewCase(random, context) }
  return { target: 'offline-sanity', ...offlineSanityCase(random, context) }
}
