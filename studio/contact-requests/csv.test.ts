import { describe, expect, test } from 'vitest'
import { csvCell, toCsv } from './csv'
import { contactRequestsCsv, exportHeader, exportRange } from './export-rows'

describe('the CSV writer', () => {
  test('starts with a byte order mark and ends rows with CRLF', () => {
    expect(toCsv(['Nombre', 'Ciudad'], [['Ana', 'Bogotá']])).toBe(
      '\uFEFFNombre;Ciudad\r\nAna;Bogotá\r\n',
    )
  })

  test('quotes cells with quotes, separators, line breaks or edge spaces', () => {
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""')
    expect(csvCell('uno; dos')).toBe('"uno; dos"')
    expect(csvCell('uno, dos')).toBe('"uno, dos"')
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"')
    expect(csvCell(' con espacio')).toBe('" con espacio"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell(12)).toBe('12')
  })

  test('keeps what a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","clic")')).toBe(`"'=HYPERLINK(""http://x"",""clic"")"`)
    expect(csvCell('+57 3001234567')).toBe("'+57 3001234567")
    expect(csvCell('-1+1')).toBe("'-1+1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('a=b')).toBe('a=b')
  })
})

describe('the contact requests export', () => {
  test('a range of days in Bogotá, the last day included', () => {
    expect(exportRange('2026-03-01', '2026-03-07')).toEqual({
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-03-08T05:00:00.000Z',
    })
  })

  test('one row per request under Spanish headers', () => {
    const csv = contactRequestsCsv([
      {
        _id: 'contactRequest.6f1c2f0e-3b9a-4c55-9d7e-2a1b3c4d5e6f',
        createdAt: '2026-03-02T15:04:05.000Z',
        status: 'en-proceso',
        firstNames: 'María José',
        lastNames: "Pérez O'Neill",
        email: 'maria@example.com',
        phone: '+57 3001234567',
        country: 'Colombia',
        state: 'Cundinamarca',
        city: 'Cota',
        product: 'LUBRICANTE DE CADENAS',
        message: 'Precio por caja; 24 unidades',
        assignee: null,
        internalNotes: null,
        notice: 'failed',
        origin: {
          landingPath: '/RestauradorDeFaros',
          referrerHost: 'instagram.com',
          utmSource: 'instagram',
          utmMedium: 'social',
          utmCampaign: 'navidad-2026',
          utmContent: 'historia',
          utmTerm: null,
        },
      },
    ])
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toBe(exportHeader.join(';'))
    expect(row).toBe(
      [
        '2026-03-02 10:04',
        'En proceso',
        'María José',
        "Pérez O'Neill",
        'maria@example.com',
        "'+57 3001234567",
        'Colombia',
        'Cundinamarca',
        'Cota',
        'LUBRICANTE DE CADENAS',
        '"Precio por caja; 24 unidades"',
        '',
        '',
        'Envío fallido',
        '/RestauradorDeFaros',
        'instagram.com',
        'instagram',
        'social',
        'navidad-2026',
        'historia',
        '',
        'contactRequest.6f1c2f0e-3b9a-4c55-9d7e-2a1b3c4d5e6f',
      ].join(';'),
    )
  })

  test('a request without an origin leaves its columns empty', () => {
    const csv = contactRequestsCsv([
      {
        _id: 'contactRequest.1',
        createdAt: '2026-03-02T15:04:05.000Z',
        status: 'nuevo',
        firstNames: 'Ana',
        lastNames: 'Pérez',
        email: 'ana@example.com',
        phone: '+57 3001234567',
        country: 'Colombia',
        state: 'Cundinamarca',
        city: 'Cota',
        product: null,
        message: null,
        assignee: null,
        internalNotes: null,
        notice: 'sent',
        origin: null,
      },
    ])
    const row = csv.slice(1).split('\r\n')[1]!.split(';')
    expect(row).toHaveLength(exportHeader.length)
    expect(row.slice(-8)).toEqual(['', '', '', '', '', '', '', 'contactRequest.1'])
  })
})
