import { http } from 'msw'
import type { HttpHandler } from 'msw'
import type { ApiContext } from './api-context.ts'
import { assetUrlView } from './asset-urls.ts'
import { insufficientPermissions, mutationPermission } from './authorization.ts'
import { queryClient } from './query-client.ts'
import { documentSetId } from './query-runner.ts'
import { randomId } from './random-id.ts'
import { MAX_WRITE_BODY_BYTES, readJsonBody } from './request-body.ts'
import { badRequest, datasetNotFound, transactionIdProblem } from './sanity-errors.ts'
import { runTransaction } from './transaction.ts'
import type { SanityDocument } from './types.ts'

function idsOf(result: unknown): string[] {
  const documents = Array.isArray(result) ? result : [result]
  return documents.flatMap((document: unknown) => {
    const id = (document as { _id?: unknown } | null)?._id
    return typeof id === 'string' ? [id] : []
  })
}

async function answerMutate(api: ApiContext, request: Request, dataset: string): Promise<Response> {
  if (dataset !== api.dataset) return datasetNotFound(api.projectId, dataset)
  const writer = api.writer(request)
  if (writer instanceof Response) return writer
  const read = await readJsonBody(request, MAX_WRITE_BODY_BYTES)
  if (read instanceof Response) return read
  const body = (read ?? {}) as { mutations?: unknown; transactionId?: unknown }
  const url = new URL(request.url)
  const flag = (name: string) => url.searchParams.get(name) === 'true'
  if (!Array.isArray(body?.mutations))
    return badRequest('Body property "mutations" must be an array')
  if (writer.role !== 'editor') return insufficientPermissions(mutationPermission(body.mutations))
  const transactionId = typeof body.transactionId === 'string' ? body.transactionId : randomId()
  const timestamp = new Date().toISOString()

  return api.exclusive(async () => {
    const replayed = transactionIdProblem(body.transactionId, (id) => api.store.log.has(id))
    if (replayed) return replayed
    const before = new Map<string, SanityDocument | undefined>()
    const read = (id: string) => {
      const document = api.store.get(id)
      before.set(id, document)
      return document
    }
    const outcome = await runTransaction(body.mutations, read, {
      transactionId,
      timestamp,
      autoGenerateArrayKeys: flag('autoGenerateArrayKeys'),
      selectIds: async (query, params) => {
        const documents = api.store.documents()
        const selection = await api.query({
          query,
          params,
          documents,
          documentsKey: `${documentSetId(documents)}|raw`,
          identity: writer.author,
          signal: request.signal,
          client: queryClient(request),
        })
        return selection instanceof Response ? selection : idsOf(selection.result)
      },
    })
    if (outcome instanceof Response) return outcome
    if (!flag('dryRun') && outcome.changes.size > 0) {
      api.store.commit(outcome.changes, {
        transactionId,
        timestamp,
        author: writer.author,
        mutations: outcome.mutationsById,
      })
    }

    const withDocuments = flag('returnDocuments')
    const view = assetUrlView(request)
    return Response.json({
      transactionId,
      results: outcome.results.map(({ id, operation }) => ({
        id,
        operation,
        ...(withDocuments && {
          document: view(outcome.changes.get(id) ?? before.get(id) ?? null) ?? undefined,
        }),
      })),
    })
  })
}

/**
 * POST /data/mutate/<dataset>: create, createIfNotExists, createOrReplace, patch (set,
 * setIfMissing, unset, insert, inc, dec, diffMatchPatch, ifRevisionID), delete; all or nothing.
 */
export function mutateHandlers(api: ApiContext): HttpHandler[] {
  return api.apiHosts.map((host) =>
    http.post(`${host}/:version/data/mutate/:dataset`, ({ request, params }) =>
      answerMutate(api, request, String(params.dataset)),
    ),
  )
}
