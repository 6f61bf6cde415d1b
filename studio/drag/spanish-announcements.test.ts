import { defaultAnnouncements, defaultScreenReaderInstructions } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { announceDragsInSpanish } from './spanish-announcements'

type Item = Parameters<typeof defaultAnnouncements.onDragEnd>[0]['active'] &
  NonNullable<Parameters<typeof defaultAnnouncements.onDragEnd>[0]['over']>

/** The item at `index` of a sortable list of five, as the drag library describes it. */
const slide = (index: number, id = `slide${index + 1}`) =>
  ({
    id,
    data: { current: { sortable: { index, items: ['a', 'b', 'c', 'd', 'e'] } } },
  }) as unknown as Item

describe('drag announcements', () => {
  it('say in Spanish where the item goes, not its internal key', () => {
    announceDragsInSpanish()
    const said = [
      defaultAnnouncements.onDragStart({ active: slide(2) }),
      defaultAnnouncements.onDragOver({ active: slide(2), over: slide(0) }),
      defaultAnnouncements.onDragEnd({ active: slide(2), over: slide(0) }),
      defaultAnnouncements.onDragCancel({ active: slide(2), over: null }),
      defaultScreenReaderInstructions.draggable,
    ]
    expect(said).toEqual([
      'Tomaste el elemento en la posición 3 de 5.',
      'El elemento está sobre la posición 1 de 5.',
      'Soltaste el elemento en la posición 1 de 5.',
      'Arrastre cancelado: el elemento vuelve a su lugar en la posición 3 de 5.',
      expect.stringContaining('Para tomar un elemento, pulsa la barra espaciadora.'),
    ])
    expect(said.join(' ')).not.toMatch(/slide\d|Draggable|dropped/)
  })

  it('still speak when the item is outside any list', () => {
    announceDragsInSpanish()
    expect(defaultAnnouncements.onDragEnd({ active: slide(2), over: null })).toBe(
      'Soltaste el elemento.',
    )
    expect(defaultAnnouncements.onDragOver({ active: slide(2), over: null })).toBe(
      'El elemento está fuera de la lista.',
    )
  })
})
