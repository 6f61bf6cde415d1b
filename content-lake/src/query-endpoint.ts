import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { ASSET_ORIGIN_HEADER, assetUrlView } from './asset-urls.ts'
import { LOCAL_EDITOR } from './local-editor.ts'
import { queryClient } from './query-client.ts'
import { documentSetId } from './query-runner.ts'
import { MAX_QUERY_BODY_BYTES, readJsonBody } from './request-body.ts'
import { documentsInPerspective, documentsReadableBy, parsePerspective } from './perspective.ts'
import { badRequest, datasetNotFound } from './sanity-errors.ts'
import { contentSourceMap } from './source-map.ts'

interface QueryRequest {
  query: string
  params: Record<string, unknown>
}

/** `query` and `$name=<JSON>` parameters from a URL, as the Sanity client sends them. */
export function readGetQuery(url: URL): QueryRequest | Response {
  const query = url.searchParams.get('query')
  if (query === null) return badRequest('Query parameter "query" is required')
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      return badRequest(`Unable to parse value of "${key}=${value}". Please quote string values.`)
    }
  }
  return { query, params }
}

async function readPostQuery(request: Request): Promise<QueryRequest | Response> {
  const body = await readJsonBody(request, MAX_QUERY_BODY_BYTES)
  if (body instanceof Response) return body
  const { query, params = {} } = (body ?? {}) as { query?: unknown; params?: unknown }
  if (typeof query !== 'string') return badRequest('Body property "query" must be a string')
  if (typeof params !== 'object' || params === null) {
    return badRequest('Body property "params" must be an object')
  }
  return { query, params: params as Record<string, unknown> }
}

async function answerQuery(
  api: ApiContext,
  request: Request,
  version: string,
  dataset: string,
): Promise<Response> {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const caller = api.caller(request)
  if (caller instanceof Response) return caller
  const url = new URL(request.url)
  const queryRequest = request.method === 'POST' ? await readPostQuery(request) : readGetQuery(url)
  if (queryRequest instanceof Response) return queryRequest

  const started = performance.now()
  const perspective = parsePerspective(url.searchParams.get('perspective'), version)
  const stored = api.store.documents()
  const assetOrigin = request.headers.get(ASSET_ORIGIN_HEADER) ?? ''
  const documents = documentsInPerspective(
    documentsReadableBy(caller, stored).map(assetUrlView(request)),
    perspective,
  )
  const outcome = await api.query({
    query: queryRequest.query,
    params: queryRequest.params,
    documents,
    documentsKey: [documentSetId(stored), caller, JSON.stringify(perspective), assetOrigin].join(
      '|',
    ),
    identity: caller === 'authenticated' ? LOCAL_EDITOR.id : 'everyone',
    signal: request.signal,
    client: queryClient(request),
    refuseWhenBacklogged: true,
  })
  if (outcome instanceof Response) return outcome
  const returnQuery = url.searchParams.get('returnQuery') !== 'false'
  const withSourceMap = ['true', 'withKeyArraySelector'].includes(
    url.searchParams.get('resultSourceMap') ?? '',
  )
  return Response.json({
    ...(returnQuery && { query: queryRequest.query }),
    result: outcome.result,
    ...(withSourceMap && { resultSourceMap: contentSourceMap(outcome.result, documents) }),
    syncTags: outcome.syncTags,
    ms: Math.round(performance.now() - started),
  })
}

/** GET and POST /data/query/<dataset> on both the API and the API CDN hosts. */
export function queryHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.flatMap((host) => {
    const path = `${host}/:version/data/query/:dataset`
    const resolver = ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
      answerQuery(api, request, String(params.version), String(params.dataset))
    return [http.get(path, resolver), http.post(path, resolver)]
  })
}
