import { readFile } from 'node:fs/promises'
import type { BrowserContext } from '@playwright/test'
import { e2eMailPorts } from '../../../test/e2e-mail.ts'
import { startSmtpInbox, type SmtpInbox } from '../../server/testing/smtp-inbox.ts'
import {
  expect,
  lakeDocument,
  lakeMutate,
  lakeQuery,
  openStudio,
  servers,
  test,
} from './studio-fixtures.ts'

// Sales' side of a request: the e-mail's link opens it in the Studio, its follow-up saves at
// once with no «Publicar», and the week's requests leave as a CSV file for Excel.

const port = Number(process.env.E2E_PORT ?? 4173)

test.describe.configure({ mode: 'serial' })

let inbox: SmtpInbox
test.beforeAll(async () => {
  inbox = await startSmtpInbox(e2eMailPorts(port).studioSite)
})
test.afterAll(() => inbox.stop())

/** A visitor sends the contact form on the site that the Studio's lake stores for. */
async function sendRequest(context: BrowserContext, email: string) {
  const site = await context.newPage()
  await site.goto(`${servers.siteUrl}Contacto?producto=ChainLube`)
  await expect(site.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 })
  const form = site.getByRole('form', { name: 'Escríbenos' })
  await form.getByLabel('Nombres').fill('Julián')
  await form.getByLabel('Apellidos').fill('Ventas Prueba')
  await form.getByLabel('Correo Electrónico').fill(email)
  await site.getByRole('radio', { name: 'Colombia' }).check()
  await form.getByLabel('Departamento o estado').selectOption('Cundinamarca')
  await form.getByLabel('Ciudad').selectOption('Cota')
  await form.getByLabel('Teléfono').fill('3001234567')
  await site
    .getByRole('checkbox', {
      name: 'Acepto las condiciones del servicio y el tratamiento de datos personales',
    })
    .check()
  await site.getByRole('checkbox', { name: 'No soy un robot' }).check()
  await site.getByRole('button', { name: 'Enviar' }).click()
  await expect(site.getByRole('status')).toHaveText(
    'Gracias. Recibimos tu solicitud y te contactaremos pronto.',
  )
  await site.close()
}

test('the e-mail’s link opens the request; its Estado saves at once, without «Publicar»', async ({
  page,
  context,
}) => {
  const email = `julian.${Date.now()}@example.com`
  await sendRequest(context, email)
  await expect
    .poll(() => inbox.received.filter((mail) => mail.replyTo?.value[0]?.address === email).length)
    .toBe(1)
  const mail = inbox.received.find((candidate) => candidate.replyTo?.value[0]?.address === email)
  const link = /http:\/\/localhost:\d+\/intent\/edit\/\S+/.exec(mail!.text ?? '')?.[0]
  expect(link).toBeDefined()
  const id = /id=([^;]+);/.exec(link!)?.[1]

  await page.goto(link!)
  await expect(page.getByText('Julián Ventas Prueba').first()).toBeVisible({ timeout: 60_000 })
  // The form draws after the pane's title: seconds on a busy machine.
  await expect(page.getByRole('radio', { name: 'Nuevo' })).toBeChecked({ timeout: 60_000 })
  expect((await lakeDocument(id!))?.notice).toMatchObject({ status: 'sent', attempts: 1 })
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0)

  await page.getByRole('radio', { name: 'En proceso' }).check()
  await page.getByLabel('Quién la atiende').fill('Laura de ventas')
  await expect
    .poll(async () => (await lakeDocument(id!))?.status, { timeout: 30_000 })
    .toBe('en-proceso')
  await expect.poll(async () => (await lakeDocument(id!))?.assignee).toBe('Laura de ventas')
  expect(await lakeDocument(`drafts.${id}`)).toBeUndefined()
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0)
})

test('«Nuevas (n)» counts a new request and one that leaves «Nuevo» while sales look at it, with no reload', async ({
  page,
  context,
}) => {
  const newCount = () =>
    lakeQuery<number>('count(*[_type == "contactRequest" && status == "nuevo"])')
  const counted = (count: number) => page.getByRole('link', { name: `Nuevas (${count})` })
  await openStudio(page, 'structure/contactRequests')
  const before = await newCount()
  await expect(counted(before)).toBeVisible({ timeout: 30_000 })

  const email = `nueva.${Date.now()}@example.com`
  await sendRequest(context, email)
  await expect(counted(before + 1)).toBeVisible({ timeout: 10_000 })

  // A colleague takes it from another Studio.
  const [request] = await lakeQuery<{ _id: string }[]>(
    '*[_type == "contactRequest" && email == $email]{_id}',
    { email },
  )
  await lakeMutate([{ patch: { id: request!._id, set: { status: 'en-proceso' } } }])
  await expect(counted(before)).toBeVisible({ timeout: 10_000 })
})

test('the requests export as a CSV file that Excel opens with its columns', async ({ page }) => {
  const requests = await lakeQuery<{ email: string }[]>(
    '*[_type == "contactRequest"] | order(createdAt asc){email}',
  )
  expect(requests.length).toBeGreaterThan(0)

  await page.goto('exportar-solicitudes')
  await expect(page.getByRole('heading', { name: 'Exportar solicitudes de contacto' })).toBeVisible(
    { timeout: 60_000 },
  )
  await page.getByLabel('Desde').fill('2020-01-01')
  await expect(page.getByLabel('Desde')).toHaveValue('2020-01-01')
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^solicitudes-2020-01-01-a-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile((await download.path())!, 'utf8')

  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n')
  expect(header!.split(';')).toEqual([
    'Recibida',
    'Estado',
    'Nombres',
    'Apellidos',
    'Correo electrónico',
    'Teléfono',
    'País',
    'Departamento o estado',
    'Ciudad',
    'Producto',
    'Mensaje',
    'Quién la atiende',
    'Notas internas',
    'Correo a ventas',
    'Primera página',
    'Sitio de procedencia',
    'Fuente',
    'Medio',
    'Campaña',
    'Contenido',
    'Término',
    'Id',
  ])
  expect(rows).toHaveLength(requests.length)
  for (const request of requests) {
    expect(rows.some((row) => row.split(';')[4] === request.email)).toBe(true)
  }
  await expect(page.getByRole('status')).toHaveText(
    requests.length === 1
      ? 'Se descargó 1 solicitud.'
      : `Se descargaron ${requests.length} solicitudes.`,
  )
})
