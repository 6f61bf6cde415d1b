import type { APIRequestContext } from '@playwright/test'
import { OFFLINE_PREVIEW_SECRET } from '../server/preview/preview-config.ts'
import { seedProduct } from './catalogue-pages'
import { expect, test, waitUntilSettled } from './fixtures'

const SLUG = 'SuperTireShine'
const DRAFT_TITLE = 'BRILLO DE LLANTAS (borrador sin publicar)'
// The offline Sanity API, as editors' Studio would reach Sanity; any token may write offline.
const sanityData = '__offline-sanity/offline.api.sanity.io/v2025-02-19/data'
const editor = { Authorization: 'Bearer offline-e2e-editor' }

async function productId(request: APIRequestContext): Promise<string> {
  const query = encodeURIComponent('*[_type == "product" && slug.current == $slug][0]._id')
  const answer = await request.get(
    `${sanityData}/query/production?query=${query}&$slug=${encodeURIComponent(`"${SLUG}"`)}`,
  )
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { result: string }).result
}

async function mutate(request: APIRequestContext, mutations: unknown[]) {
  const answer = await request.post(`${sanityData}/mutate/production`, {
    headers: editor,
    data: { mutations },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

test.describe('drafts preview', () => {
  let draftId: string | undefined

  test.afterEach(async ({ request }) => {
    if (draftId) await mutate(request, [{ delete: { id: draftId } }])
  })

  test('an editor sees a draft title on the real page, then the published one after leaving', async ({
    page,
    request,
    problems,
  }) => {
    const published = seedProduct(SLUG).title
    const id = await productId(request)
    const source = await request.get(`${sanityData}/doc/production/${id}`, { headers: editor })
    const [product] = ((await source.json()) as { documents: Record<string, unknown>[] }).documents
    draftId = `drafts.${id}`
    await mutate(request, [{ createOrReplace: { ...product, _id: draftId, title: DRAFT_TITLE } }])

    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    const banner = page.getByRole('complementary', { name: 'Vista previa de borradores' })

    await page.goto(SLUG)
    await waitUntilSettled(page)
    await expect(heading).toHaveText(published)
    await expect(banner).toHaveCount(0)

    const previewQueries: string[] = []
    page.on('request', (sent) => {
      if (!sent.url().includes('/api/preview/sanity/')) return
      previewQueries.push(sent.url())
      expect(sent.headers().authorization).toBeUndefined()
    })
    await page.goto(
      `api/preview?secret=${OFFLINE_PREVIEW_SECRET}&redirect=${encodeURIComponent(`/${SLUG}`)}`,
    )
    await expect(page).toHaveURL(new RegExp(`/rehoboth/${SLUG}$`))
    await expect(banner).toBeVisible()
    await expect(banner).toContainText('Vista previa de borradores')
    await expect(heading).toHaveText(DRAFT_TITLE)
    expect(previewQueries.length).toBeGreaterThan(0)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'rehoboth_preview_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/rehoboth',
    })
    expect(await page.evaluate(() => document.cookie)).toBe('rehoboth_preview=1')

    await banner.getByRole('link', { name: 'Salir de la vista previa' }).click()
    await expect(page).toHaveURL(new RegExp(`/rehoboth/${SLUG}$`))
    await waitUntilSettled(page)
    await expect(banner).toHaveCount(0)
    await expect(heading).toHaveText(published)
    expect(await page.context().cookies()).not.toContainEqual(
      expect.objectContaining({ name: 'rehoboth_preview_session' }),
    )
    expect(problems).toEqual([])
  })

  test('a wrong secret is refused with a clear message and leaves preview off', async ({
    page,
  }) => {
    const answer = await page.goto(`api/preview?secret=adivinada&redirect=/${SLUG}`)
    expect(answer?.status()).toBe(401)
    await expect(page.getByText('La clave de la vista previa falta o no es correcta')).toBeVisible()
    expect(await page.context().cookies()).toEqual([])

    const query = await page.request.get(
      'api/preview/sanity/v2025-02-19/data/query/production?query=*',
    )
    expect(query.status()).toBe(401)
  })
})
