import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { test, waitForApp, waitForHydrated } from '../fixtures'
import { saveFullPageScreenshot } from './page-screenshots'
import { sitePages } from '../site-pages'

const folder = fileURLToPath(new URL('../../../screenshots/', import.meta.url))
const picture = (name: string) => `${folder}${name}.png`

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { path } of sitePages) {
      test(`/rehoboth/${path}`, async ({ page }) => {
        await page.goto(path)
        await waitForApp(page)
        // The footer hydrates last; once it has, the sections below the first screen are live.
        await waitForHydrated(page.getByRole('contentinfo'))
        await saveFullPageScreenshot(page, picture(`${path || 'inicio'}-${width}`))
      })
    }

    test('/rehoboth/Contacto with every row of the form shown', async ({ page }) => {
      await page.goto('Contacto')
      await waitForApp(page)
      await showEveryRow(page)
      await saveFullPageScreenshot(page, picture(`Contacto-formulario-${width}`))
    })
  })
}

async function showEveryRow(page: Page) {
  const contactForm = page.getByRole('form', { name: 'Escríbenos' })
  await page.getByRole('radio', { name: 'Colombia' }).check()
  await contactForm.getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await page.getByRole('checkbox', { name: 'No soy un robot' }).waitFor()
}
