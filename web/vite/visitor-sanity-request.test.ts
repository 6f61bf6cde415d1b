import { describe, expect, it } from 'vitest'
import { productPageQuery, siteSettingsQuery } from '../src/lib/sanity/queries.ts'
import { visitorSanityRequest } from './visitor-sanity-request.ts'

const siteQueries = new Set([productPageQuery, siteSettingsQuery])
const api = 'https://offline.apicdn.sanity.io/v2025-02-19/data'
const image = 'https://cdn.sanity.io/images/offline/production/abc123-640x360.jpg?w=64&auto=format'
const credentials = {
  Authorization: 'Bearer x',
  Cookie: 'sanity-session=x',
  Origin: 'http://localhost:9999',
  'X-Content-Lake-Client-Address': '127.0.0.7',
}

const check = (url: string, init: RequestInit = {}) =>
  visitorSanityRequest(new Request(url, init), siteQueries)

async function forwarded(url: string, init: RequestInit = {}): Promise<Request> {
  const result = await check(url, init)
  if (!(result instanceof Request)) throw new Error(`refused: ${result.status}`)
  return result
}

describe('what the offline proxy passes on', () => {
  it("a site's query, anonymously and published, rebuilt from what was checked", async () => {
    const search = new URLSearchParams({
      query: productPageQuery,
      $slug: '"RestauradorDeFaros"',
      returnQuery: 'false',
    })
    const request = await forwarded(`${api}/query/production?${search}`, { headers: credentials })
    const url = new URL(request.url)
    expect(url.origin + url.pathname).toBe(`${api}/query/production`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: productPageQuery,
      $slug: '"RestauradorDeFaros"',
      perspective: 'published',
      returnQuery: 'false',
    })
    expect([...request.headers.keys()]).toEqual(['x-content-lake-client-address'])
  })

  it('a long query sent as POST, with only its query and parameters in the body', async () => {
    const request = await forwarded(`${api}/query/production?perspective=published`, {
      method: 'POST',
      headers: { ...credentials, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: siteSettingsQuery, params: {} }),
    })
    expect(request.method).toBe('POST')
    expect(request.headers.get('authorization')).toBeNull()
    expect(await request.json()).toEqual({ query: siteSettingsQuery, params: {} })
  })

  it('an image, with the headers a browser sends for one and no credentials', async () => {
    const request = await forwarded(image, {
      headers: { ...credentials, Accept: 'image/avif', Range: 'bytes=0-99' },
    })
    expect(request.url).toBe(image)
    expect(Object.fromEntries(request.headers)).toEqual({
      accept: 'image/avif',
      range: 'bytes=0-99',
      'x-content-lake-client-address': '127.0.0.7',
    })
  })
})

describe('what the offline proxy refuses', () => {
  it.each([
    ['another query', `${api}/query/production?query=*`, {}, 403],
    [
      'the drafts perspective',
      `${api}/query/production?query=${encodeURIComponent(siteSettingsQuery)}&perspective=drafts`,
      {},
      403,
    ],
    [
      'a query with an undeclared parameter',
      `${api}/query/production?query=${encodeURIComponent(siteSettingsQuery)}&$slug="x"`,
      {},
      400,
    ],
    [
      'another query in a POST body',
      `${api}/query/production`,
      { method: 'POST', body: JSON.stringify({ query: '*[_type == "contactRequest"]' }) },
      403,
    ],
    ['a body that is not JSON', `${api}/query/production`, { method: 'POST', body: '{' }, 400],
    [
      'a body over 64 KB',
      `${api}/query/production`,
      { method: 'POST', body: JSON.stringify({ query: 'x'.repeat(70_000) }) },
      413,
    ],
    ['a DELETE of a query', `${api}/query/production`, { method: 'DELETE' }, 405],
    ['a mutation', `${api}/mutate/production`, { method: 'POST', body: '{}' }, 403],
    ['a document by id', `${api}/doc/production/siteSettings`, {}, 403],
    ['a listener', `${api}/listen/production?query=*`, {}, 403],
    [
      "the Studio's key-value store",
      'https://offline.api.sanity.io/v2025-02-19/users/me/keyvalue',
      { method: 'PUT', body: '[]' },
      403,
    ],
    ['an image upload', 'https://cdn.sanity.io/images/offline/production', { method: 'POST' }, 405],
    ['a CDN path that is not an asset', 'https://cdn.sanity.io/v1/x', {}, 404],
    ['a host that is not Sanity', 'https://example.com/v1/data', {}, 404],
  ])('%s: %i', async (_name, url, init, status) => {
    const result = await check(url, init)
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(status)
  })
})
