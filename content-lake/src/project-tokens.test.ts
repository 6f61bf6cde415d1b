import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_TOKEN } from './authorization.ts'
import { createContentLake } from './index.ts'

// A lake that knows its project's tokens, as Sanity does: a rehearsal of a deployment.
const API = 'https://rehearsal1.api.sanity.io/v2025-02-19'
const VIEWER = 'viewer-token-of-the-preview'
const EDITOR = 'editor-token-of-the-contact-form'
const storeDir = mkdtempSync(join(tmpdir(), 'lake-tokens-'))
const server = setupServer(
  ...createContentLake({
    projectId: 'rehearsal1',
    dataset: 'production',
    seedDocuments: [
      { _id: 'page', _type: 'page', title: 'Publicada' },
      { _id: 'drafts.page', _type: 'page', title: 'Borrador' },
    ],
    storeDir,
    tokens: [
      { token: VIEWER, role: 'viewer', userId: 'pViewer' },
      { token: EDITOR, role: 'editor', userId: 'pContactRobot' },
    ],
  }).handlers,
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => {
  server.close()
  rmSync(storeDir, { recursive: true, force: true })
})

const headers = (token?: string): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}

async function titles(token?: string) {
  const query = encodeURIComponent('*[_type == "page"].title')
  const response = await fetch(`${API}/data/query/production?query=${query}&perspective=raw`, {
    headers: headers(token),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const mutate = (token: string | undefined, mutations: unknown[]) =>
  fetch(`${API}/data/mutate/production`, {
    method: 'POST',
    headers: { ...headers(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })

describe('a lake given its project’s tokens', () => {
  it('shows drafts to a viewer or an editor, and only published documents to anyone else', async () => {
    expect((await titles()).body.result).toEqual(['Publicada'])
    for (const token of [VIEWER, EDITOR]) {
      expect((await titles(token)).body.result).toEqual(
        expect.arrayContaining(['Publicada', 'Borrador']),
      )
    }
  })

  it('answers a token it does not know with Sanity’s 401, the offline tokens included', async () => {
    for (const token of ['made-up-token', 'offline-preview-viewer', INVALID_TOKEN]) {
      const { status, body } = await titles(token)
      expect(status).toBe(401)
      expect(body).toMatchObject({ message: 'Session not found', errorCode: 'SIO-401-ANF' })
    }
    expect((await mutate('offline-contact-api', [{ create: { _type: 'note' } }])).status).toBe(401)
  })

  it('refuses a viewer’s writes with Sanity’s permission error and stores nothing', async () => {
    const response = await mutate(VIEWER, [{ create: { _id: 'note-1', _type: 'note' } }])
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: {
        description:
          'the mutation(s) failed: Insufficient permissions; permission "create" required',
        items: [
          {
            index: 0,
            error: {
              description: 'Insufficient permissions; permission "create" required',
              permission: 'create',
              type: 'insufficientPermissionsError',
            },
          },
        ],
        type: 'mutationError',
      },
    })
    const patch = await mutate(VIEWER, [{ patch: { id: 'page', set: { title: 'x' } } }])
    expect(await patch.json()).toMatchObject({
      error: { items: [{ error: { permission: 'update' } }] },
    })
    const actions = await fetch(`${API}/data/actions/production`, {
      method: 'POST',
      headers: { ...headers(VIEWER), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.page' }],
      }),
    })
    expect(actions.status).toBe(403)
    const upload = await fetch(`${API}/assets/files/production`, {
      method: 'POST',
      headers: headers(VIEWER),
      body: 'hola',
    })
    expect(upload.status).toBe(403)
    expect((await titles(EDITOR)).body.result).toHaveLength(2)
  })

  it('stores an editor’s write under the token’s user, and anonymous writes get 401', async () => {
    expect((await mutate(undefined, [{ create: { _type: 'note' } }])).status).toBe(401)
    const created = await mutate(EDITOR, [{ create: { _id: 'note-2', _type: 'note' } }])
    expect(created.status).toBe(200)
    const history = await fetch(`${API}/data/history/production/transactions/note-2`, {
      headers: headers(VIEWER),
    })
    const [transaction] = (await history.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(transaction).toMatchObject({ author: 'pContactRobot', documentIDs: ['note-2'] })
  })
})
