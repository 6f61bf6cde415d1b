import type { SanityDocument } from 'sanity'
import { describe, expect, test } from 'vitest'
import { objectType } from './testing/validate'

describe('contact requests', () => {
  test('only the follow-up can be edited; what the visitor sent and the e-mail are read-only', () => {
    const editable = objectType('contactRequest')
      .fields.filter((field) => field.type.readOnly !== true)
      .map((field) => field.name)
    expect(editable).toEqual(['status', 'assignee', 'internalNotes'])
  })

  test('save as they are edited, with no draft to publish', () => {
    expect((objectType('contactRequest') as { liveEdit?: boolean }).liveEdit).toBe(true)
  })

  test('the status is nuevo, en proceso or atendido, starting at nuevo', () => {
    const status = objectType('contactRequest').fields.find((field) => field.name === 'status')
    const list = (status?.type.options as { list?: { value: string }[] } | undefined)?.list
    expect(list?.map(({ value }) => value)).toEqual(['nuevo', 'en-proceso', 'atendido'])
    expect(status?.type.initialValue).toBe('nuevo')
  })

  test('their dates and times read in Colombia’s time, whatever zone the computer is in', () => {
    const request = objectType('contactRequest')
    const notice = request.fields.find((field) => field.name === 'notice')?.type as
      { fields: typeof request.fields } | undefined
    const datetimes = [...request.fields, ...(notice?.fields ?? [])].filter(
      (field) => field.type.jsonType === 'string' && field.type.name === 'datetime',
    )
    expect(datetimes.map((field) => field.name)).toEqual(
      expect.arrayContaining(['createdAt', 'sentAt', 'nextAttemptAt']),
    )
    for (const field of datetimes) {
      expect(field.type.options, field.name).toMatchObject({
        displayTimeZone: 'America/Bogota',
        allowTimeZoneSwitch: false,
      })
    }
  })
})

describe('a contact request in lists', () => {
  type Prepare = (value: Record<string, unknown>) => { title?: string; subtitle?: string }
  const prepare = (typeName: string) =>
    (objectType(typeName).preview as { prepare: Prepare }).prepare
  const request = {
    firstNames: 'Ana',
    lastNames: 'Pérez',
    email: 'ana@example.com',
    createdAt: '2026-03-02T15:04:05.000Z',
    status: 'nuevo',
  }

  test('says when it is one of the seed’s examples', () => {
    expect(
      prepare('contactRequest')({ ...request, id: 'contactRequest.ejemplo-007' }).subtitle,
    ).toMatch(/^Ejemplo · ana@example\.com · /)
    expect(
      prepare('contactRequest')({ ...request, id: 'contactRequest.6f1c2f0e' }).subtitle,
    ).toMatch(/^ana@example\.com · /)
  })

  test('its origin reads as where the visit came from, «Directo» with none', () => {
    expect(
      prepare('requestOrigin')({ source: 'instagram', campaign: 'navidad', page: '/Contacto' }),
    ).toEqual({ title: 'instagram', subtitle: 'campaña navidad · página /Contacto' })
    expect(prepare('requestOrigin')({ referrer: 'google.com', page: '/' })).toEqual({
      title: 'google.com',
      subtitle: 'página /',
    })
    expect(prepare('requestOrigin')({ page: '/' }).title).toBe('Directo')
  })

  test('«Atendida el» and «Origen» show only when the request has them', () => {
    const hidden = (name: string, value: unknown) => {
      const field = objectType('contactRequest').fields.find((candidate) => candidate.name === name)
      const rule = field?.type.hidden as (context: { value: unknown }) => boolean
      return rule({ value })
    }
    expect(hidden('attendedAt', undefined)).toBe(true)
    expect(hidden('attendedAt', '2026-03-03T10:00:00Z')).toBe(false)
    expect(hidden('origin', undefined)).toBe(true)
    expect(hidden('origin', { landingPath: '/' })).toBe(false)
  })
})

describe('ordered lists', () => {
  // The site shows these lists in array order, so editors reorder them by dragging.
  test.each([
    ['homePage', 'slides'],
    ['homePage', 'featuredProducts'],
    ['homePage', 'productCarousel'],
    ['homePage', 'categoryCards'],
    ['homePage', 'promoVideos'],
    ['category', 'sections'],
    ['catalogueSection', 'products'],
  ])('%s.%s can be reordered by dragging and says so', (typeName, fieldName) => {
    const type = objectType(typeName).fields.find((field) => field.name === fieldName)?.type
    expect(type?.jsonType).toBe('array')
    expect((type?.options as { sortable?: boolean } | undefined)?.sortable).toBe(true)
    expect(type?.description).toMatch(/Arrastra/)
  })
})

describe('conditional fields', () => {
  const hiddenOf = (typeName: string, fieldName: string) => {
    const hidden = objectType(typeName).fields.find((field) => field.name === fieldName)?.type
      .hidden
    if (typeof hidden !== 'function') throw new Error(`${typeName}.${fieldName} has no hidden rule`)
    return (parent: Record<string, unknown>) =>
      hidden({
        parent,
        document: parent as SanityDocument,
        value: undefined,
        currentUser: null,
        path: [],
      })
  }

  test('the sample-code switch shows only on Código rows', () => {
    const hidden = hiddenOf('specRow', 'isSampleCode')
    expect(hidden({ label: 'Codigo' })).toBe(false)
    expect(['Contenido', 'Presentación', 'Caja Master'].map((label) => hidden({ label }))).toEqual([
      true,
      true,
      true,
    ])
  })

  test('a slide shows the image for images and video, poster and duration for videos', () => {
    const visibleFor = (kind: string) =>
      ['image', 'video', 'poster', 'durationMs'].filter(
        (field) => !hiddenOf('slide', field)({ kind }),
      )
    expect(visibleFor('image')).toEqual(['image'])
    expect(visibleFor('video')).toEqual(['video', 'poster', 'durationMs'])
  })

  test('either kind of slide can have a phone image, cropped around a hotspot', () => {
    const phoneImage = objectType('slide').fields.find((field) => field.name === 'phoneImage')
    expect(phoneImage?.type.hidden).toBeUndefined()
    expect((phoneImage?.type.options as { hotspot?: boolean } | undefined)?.hotspot).toBe(true)
  })
})
