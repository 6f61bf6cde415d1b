import type { Page } from '@playwright/test'
import { e2eMailPorts } from '../../test/e2e-mail.ts'
import { e2eStoreDir } from '../../test/test-store.ts'
import { editorLake } from '../server/testing/editor-lake.ts'
import { startSmtpInbox, type SmtpInbox } from '../server/testing/smtp-inbox.ts'
import { fillContactForm, openContactPage } from './contact-page'
import { expect, test, waitForApp } from './fixtures'

// A request sent on the site reaches sales as one e-mail, whatever the mail server and the
// visitor's mouse do. The preview server sends to this file's SMTP server (playwright.config.ts);
// other specs' requests may reach it too, so each test counts only its own visitor's mail.

const port = Number(process.env.E2E_PORT ?? 4173)
// Sales' access to the preview server's store, as the Studio has it: the site's proxy serves
// visitors only.
const sales = editorLake(e2eStoreDir())
const thanks = 'Gracias. Recibimos tu solicitud y te contactaremos pronto.'

test.describe.configure({ mode: 'serial' })

let inbox: SmtpInbox
test.beforeAll(async () => {
  inbox = await startSmtpInbox(e2eMailPorts(port).site)
})
test.afterAll(() => inbox.stop())

const uniqueEmail = (name: string) => `${name}.${Date.now()}@example.com`
const mailsTo = (email: string) =>
  inbox.received.filter((mail) => mail.replyTo?.value[0]?.address === email)

const fillForm = (page: Page, email: string) =>
  fillContactForm(page, { firstNames: 'Camila', lastNames: 'Rojas Prueba', email })

async function storedRequests(email: string) {
  return sales.query<{ _id: string; notice?: { status?: string } }[]>(
    '*[_type == "contactRequest" && email == $email]',
    { email },
  )
}

/** Waits a moment longer than a second e-mail would take, then counts. */
async function settledMailsTo(email: string) {
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  return mailsTo(email)
}

test('a quote request reaches sales as one e-mail with the product, the visitor and the Studio link', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('camila')
  await openContactPage(page, '?producto=ChainLube')
  await fillForm(page, email)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('status')).toHaveText(thanks)

  const mails = await settledMailsTo(email)
  expect(mails).toHaveLength(1)
  const [mail] = mails
  const [stored] = await storedRequests(email)
  expect(mail!.subject).toContain('LUBRICANTE DE CADENAS')
  expect(mail!.replyTo?.value).toEqual([{ name: 'Camila Rojas Prueba', address: email }])
  expect(mail!.text).toContain('Teléfono: +57 3001234567')
  expect(mail!.text).toContain(
    `http://localhost:${port + 3}/intent/edit/id=${stored!._id};type=contactRequest/`,
  )
  expect(stored!.notice?.status).toBe('sent')
  expect(problems).toEqual([])
})

test('a visit from a campaign link and another site, sent from /Contacto two pages later, says where it came from', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('campana')
  await page.goto('RestauradorDeFaros?utm_source=instagram&utm_campaign=navidad', {
    referer: 'http://blog.example.org/articulos/faros',
  })
  await waitForApp(page)
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Para tu vehiculo' })
    .click()
  await expect(page).toHaveURL(/\/rehoboth\/paraTuAuto$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contactanos' }).click()
  await expect(page).toHaveURL(/\/rehoboth\/Contacto$/)
  await fillForm(page, email)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('status')).toHaveText(thanks)

  const [stored] = await sales.query<{ origin?: unknown }[]>(
    '*[_type == "contactRequest" && email == $email]',
    { email },
  )
  expect(stored?.origin).toEqual({
    _type: 'requestOrigin',
    landingPath: '/RestauradorDeFaros',
    referrerHost: 'blog.example.org',
    utmSource: 'instagram',
    utmCampaign: 'navidad',
  })
  const [mail] = await settledMailsTo(email)
  expect(mail!.text).toContain(
    'Llegó desde: Instagram · campaña navidad · página /RestauradorDeFaros\n',
  )
  expect(problems).toEqual([])
})

test('a double-clicked «Enviar», and the same submission sent again, store one request and send one e-mail', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('doble')
  await openContactPage(page)
  await fillForm(page, email)
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact'))
  await page.getByRole('button', { name: 'Enviar' }).dblclick()
  await expect(page.getByRole('status')).toHaveText(thanks)

  // A network retry of the very same request: the same thanks, the same request.
  const again = await page.request.post('api/contact', {
    headers: { 'Content-Type': 'application/json' },
    data: (await sent).postData() ?? '',
  })
  expect(again.status()).toBe(201)
  expect((await again.json()).message).toBe(thanks)

  expect(await settledMailsTo(email)).toHaveLength(1)
  expect(await storedRequests(email)).toHaveLength(1)
  expect(problems).toEqual([])
})

test('with the mail server down the visitor still gets the thanks; the retry delivers it', async ({
  page,
  problems,
}) => {
  await inbox.stop()
  const email = uniqueEmail('sin-correo')
  await openContactPage(page)
  await fillForm(page, email)
  await page.getByRole('button', { name: 'Enviar' }).click()
  await expect(page.getByRole('status')).toHaveText(thanks)

  await expect
    .poll(async () => (await storedRequests(email))[0]?.notice?.status, { timeout: 20_000 })
    .toBe('failed')
  await inbox.start()
  const [{ _id: id }] = (await storedRequests(email)) as [{ _id: string }]

  // What «Reintentar envío» does in the Studio: marks it due with the editor's session, then asks.
  await sales.mutate([
    {
      patch: {
        id,
        set: { 'notice.status': 'pending', 'notice.nextAttemptAt': new Date().toISOString() },
      },
    },
  ])
  const retried = await page.request.post('api/contact/retry', {
    headers: { 'Content-Type': 'text/plain' },
    data: JSON.stringify({ id }),
  })
  expect(await retried.json()).toMatchObject({ outcome: 'sent' })

  expect(await settledMailsTo(email)).toHaveLength(1)
  expect((await storedRequests(email))[0]?.notice?.status).toBe('sent')
  expect(problems).toEqual([])
})
