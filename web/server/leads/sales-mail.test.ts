import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.ts'
import { composeSalesMail, escapeHtml, headerSafe, type Lead } from './sales-mail.ts'
import { smtpMailer } from './smtp-mailer.ts'

const settings = {
  from: 'Sitio web Rehoboth <no-responder@example.com>',
  recipients: ['ventas@example.com', 'gerencia@example.com'],
  productUrl: (slug: string) => `https://www.example.com/rehoboth/${slug}`,
  studioUrl: (id: string) => `http://localhost:3333/intent/edit/id=${id};type=contactRequest/`,
}

const lead: Lead = {
  _id: 'contactRequest.6f1c2f0e-3b9a-4c55-9d7e-2a1b3c4d5e6f',
  createdAt: '2026-03-02T15:04:05.000Z',
  firstNames: 'María José',
  lastNames: "Pérez O'Neill",
  email: 'maria.perez@example.com',
  phone: '+57 3001234567',
  country: 'Colombia',
  state: 'Cundinamarca',
  city: 'Cota',
  message: 'Quiero precios por caja.\nSon 24 unidades.',
  product: { title: 'Restaurador de Faros', slug: 'RestauradorDeFaros' },
}

describe('composeSalesMail', () => {
  it('tells sales who asked, how to reach them, where, about what, and links the Studio', () => {
    const mail = composeSalesMail(lead, settings)
    expect(mail).toMatchObject({
      from: settings.from,
      to: settings.recipients,
      replyTo: { name: "María José Pérez O'Neill", address: 'maria.perez@example.com' },
      subject: "Solicitud de contacto: María José Pérez O'Neill – Restaurador de Faros",
    })
    for (const line of [
      "Nombre: María José Pérez O'Neill",
      'Teléfono: +57 3001234567',
      'Correo: maria.perez@example.com',
      'País: Colombia',
      'Departamento o estado: Cundinamarca',
      'Ciudad: Cota',
      'Producto: Restaurador de Faros (https://www.example.com/rehoboth/RestauradorDeFaros)',
      'Quiero precios por caja.\nSon 24 unidades.',
      `Ábrela en el Studio para cambiar su estado: ${settings.studioUrl(lead._id)}`,
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toMatch(/Recibida: 2 de marzo de 2026.*10:04/)
    expect(mail.html).toContain(
      '<a href="https://www.example.com/rehoboth/RestauradorDeFaros">Restaurador de Faros</a>',
    )
    expect(mail.html).toContain(`<a href="${settings.studioUrl(lead._id)}">`)
    expect(mail.html).toContain('<a href="tel:+573001234567">+57 3001234567</a>')
  })

  it('escapes every value a visitor wrote in the HTML', () => {
    const mail = composeSalesMail(
      {
        ...lead,
        firstNames: '<img src=x onerror=alert(1)>',
        city: 'Cota" onmouseover="x',
        message: '<script>alert("hola")</script> & más',
        product: { title: '<b>Producto</b>', slug: 'RestauradorDeFaros' },
      },
      settings,
    )
    expect(mail.html).not.toMatch(/<img|<script|<b>| onmouseover="/)
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;hola&quot;)&lt;/script&gt; &amp; más')
    expect(mail.html).toContain('Cota&quot; onmouseover=&quot;x')
  })

  it('keeps line breaks out of every header', () => {
    const mail = composeSalesMail(
      {
        ...lead,
        firstNames: 'Ana\r\nBcc: victima@example.net',
        lastNames: 'Ruiz\nX-Injected: 1',
        email: 'ana@example.com\r\nBcc: otra@example.net',
        product: { title: 'Faros\r\nSubject: falso', slug: 'RestauradorDeFaros' },
      },
      settings,
    )
    for (const header of [mail.subject, mail.from, ...mail.to, mail.replyTo?.name ?? '']) {
      expect(header).not.toMatch(/[\r\n]/)
    }
    // An address that a line break made into two is no address: no Reply-To at all.
    expect(mail.replyTo).toBeUndefined()
    expect(mail.subject).toBe(
      'Solicitud de contacto: Ana Bcc: victima@example.net Ruiz X-Injected: 1 – Faros Subject: falso',
    )
  })

  it('says where to find the request when no Studio address is configured', () => {
    const mail = composeSalesMail({ ...lead, product: null }, { ...settings, studioUrl: undefined })
    expect(mail.text).toContain('Ábrela en el Studio, en «Solicitudes de contacto»')
    expect(mail.subject).toBe("Solicitud de contacto: María José Pérez O'Neill")
    expect(mail.text).not.toContain('Producto:')
  })
})

describe('headerSafe and escapeHtml', () => {
  it('turns control characters and line separators into one space', () => {
    expect(headerSafe('a\r\nb\u2028c\u0000d\te')).toBe('a b c d e')
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })
})

describe('sent over SMTP', () => {
  let inbox: SmtpInbox
  beforeAll(async () => {
    inbox = await startSmtpInbox()
  })
  afterAll(() => inbox.stop())

  it('arrives with the visitor as Reply-To, both parts, and no injected header', async () => {
    const send = smtpMailer(inbox.url)
    await send(
      composeSalesMail(
        { ...lead, lastNames: "Pérez O'Neill\r\nBcc: victima@example.net" },
        settings,
      ),
      AbortSignal.timeout(10_000),
    )
    const [mail] = await inbox.waitFor(1)
    expect(mail!.replyTo?.value).toEqual([
      {
        name: "María José Pérez O'Neill Bcc: victima@example.net",
        address: 'maria.perez@example.com',
      },
    ])
    expect(mail!.headers.has('bcc')).toBe(false)
    expect(mail!.to).toMatchObject({ value: settings.recipients.map((address) => ({ address })) })
    expect(mail!.subject).toContain('Restaurador de Faros')
    expect(mail!.text).toContain('Teléfono: +57 3001234567')
    expect(mail!.html).toContain('Restaurador de Faros</a>')
  })
})
