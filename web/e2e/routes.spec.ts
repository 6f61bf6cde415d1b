import { expect, test, waitUntilSettled } from './fixtures'
import { sitePages } from './site-pages'

test.describe('every page of the site', () => {
  for (const { path, heading } of sitePages) {
    test(`/rehoboth/${path} answers 200, shows "${heading}" and logs no problem`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path)

      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('© 2025')
      await expect(page.getByRole('button', { name: 'Abrir chat de WhatsApp' })).toBeVisible()
      await waitUntilSettled(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      expect(problems).toEqual([])
    })
  }
})

test.describe('an address the site does not have', () => {
  for (const path of ['no-existe', 'ProductoQueNoExiste', 'paraTuAuto/otra/cosa']) {
    test(`/rehoboth/${path} answers 404 with the Spanish page and links to the catalogues`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(path)

      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
      await waitUntilSettled(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Para tu vehiculo' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuAuto',
      )
      await expect(main.getByRole('link', { name: 'Para tu Hogar' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuHogar',
      )
      await expect(main.getByRole('link', { name: 'Para tu Trabajo' })).toHaveAttribute(
        'href',
        '/rehoboth/paraTuTrabajo',
      )
      await expect(page).toHaveTitle(/Página no encontrada/)
      // The document itself answering 404 is the point; nothing else may fail.
      expect(problems.filter((problem) => !problem.includes(`/rehoboth/${path}`))).toEqual([])
    })
  }
})
