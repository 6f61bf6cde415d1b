import { e2eStoreDir } from '../../test/test-store.ts'
import { OFFLINE_PREVIEW_SECRET } from '../server/preview/preview-config.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { seedProduct } from './catalogue-pages'
import { expect, test, waitUntilSettled } from './fixtures'

const SLUG = 'SuperTireShine'
const DRAFT_TITLE = 'BRILLO DE LLANTAS (borrador sin publicar)'
// The editor's access to the preview server's store, as the Studio has it through the lake.
const editor = editorLake(e2eStoreDir())

test.describe('drafts preview', () => {
  let draftId: string | undefined

  test.afterEach(async () => {
    if (draftId) await editor.mutate([{ delete: { id: draftId } }])
  })

  test('an editor sees a draft title on the real page, then the published one after leaving', async ({
    page,
    problems,
  }) => {
    const published = seedProduct(SLUG).title
    const product = await editor.query<Record<string, unknown>>(
      '*[_type == "product" && slug.current == $slug && !(_id in path("drafts.**"))][0]',
      { slug: SLUG },
    )
    draftId = `drafts.${String(product._id)}`
    await editor.mutate([{ createOrReplace: { ...product, _id: draftId, title: DRAFT_TITLE } }])

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
