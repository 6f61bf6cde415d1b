import { createHash } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  chooseFromMenu,
  expect,
  lakeProductImage,
  openDocument,
  servers,
  squarePicture,
  test,
} from './studio-fixtures.ts'

const uploadedSize = 1600

test('uploading a new main image for a product and publishing shows it on the product’s page, resized', async ({
  page,
  context,
}) => {
  // A picture of this run only (its colour from the clock), so it is a new asset every time.
  const shade = Date.now() % 200
  const png = await squarePicture(uploadedSize, { r: 40 + shade, g: 90, b: 200 - shade })

  // Sanity names an image asset after the SHA-1 of its bytes.
  const assetHash = createHash('sha1').update(png).digest('hex')

  // The Studio's upload requests, named in the failure message if the picture never lands.
  const uploads: string[] = []
  page.on('requestfinished', async (request) => {
    if (request.url().includes('/assets/images/')) {
      uploads.push(`${request.method()} ${(await request.response())?.status()}`)
    }
  })
  page.on('requestfailed', (request) => {
    if (request.url().includes('/assets/images/')) uploads.push(`${request.failure()?.errorText}`)
  })

  await openDocument(page, 'structure/products;allProducts;product-ChainLube')
  const expectedRef = `image-${assetHash}-${uploadedSize}x${uploadedSize}-png`
  const imageRef = async (id: string) => (await lakeProductImage(id))?.asset?._ref

  // The main image is the form's first image field; its menu holds «Subir». On a busy machine the
  // Studio now and then takes the chosen file, marks the draft as uploading, and drops the upload
  // before sending it (the marker goes, the old picture stays): the editor sees the old picture and
  // chooses the file again, and so does this.
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 30_000 }).catch(() => null)
    await chooseFromMenu(
      page.getByRole('button', { name: 'Abrir el menú de opciones de imagen' }).first(),
      page.getByTestId('file-input-upload-button'),
    )
    const fileChooser = await chooser
    if (!fileChooser) throw new Error('«Subir» opened no file chooser')
    await fileChooser.setFiles({ name: 'chain-lube-nueva.png', mimeType: 'image/png', buffer: png })
    await expect(async () => {
      const draftImage = await lakeProductImage('drafts.product-ChainLube')
      expect(
        draftImage?.asset?._ref,
        `the draft's image ${JSON.stringify(draftImage)}; upload requests: ${uploads.join(', ') || 'none'}`,
      ).toBe(expectedRef)
    }).toPass({ timeout: 20_000 })
  }).toPass({ timeout: 100_000 })

  const publish = page.getByRole('button', { name: 'Publicar' })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect.poll(() => imageRef('product-ChainLube'), { timeout: 30_000 }).toBe(expectedRef)

  // The site in a tab of its own, as an editor checks it (the Studio stays open).
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}ChainLube`)
  const picture = site.locator(`img[src*="${assetHash}"]`).first()
  await expect(picture).toBeVisible({ timeout: 15_000 })
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(shown).toContain(assetHash)
  const requestedWidth = Number(new URL(shown).searchParams.get('w'))
  expect(requestedWidth).toBeGreaterThan(0)
  expect(requestedWidth).toBeLessThan(uploadedSize)

  // The image served is really that wide, not the upload sent as is.
  const response = await site.request.get(shown)
  expect(response.status()).toBe(200)
  const served = await sharp(await response.body()).metadata()
  expect(served.width).toBe(requestedWidth)
  expect(served.width).toBeLessThan(uploadedSize)
})

/** Opens the product's form; its main picture, once shown. */
async function openMainImage(page: Page, productId: string): Promise<Locator> {
  await openDocument(page, `structure/products;allProducts;${productId}`)
  const mainImage = page.getByRole('img', { name: 'Vista previa de la imagen cargada' }).first()
  await expect(mainImage).toBeVisible({ timeout: 60_000 })
  return mainImage
}

/** A PNG dragged from the desktop and dropped on `target`, as the browser sends it. */
async function dropPicture(page: Page, target: Locator, png: Buffer, fileName: string) {
  const dataTransfer = await page.evaluateHandle(
    ([bytes, name]) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
      return transfer
    },
    [[...png], fileName] as const,
  )
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer })
  }
}

test('a picture dropped on a product’s image reaches the draft though the editor opens another tab at once', async ({
  page,
}) => {
  const png = await squarePicture(640, { r: 200, g: 20, b: 90 })
  const assetHash = createHash('sha1').update(png).digest('hex')
  const mainImage = await openMainImage(page, 'product-EngineCleaner')

  // The file dragged from the desktop onto the main picture, then «Ficha técnica» at once: the
  // image field leaves the form while the picture uploads.
  await dropPicture(page, mainImage, png, 'motor.png')
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()

  const draftImage = () => lakeProductImage('drafts.product-EngineCleaner')
  await expect
    .poll(async () => (await draftImage())?.asset?._ref, { timeout: 30_000 })
    .toBe(`image-${assetHash}-640x640-png`)
  await expect.poll(async () => (await draftImage())?._upload ?? 'none').toBe('none')
})

test('an upload that went on while the editor was in another tab is cancelled back on its field', async ({
  page,
}) => {
  const png = await squarePicture(640, { r: 20, g: 160, b: 90 })
  const draftImage = () => lakeProductImage('drafts.product-StartingFluid')
  const publishedAsset = (await lakeProductImage('product-StartingFluid'))?.asset?._ref
  // The picture's bytes stay on their way to the Content Lake until the test lets them go.
  let letUploadGo = () => {}
  const uploadHeld = new Promise<void>((resolve) => (letUploadGo = resolve))
  await page.route('**/assets/images/**', async (route) => {
    await uploadHeld
    await route.continue().catch(() => undefined)
  })
  const mainImage = await openMainImage(page, 'product-StartingFluid')
  await dropPicture(page, mainImage, png, 'arranque.png')
  const uploading = page.getByText('arranque.png', { exact: true })
  await expect(uploading).toBeVisible({ timeout: 30_000 })
  await page.getByRole('tab', { name: 'Ficha técnica' }).click()
  await expect(uploading).toBeHidden({ timeout: 30_000 })
  await page.getByRole('tab', { name: 'Contenido' }).click()

  // Back on the picture, the upload that went on shows with its «Cancelar».
  await expect(uploading).toBeVisible({ timeout: 30_000 })
  await expect(
    page.getByText('«arranque.png» siguió subiendo mientras estabas en otra pestaña.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click()
  await expect(uploading).toBeHidden({ timeout: 30_000 })
  letUploadGo()
  await expect
    .poll(async () => (await draftImage())?._upload ?? 'none', { timeout: 30_000 })
    .toBe('none')
  await expect(mainImage).toBeVisible()
  expect((await draftImage())?.asset?._ref ?? publishedAsset).toBe(publishedAsset)
})
