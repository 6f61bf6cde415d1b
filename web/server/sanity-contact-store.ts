import { contactReferencesQuery } from '../src/lib/sanity/queries.ts'
import type { ContactReferencesQueryResult, ContactRequest } from '@rehoboth/shared/sanity-types'
import type { SanityWriteTarget } from './contact-api-config.ts'

export type ContactReferences = ContactReferencesQueryResult

/**
 * A contact request as the API stores it: the Studio's `contactRequest` (TypeGen's type) without
 * the fields Sanity sets itself.
 */
export type ContactRequestDocument = Omit<ContactRequest, '_createdAt' | '_updatedAt' | '_rev'>

export type ContactStore = {
  /** Countries, the e-mail sample and the products a request is checked against. */
  references: () => Promise<ContactReferences>
  /**
   * Creates the document unless one with its id exists; resolves with its id and whether this
   * call created it.
   */
  create: (document: ContactRequestDocument) => Promise<{ id: string; created: boolean }>
}

export class SanityUnavailableError extends Error {
  constructor(
    message: string,
    /** Sanity's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * Sends a request to Sanity's data API with the server-only token and reads its JSON answer;
 * anything but a 2xx answer is a SanityUnavailableError carrying the status.
 */
export function sanityDataApi(target: SanityWriteTarget) {
  const base = `https://${target.projectId}.api.sanity.io/v${target.apiVersion}/data`
  const headers = { Authorization: `Bearer ${target.token}` }

  async function send(url: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response
    try {
      response = await globalThis.fetch(url, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new SanityUnavailableError(`Sanity could not be reached: ${String(error)}`)
    }
    if (!response.ok) {
      throw new SanityUnavailableError(
        `Sanity answered ${response.status}: ${await response.text()}`,
        response.status,
      )
    }
    return response.json()
  }

  return {
    query: async <T>(query: string, params: Record<string, unknown> = {}): Promise<T> => {
      const search = new URLSearchParams({ query, perspective: 'published' })
      for (const [name, value] of Object.entries(params))
        search.set(`$${name}`, JSON.stringify(value))
      const body = (await send(`${base}/query/${target.dataset}?${search}`)) as { result: T }
      return body.result
    },
    mutate: async (mutations: unknown[]) =>
      (await send(`${base}/mutate/${target.dataset}?returnIds=true`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mutations }),
      })) as { results?: { id?: string; operation?: string }[] },
  }
}

/**
 * Reads and writes through Sanity's HTTP API with the server-only token. Requests go through
 * `globalThis.fetch`, so offline the msw/node copy of the API answers them and keeps the
 * documents on disk.
 */
export function sanityContactStore(target: SanityWriteTarget): ContactStore {
  const api = sanityDataApi(target)

  return {
    references: () => api.query<ContactReferences>(contactReferencesQuery),
    async create(document) {
      const body = await api.mutate([{ createIfNotExists: document }])
      const [result] = body.results ?? []
      if (!result?.id) throw new SanityUnavailableError('Sanity did not return the document id.')
      return { id: result.id, created: result.operation === 'create' }
    },
  }
}
