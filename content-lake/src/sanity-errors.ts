/** Error answers shaped like the Sanity HTTP API's, so @sanity/client reports them as it would online. */

function httpError(status: number, error: string, message: string, extra: object = {}): Response {
  return Response.json({ statusCode: status, error, message, ...extra }, { status })
}

export function badRequest(message: string): Response {
  return httpError(400, 'Bad Request', message)
}

export function notFound(message: string): Response {
  return httpError(404, 'Not Found', message)
}

export function datasetNotFound(projectId: string, dataset: string): Response {
  return notFound(`Dataset "${dataset}" not found for project ID "${projectId}"`)
}

export function unauthorized(message: string, errorCode?: string): Response {
  return httpError(401, 'Unauthorized', message, errorCode ? { errorCode } : {})
}

export function forbidden(message: string): Response {
  return httpError(403, 'Forbidden', message)
}

export function payloadTooLarge(message: string): Response {
  return httpError(413, 'Payload Too Large', message)
}

export function unsupportedMediaType(message: string): Response {
  return httpError(415, 'Unsupported Media Type', message)
}

export function unprocessable(message: string): Response {
  return httpError(422, 'Unprocessable Entity', message)
}

/** The server is busy: @sanity/client retries these, browsers may after `Retry-After`. */
export function serviceUnavailable(message: string, retryAfterSeconds: number): Response {
  const response = httpError(503, 'Service Unavailable', message)
  response.headers.set('retry-after', String(retryAfterSeconds))
  return response
}

export function queryParseError(
  query: string,
  description: string,
  start: number,
  end: number,
): Response {
  return Response.json(
    { error: { description, query, start, end, type: 'queryParseError' } },
    { status: 400 },
  )
}

export interface MutationErrorItem {
  index: number
  error: { description: string; id?: string; type: string }
}

export function mutationError(items: MutationErrorItem[], status = 409): Response {
  return Response.json(
    {
      error: {
        description: `Mutation(s) failed with ${items.length} error(s)`,
        items,
        type: 'mutationError',
      },
    },
    { status },
  )
}

/** One mutation or action of a request failed: Sanity names it by its index in the request. */
export function failedAt(
  index: number,
  failure: { message: string; type: string; id?: string | undefined },
  status: number,
): Response {
  const { message: description, type, id } = failure
  return mutationError([{ index, error: { description, type, ...(id && { id }) } }], status)
}

const TRANSACTION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/**
 * The 400 for a client-chosen transaction id the lake cannot use (it becomes every written
 * document's `_rev`), the 409 for one already used (a replayed request), or undefined.
 */
export function transactionIdProblem(
  transactionId: unknown,
  used: (id: string) => boolean,
): Response | undefined {
  if (transactionId === undefined) return undefined
  if (typeof transactionId !== 'string' || !TRANSACTION_ID.test(transactionId)) {
    return badRequest('"transactionId" must be 1-128 letters, digits, ".", "_" or "-"')
  }
  if (!used(transactionId)) return undefined
  return Response.json(
    {
      error: {
        description: `Transaction ID "${transactionId}" has already been used`,
        type: 'transactionIdConflictError',
      },
    },
    { status: 409 },
  )
}
