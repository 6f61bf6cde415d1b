import { getResponse } from 'msw'
import { createSanityApiHandlers } from '@rehoboth/content-lake'
import { apiVersion } from '@rehoboth/shared/project'
import { offlineLakeOptions } from '@rehoboth/seed/offline-lake'

export type EditorLake = {
  /** Runs a query with the editor's token, drafts and private documents included (raw perspective). */
  query: <T = unknown>(query: string, params?: Record<string, unknown>) => Promise<T>
  /** The document with that id, or undefined. */
  doc: <T = Record<string, unknown>>(id: string) => Promise<T | undefined>
  mutate: (mutations: unknown[]) => Promise<void>
}

/**
 * The editor's access to an offline store folder, as the Studio has it through the standalone
 * lake: a lake of its own in this process over the same files, which a server on that folder
 * sees at its next request. Tests read and write the store of the servers they start this way,
 * never through the site's `__offline-sanity` proxy, which serves visitors only.
 */
export function editorLake(storeDir = offlineLakeOptions().storeDir): EditorLake {
  const handlers = createSanityApiHandlers({ ...offlineLakeOptions(), storeDir })
  const data = `https://offline.api.sanity.io/v${apiVersion}/data`
  const { dataset } = offlineLakeOptions()

  async function call(url: string, init: RequestInit = {}): Promise<unknown> {
    const request = new Request(url, {
      ...init,
      headers: { authorization: 'Bearer local-editor', 'content-type': 'application/json' },
    })
    const response = await getResponse(handlers, request)
    if (!response?.ok) {
      throw new Error(`The editor's lake answered ${response?.status}: ${await response?.text()}`)
    }
    return response.json()
  }

  return {
    async query(query, params = {}) {
      const search = new URLSearchParams({ query, perspective: 'raw' })
      for (const [name, value] of Object.entries(params)) {
        search.set(`$${name}`, JSON.stringify(value))
      }
      return ((await call(`${data}/query/${dataset}?${search}`)) as { result: never }).result
    },
    async doc(id) {
      const answer = (await call(`${data}/doc/${dataset}/${id}`)) as { documents: never[] }
      return answer.documents[0]
    },
    async mutate(mutations) {
      await call(`${data}/mutate/${dataset}`, {
        method: 'POST',
        body: JSON.stringify({ mutations }),
      })
    },
  }
}
