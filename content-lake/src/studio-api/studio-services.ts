import type { HttpHandler } from 'msw'
import type { ApiContext } from '../api-context.ts'
import { readJsonBody } from '../request-body.ts'
import { KeyValueStore, keyProblem, MAX_BODY_BYTES } from './key-value-store.ts'
import { studioRoute } from './routes.ts'

const PING_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'access-control-allow-origin': '*',
  'x-sanity-shard': 'local',
}

/**
 * The Studio's own services on Sanity's side (stored preferences, feature flags, help menu,
 * announcements, scheduled publishing, telemetry). Offline each answers what an empty, healthy
 * project answers, so the Studio carries on without an error dialog or toast.
 */
export function studioServiceHandlers(api: ApiContext): HttpHandler[] {
  // The editor's Studio preferences (last opened panes, recent searches) last as long as the lake.
  const keyValues = new KeyValueStore()
  // They are the editor's: only a token's holder reads or writes them.
  const refusedAnonymous = (request: Request) => {
    const writer = api.writer(request)
    return writer instanceof Response ? writer : undefined
  }
  const json = (body: unknown) => () => Response.json(body)

  return [
    ...studioRoute(
      api,
      'get',
      'check/cors',
      json({ result: { allowed: true, withCredentials: true } }),
    ),
    // Any origin may read the pings, without credentials. Unlike Sanity's, they carry no
    // `timing-allow-origin`: the Studio's protocol check would read the lake's HTTP/1.1 through it
    // and cover the form with its notice about a slow connection to Sanity, which a local server
    // is not. Without it the browser hides the protocol and the check stays quiet (one of the
    // Studio's patches of Sanity: studio/sanity-contract.ts checks the check is still there).
    ...['ping', 'data/ping', 'data/ping/:dataset'].flatMap((path) =>
      studioRoute(api, 'get', path, () => new Response('PONG', { headers: PING_HEADERS })),
    ),
    ...studioRoute(api, 'get', 'users/me/keyvalue/:keys', ({ request, params }) => {
      const refused = refusedAnonymous(request)
      if (refused) return refused
      const keys = String(params.keys).split(',')
      for (const key of keys) {
        const problem = keyProblem(key)
        if (problem) return problem
      }
      return Response.json(keys.map((key) => ({ key, value: keyValues.get(key) })))
    }),
    ...studioRoute(api, 'put', 'users/me/keyvalue', async ({ request }) => {
      const refused = refusedAnonymous(request)
      if (refused) return refused
      const pairs = await readJsonBody(request, MAX_BODY_BYTES)
      if (pairs instanceof Response) return pairs
      const stored = keyValues.set(pairs)
      return stored instanceof Response ? stored : Response.json(stored)
    }),
    ...studioRoute(api, 'get', 'features', json([])),
    ...studioRoute(api, 'get', 'help', json({ resources: [] })),
    ...studioRoute(api, 'get', 'journey/announcements', json([])),
    ...studioRoute(api, 'get', 'journey/unclaimed-project', json({})),
    // Upsell and trial dialogs: no journey means none is shown.
    ...studioRoute(api, 'get', 'journey/:journey', json(null)),
    ...studioRoute(api, 'get', 'journey/:journey/:id', json(null)),
    ...studioRoute(api, 'get', 'schedules/:projectId/:dataset', json({ schedules: [] })),
    ...studioRoute(api, 'get', 'intake/telemetry-status', json({ status: 'denied' })),
    ...studioRoute(api, 'post', 'intake/batch', json({})),
    ...studioRoute(api, 'post', 'descriptors/synchronize', json({})),
    ...studioRoute(api, 'get', 'geoip/country', json({ countryCode: 'ES' })),
    // The history panel's event list, until the lake's history endpoint answers it (it comes first):
    // no events is the Studio's own empty state.
    ...studioRoute(
      api,
      'get',
      'data/history/:dataset/events/documents/:id',
      json({ events: {}, nextCursor: '' }),
    ),
    ...studioRoute(
      api,
      'get',
      'data/history/:dataset/events/releases/:id',
      json({ events: {}, nextCursor: '' }),
    ),
  ]
}
