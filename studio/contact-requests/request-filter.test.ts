import { describe, expect, test } from 'vitest'
import { filterFromParams, filteredListPath } from './request-filter'

/** How the desk's router reads a pane path (sanity/structure: toState, parsePanesSegment). */
function panesOf(path: string) {
  const segment = decodeURIComponent(path.replace(/^\/structure\//, ''))
  return segment.split(';').map((pane) => {
    const [id, ...chunks] = pane.split(',')
    const params = Object.fromEntries(
      chunks.map((chunk) => {
        const key = chunk.slice(0, chunk.indexOf('='))
        return [decodeURIComponent(key), decodeURIComponent(chunk.slice(key.length + 1))]
      }),
    )
    return { id, params }
  })
}

describe('the address of a figure’s requests', () => {
  test('carries any value through the desk’s router, commas and accents included', () => {
    const filter = {
      desde: '2026-01-01',
      hasta: '2026-06-30',
      pais: 'Colombia',
      departamento: 'Archipiélago de San Andrés, Providencia y Santa Catalina',
    }
    const path = filteredListPath(filter)
    expect(path).toMatch(/^\/structure\/contactRequests;filtradas%2C/)
    expect(path.split('/').at(-1)).not.toMatch(/[,=|]/)
    const [requests, filtered] = panesOf(path)
    expect(requests).toEqual({ id: 'contactRequests', params: {} })
    expect(filtered).toEqual({ id: 'filtradas', params: filter })
    expect(filterFromParams(filtered!.params)).toEqual(filter)
  })

  test('refuses parameters that make no filter', () => {
    const range = { desde: '2026-01-01', hasta: '2026-01-31' }
    expect(filterFromParams(range)).toEqual(range)
    expect(filterFromParams({ ...range, fuente: 'x'.repeat(201) })).toBeUndefined()
    expect(filterFromParams({ ...range, fuente: '' })).toBeUndefined()
    expect(filterFromParams({ ...range, sin: 'pais' })).toBeUndefined()
    expect(filterFromParams({ ...range, estado: 'borrado' })).toBeUndefined()
    expect(filterFromParams({ desde: '2026-02-30x', hasta: '2026-03-01' })).toBeUndefined()
    expect(filterFromParams({ hasta: '2026-03-01' })).toBeUndefined()
    expect(filterFromParams({ ...range, otra: 'cosa' })).toEqual(range)
  })
})
