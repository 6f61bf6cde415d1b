import type { Page } from '@playwright/test'
import { expect, lakeDocument, lakeMutate, lakeQuery, test } from './studio-fixtures.ts'

// Marketing's side of the requests: the «Resumen» counts the seed's example requests as the lake
// does, and a figure opens the list of its requests.

const inRange = 'dateTime(createdAt) >= dateTime($from) && dateTime(createdAt) < dateTime($to)'

/** The GROQ parameters of the range the tool shows (days in Colombia, the last one included). */
async function shownRange(page: Page) {
  const desde = await page.getByLabel('Desde').inputValue()
  const hasta = await page.getByLabel('Hasta').inputValue()
  const end = new Date(`${hasta}T05:00:00.000Z`)
  end.setUTCDate(end.getUTCDate() + 1)
  return { from: `${desde}T05:00:00.000Z`, to: end.toISOString() }
}

async function openSummary(page: Page) {
  await page.goto('resumen-solicitudes')
  await expect(
    page.getByRole('heading', { name: 'Resumen de solicitudes de contacto' }),
  ).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: 'Por producto' })).toBeVisible({ timeout: 30_000 })
}

/** A bar's count, from its accessible name «RESTAURADOR DE FAROS: 12 solicitudes». */
const countOf = (name: string | null) => Number(/: (\d+) solicitud/.exec(name ?? '')?.[1])

test('the «Resumen» counts the example requests as the lake does; a product’s bar opens its requests', async ({
  page,
}) => {
  await openSummary(page)
  const range = await shownRange(page)
  const examples = await lakeQuery<number>(
    `count(*[_type == "contactRequest" && string::startsWith(_id, "contactRequest.ejemplo-") && ${inRange}])`,
    range,
  )
  expect(examples).toBeGreaterThan(300)

  // Other tests send requests meanwhile: the total is compared as often as it takes to agree.
  await expect(async () => {
    await openSummary(page)
    const total = await lakeQuery<number>(
      `count(*[_type == "contactRequest" && ${inRange}])`,
      range,
    )
    await expect(page.getByRole('region', { name: 'Solicitudes', exact: true })).toContainText(
      String(total),
      { timeout: 2_000 },
    )
  }).toPass({ timeout: 60_000 })

  await page.screenshot({ path: 'test-results/studio-resumen-1440.png' })
  // The tool scrolls inside the Studio's frame: the breakdowns further down, a screen each.
  for (const [section, name] of [
    ['Por producto', 'productos'],
    ['Por fuente', 'fuentes'],
    ['Por país', 'lugares'],
  ]) {
    await page.getByRole('region', { name: section! }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/studio-resumen-${name}-1440.png` })
  }

  // Figures no other test's request changes: a product, a source, a campaign, a department.
  const products = page.getByRole('region', { name: 'Por producto' })
  const bar = products.getByRole('link', { name: /^RESTAURADOR DE FAROS: \d+ solicitud/ })
  const product = await lakeQuery<{ _id: string; title: string }>(
    '*[_type == "product" && slug.current == "RestauradorDeFaros"][0]{_id, title}',
  )
  const checks: [string, RegExp, string, Record<string, unknown>][] = [
    ['Por producto', /^RESTAURADOR DE FAROS: /, 'product._ref == $value', { value: product._id }],
    ['Por fuente', /^Instagram: /, 'origin.utmSource == $value', { value: 'instagram' }],
    [
      'Por campaña',
      /^catalogo-impreso: /,
      'origin.utmCampaign == $value',
      { value: 'catalogo-impreso' },
    ],
    [
      'Por departamento o estado',
      /^Santander \(Colombia\): /,
      'state == $value && country == "Colombia"',
      { value: 'Santander' },
    ],
  ]
  for (const [section, name, filter, params] of checks) {
    const link = page.getByRole('region', { name: section }).getByRole('link', { name }).first()
    const shown = countOf(await link.getAttribute('aria-label'))
    const counted = await lakeQuery<number>(
      `count(*[_type == "contactRequest" && ${filter} && ${inRange}])`,
      { ...params, ...range },
    )
    expect(shown, section).toBe(counted)
    expect(counted, section).toBeGreaterThan(0)
  }

  const [newest] = await lakeQuery<{ firstNames: string; lastNames: string }[]>(
    `*[_type == "contactRequest" && product._ref == $product && ${inRange}] | order(createdAt desc)[0...1]{firstNames, lastNames}`,
    { product: product._id, ...range },
  )
  await bar.click()
  await expect(page).toHaveURL(/\/structure\/contactRequests;filtradas/)
  await expect(page.getByText(/^RESTAURADOR DE FAROS · /).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(`${newest!.firstNames} ${newest!.lastNames}`).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/^Ejemplo · /).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/studio-resumen-filtradas-1440.png' })
})

test('a request marked «Atendido» notes when; reopened, the time is cleared', async ({ page }) => {
  const id = `contactRequest.resumen-${Date.now()}`
  await lakeMutate([
    {
      create: {
        _id: id,
        _type: 'contactRequest',
        status: 'en-proceso',
        createdAt: new Date().toISOString(),
        firstNames: 'Marta',
        lastNames: 'Resumen Prueba',
        email: 'marta.resumen@example.com',
        phone: '+57 3001234567',
        country: 'Colombia',
        state: 'Cundinamarca',
        city: 'Cota',
      },
    },
  ])
  await page.goto(`intent/edit/id=${id};type=contactRequest/`)
  await expect(page.getByRole('radio', { name: 'En proceso' })).toBeChecked({ timeout: 60_000 })

  await page.getByRole('radio', { name: 'Atendido' }).check()
  await expect
    .poll(async () => (await lakeDocument(id))?.attendedAt, { timeout: 30_000 })
    .toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/))
  expect((await lakeDocument(id))?.status).toBe('atendido')
  // The field shows the time; the panel may also name the field in a change note of its own.
  const attendedAt = page.getByTestId('field-attendedAt')
  await expect(attendedAt.getByText('Atendida el')).toBeVisible()
  await expect(attendedAt.getByRole('textbox')).not.toHaveValue('')

  await page.getByRole('radio', { name: 'En proceso' }).check()
  await expect
    .poll(async () => (await lakeDocument(id))?.status, { timeout: 30_000 })
    .toBe('en-proceso')
  await expect.poll(async () => (await lakeDocument(id))?.attendedAt).toBeUndefined()
})

test('keyboard: a bar of the chart is a named link', async ({ page }) => {
  await openSummary(page)
  const bars = page.getByRole('region', { name: 'Por fuente' }).getByRole('link')
  await expect(bars.first()).toHaveAccessibleName(/^\S.*: \d+ solicitud/)
  await bars.first().focus()
  await expect(bars.first()).toBeFocused()
  await page
    .getByRole('region', { name: 'Por fuente' })
    .getByText(/^Ver la tabla/)
    .click()
  await expect(
    page.getByRole('region', { name: 'Por fuente' }).getByRole('table', { name: 'Por fuente' }),
  ).toBeVisible()
})
