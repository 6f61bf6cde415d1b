import { contactReferencesQuery } from '../src/lib/sanity/queries.ts'
import type {
  ContactReferencesQueryResult,
  ContactRequest,
} from '../src/lib/sanity/sanity.types.ts'
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
  /** Creates the document; resolves with its id. */
  create: (document: ContactRequestDocument) => Promise<string>
}

export class SanityUnavailableError extends Error {}

/**
 * Reads and writes through Sanity's HTTP API with the server-only token. Requests go through
 * `globalThis.fetch`, so offline the msw/node copy of the API answers them and keeps the
 * documents on disk.
 */
export function sanityContactStore(target: SanityWriteTarget): ContactStore {
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
      )
    }
    return response.json()
  }

  return {
    async references() {
      const query = new URLSearchParams({ query: contactReferencesQuery, perspective: 'published' })
      const body = (await send(`${base}/query/${target.dataset}?${query}`)) as {
        result: ContactReferences
      }
      return body.result
    },
    async create(document) {
      const body = (await send(`${base}/mutate/${target.dataset}?returnIds=true`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mutations: [{ create: document }] }),
      })) as { results?: { id?: string }[] }
      const id = body.results?.[0]?.id
      if (!id) throw new SanityUnavailableError('Sanity did not return the new document id.')
      return id
    },
  }
}
