import { describe, expect, it } from 'vitest'
import { arrivedFrom, type StoredOrigin } from './arrived-from.ts'
import { composeSalesMail, type Lead } from './sales-mail.ts'

const none: StoredOrigin = {
  landingPath: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
}
const origin = (facts: Partial<StoredOrigin>): StoredOrigin => ({ ...none, ...facts })

describe('arrivedFrom', () => {
  it('names a known source as sales call it, then the campaign and the first page', () => {
    expect(
      arrivedFrom(
        origin({
          utmSource: 'instagram',
          utmCampaign: 'navidad-2026',
          landingPath: '/RestauradorDeFaros',
          referrerHost: 'l.instagram.com',
        }),
      ),
    ).toBe('Instagram · campaña navidad-2026 · página /RestauradorDeFaros')
    expect(arrivedFrom(origin({ utmSource: 'CATALOGO' }))).toBe('Catálogo')
    expect(arrivedFrom(origin({ utmSource: 'whatsapp' }))).toBe('WhatsApp')
  })

  it('keeps an unknown source as tagged, and says every tag the link had', () => {
    expect(
      arrivedFrom(
        origin({
          utmSource: 'feria-bogota',
          utmMedium: 'qr',
          utmCampaign: 'expo',
          utmContent: 'stand 4',
          utmTerm: 'limpiador',
          landingPath: '/',
        }),
      ),
    ).toBe(
      'feria-bogota · medio qr · campaña expo · contenido stand 4 · término limpiador · página /',
    )
  })

  it('names the referring site when the link had no source, and «Directo» when nothing', () => {
    expect(
      arrivedFrom(origin({ referrerHost: 'www.google.com', landingPath: '/paraTuAuto' })),
    ).toBe('www.google.com · página /paraTuAuto')
    expect(arrivedFrom(origin({ landingPath: '/Contacto' }))).toBe('Directo · página /Contacto')
  })
})

describe('the e-mail to sales', () => {
  const lead: Lead = {
    _id: 'contactRequest.abc',
    createdAt: '2026-12-02T15:04:05.000Z',
    firstNames: 'Ana',
    lastNames: 'Ruiz',
    email: 'ana@example.com',
    phone: '+57 3001234567',
    country: 'Colombia',
    state: 'Cundinamarca',
    city: 'Cota',
    message: null,
    product: null,
  }
  const settings = {
    from: 'Sitio <no-responder@example.com>',
    recipients: ['ventas@example.com'],
    productUrl: (slug: string) => `https://www.example.com/rehoboth/${slug}`,
    studioUrl: undefined,
  }

  it('says in one line where the request came from', () => {
    const mail = composeSalesMail(
      {
        ...lead,
        origin: origin({
          utmSource: 'instagram',
          utmCampaign: 'navidad-2026',
          landingPath: '/RestauradorDeFaros',
        }),
      },
      settings,
    )
    expect(mail.text).toContain(
      'Llegó desde: Instagram · campaña navidad-2026 · página /RestauradorDeFaros\n',
    )
    expect(mail.html).toContain(
      '<th align="left" style="vertical-align:top">Llegó desde</th><td>Instagram · campaña navidad-2026 · página /RestauradorDeFaros</td>',
    )
  })

  it('escapes the origin in the HTML', () => {
    const mail = composeSalesMail(
      { ...lead, origin: origin({ utmCampaign: '"a&b"', landingPath: "/x'y" }) },
      settings,
    )
    expect(mail.html).toContain('Directo · campaña &quot;a&amp;b&quot; · página /x&#39;y')
  })

  it('has no such line for a request stored without an origin', () => {
    expect(composeSalesMail(lead, settings).text).not.toContain('Llegó desde')
    expect(composeSalesMail({ ...lead, origin: null }, settings).text).not.toContain('Llegó desde')
  })
})
