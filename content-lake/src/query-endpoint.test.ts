import { describe, expect, it } from 'vitest'
import { fixtureProjectInProcess } from './testing/in-process-fixture.ts'

const project = fixtureProjectInProcess()

describe('GROQ query endpoint', () => {
  it('answers published documents only, with $params, through the CDN host', async () => {
    const titles = await project()
      .client()
      .fetch<string[]>('*[_type == $type] | order(title asc).title', { type: 'product' })
    expect(titles).toEqual(['RESTAURADOR DE FAROS'])
  })

  it('dereferences assets and answers {query, result, ms} on the raw API', async () => {
    const response = await fetch(
      `https://offline.api.sanity.io/v2025-02-19/data/query/production?query=${encodeURIComponent(
        '*[_id == $id][0].image.asset->metadata.dimensions.width',
      )}&%24id=%22restaurador%22`,
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { query: string; result: unknown; ms: number }
    expect(body.result).toBe(640)
    expect(body.query).toContain('image.asset->')
    expect(typeof body.ms).toBe('number')
  })

  it('overlays drafts in the drafts perspective, under the published id', async () => {
    const products = await project()
      .client({ token: 'any-token', perspective: 'drafts' })
      .fetch<{ _id: string; _originalId: string; title: string }[]>(
        '*[_type == "product"] | order(title asc){_id, _originalId, title}',
      )
    expect(products).toEqual([
      { _id: 'nuevo', _originalId: 'drafts.nuevo', title: 'PRODUCTO NUEVO' },
      {
        _id: 'restaurador',
        _originalId: 'drafts.restaurador',
        title: 'RESTAURADOR DE FAROS (borrador)',
      },
    ])
  })

  it('keeps documents with a dot in their id private to requests with a token', async () => {
    await project()
      .client({ token: 'any-token' })
      .create({ _id: 'privado.nota', _type: 'note', text: 'Solo con token' })
    project.restartApi()
    const query = '*[_type == "note"].text'
    await expect(project().client().fetch(query)).resolves.toEqual([])
    await expect(project().client({ token: 'any-token' }).fetch(query)).resolves.toEqual([
      'Solo con token',
    ])
    await project().client({ token: 'any-token' }).delete('privado.nota')
  })

  it('sends long queries as POST and answers them the same', async () => {
    const padding = ' '.repeat(12_000)
    const title = await project()
      .client()
      .fetch<string>(`*[slug.current == $slug][0].title${padding}`, { slug: 'RestauradorDeFaros' })
    expect(title).toBe('RESTAURADOR DE FAROS')
  })

  it('rejects malformed GROQ with a 400 queryParseError', async () => {
    const error = await project()
      .client()
      .fetch('*[_type == "product"]{title')
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400 })
    expect((error as Error).message).toContain('GROQ query parse error')
    expect((error as { details: unknown }).details).toMatchObject({
      type: 'queryParseError',
      query: '*[_type == "product"]{title',
    })
  })

  it('rejects a query that uses a parameter it was not given', async () => {
    const error = await project()
      .client()
      .fetch('*[slug.current == $slug]')
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 400 })
    expect((error as Error).message).toContain('param $slug referenced, but not provided')
  })

  it('answers 404 for a dataset the project does not have', async () => {
    const response = await fetch(
      'https://offline.apicdn.sanity.io/v2025-02-19/data/query/staging?query=*',
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'Not Found' })
  })

  it('answers 401 to an invalid token', async () => {
    const error = await project()
      .client({ token: 'invalid-token' })
      .fetch('*[0]')
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 401 })
    expect((error as Error).message).toContain('Session not found')
  })
})
