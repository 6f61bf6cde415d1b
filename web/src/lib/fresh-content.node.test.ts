import { describe, expect, it } from 'vitest'
import { freshContent } from './fresh-content'

const built = { title: 'Contenido del build' }
const published = { title: 'Contenido publicado' }

describe('freshContent', () => {
  it('uses what Sanity answers', async () => {
    await expect(
      freshContent(
        async () => published,
        async () => built,
      ),
    ).resolves.toBe(published)
  })

  it('falls back to the prerendered content when Sanity cannot be reached', async () => {
    await expect(
      freshContent(
        () => Promise.reject(new TypeError('Failed to fetch')),
        async () => built,
      ),
    ).resolves.toBe(built)
  })

  it("fails with Sanity's error when the page has no prerendered content", async () => {
    const unreachable = new TypeError('Failed to fetch')
    await expect(
      freshContent(
        () => Promise.reject(unreachable),
        () => Promise.reject(new Error('404 for the .data file')),
      ),
    ).rejects.toBe(unreachable)
  })

  it('passes a not-found answer on instead of showing stale content', async () => {
    const notFound = new Response(null, { status: 404 })
    await expect(
      freshContent(
        () => Promise.reject(notFound),
        async () => built,
      ),
    ).rejects.toBe(notFound)
  })
})
