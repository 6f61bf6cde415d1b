import { appendFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { describe, expect, it } from 'vitest'
import { DATASET } from './testing/fixture-project.ts'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()
const STUDIO_URL = 'http://localhost:3333'
const SECRET_TYPE = 'sanity.previewUrlSecret'

const editor = () => project().client({ token: 'local-editor', useCdn: false })

const previewUrl = (secret: string) =>
  `http://localhost:5173/rehoboth/api/preview?sanity-preview-secret=${secret}` +
  '&sanity-preview-perspective=drafts&sanity-preview-pathname=%2Frehoboth%2F'

describe('Presentation’s preview secret handshake on the lake', () => {
  it('validates a secret the Studio created, as the site does with its read token', async () => {
    // What Presentation does when it opens: a draft secret document, then old ones deleted by query.
    const { secret } = await createPreviewSecret(
      editor(),
      'sanity/presentation',
      STUDIO_URL,
      'pLocalEditor',
    )
    const stored = await editor().fetch<{ _id: string; source: string }[]>(
      `*[_type == $type && secret == $secret]{_id, source}`,
      { type: SECRET_TYPE, secret },
      { perspective: 'raw' },
    )
    expect(stored).toEqual([
      { _id: expect.stringMatching(/^drafts\./), source: 'sanity/presentation' },
    ])

    const valid = await validatePreviewUrl(editor(), previewUrl(secret))
    expect(valid).toMatchObject({
      isValid: true,
      redirectTo: '/rehoboth/?sanity-preview-perspective=drafts',
      studioOrigin: STUDIO_URL,
      studioPreviewPerspective: 'drafts',
    })
    expect(await validatePreviewUrl(editor(), previewUrl(`${secret}x`))).toMatchObject({
      isValid: false,
    })
  })

  it('refuses a secret older than an hour and deletes it with the next one', async () => {
    // An hour-old secret, as a Studio left it in the store yesterday.
    mkdirSync(project().storeDir, { recursive: true })
    appendFileSync(
      join(project().storeDir, `${DATASET}.ndjson`),
      `${JSON.stringify({
        _id: 'drafts.old-secret',
        _type: SECRET_TYPE,
        _rev: 'old',
        _createdAt: '2020-01-01T00:00:00.000Z',
        _updatedAt: new Date(Date.now() - 3_601_000).toISOString(),
        secret: 'old-secret-value',
        studioUrl: STUDIO_URL,
      })}\n`,
    )
    const raw = { perspective: 'raw' } as const
    const oldOne = `*[_id == "drafts.old-secret"][0].secret`
    expect(await editor().fetch(oldOne, {}, raw)).toBe('old-secret-value')
    expect(await validatePreviewUrl(editor(), previewUrl('old-secret-value'))).toMatchObject({
      isValid: false,
    })

    const { secret } = await createPreviewSecret(
      editor(),
      'sanity/presentation',
      STUDIO_URL,
      'pLocalEditor',
    )
    expect(await editor().fetch(oldOne, {}, raw)).toBeNull()
    expect(await validatePreviewUrl(editor(), previewUrl(secret))).toMatchObject({ isValid: true })
  })
})
