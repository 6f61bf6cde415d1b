import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { assetUrlView } from './asset-urls.ts'
import { documentsReadableBy } from './perspective.ts'
import { datasetNotFound } from './sanity-errors.ts'

function answerDoc(api: ApiContext, request: Request, dataset: string, ids: string[]): Response {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const caller = api.caller(request)
  if (caller instanceof Response) return caller
  const found = ids.flatMap((id) => {
    const document = api.store.get(id)
    return document ? [document] : []
  })
  const readable = documentsReadableBy(caller, found)
  const omitted = ids
    .filter((id) => !readable.some((document) => document._id === id))
    .map((id) => ({
      id,
      reason: found.some((document) => document._id === id) ? 'permission' : 'existence',
    }))
  // `excludeContent=true` asks only which documents exist and can be read (the client's
  // documentsExists, the Studio's availability checks): Sanity answers `omitted` alone.
  if (new URL(request.url).searchParams.get('excludeContent') === 'true') {
    return Response.json({ omitted })
  }
  return Response.json({ documents: readable.map(assetUrlView(request)), omitted })
}

/**
 * GET /data/doc/<dataset>/<id>[,<id>...]: documents by id, as the importer reads them back, or
 * with `excludeContent=true` only the ids it leaves out and why.
 */
export function docHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.map((host) =>
    http.get(`${host}/:version/data/doc/:dataset/:ids`, ({ request, params }) =>
      answerDoc(api, request, String(params.dataset), String(params.ids).split(',')),
    ),
  )
}
