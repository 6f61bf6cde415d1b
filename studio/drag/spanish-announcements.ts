import {
  defaultAnnouncements,
  defaultScreenReaderInstructions,
  type Announcements,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'

/** An item of a sortable list: what the library knows of where it stands. */
type Draggable = Pick<Parameters<Announcements['onDragEnd']>[0]['active'], 'data'>

/** «3 de 5»: where an item of a sortable list stands, as an editor counts (from 1). */
function position(item: Draggable | null): string | undefined {
  const sortable = (item?.data.current as { sortable?: { index?: number; items?: unknown[] } })
    ?.sortable
  if (sortable?.index === undefined || !sortable.items) return undefined
  return `${sortable.index + 1} de ${sortable.items.length}`
}

const at = (item: Draggable | null) => {
  const where = position(item)
  return where ? ` en la posición ${where}` : ''
}

/**
 * What a screen reader says while an editor drags an item of an ordered list (slides, featured
 * products, a catalogue's cards). The drag library's own words are English and name the items by
 * their internal keys («Draggable item slide3 was dropped over droppable area slide1»), which the
 * page then keeps in its live region: these say where the item goes, in Spanish.
 */
export const spanishAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Tomaste el elemento${at(active)}.`,
  onDragOver: ({ over }) =>
    over
      ? `El elemento está sobre la posición ${position(over) ?? 'nueva'}.`
      : 'El elemento está fuera de la lista.',
  onDragEnd: ({ over }) => `Soltaste el elemento${at(over)}.`,
  onDragCancel: ({ active }) => `Arrastre cancelado: el elemento vuelve a su lugar${at(active)}.`,
}

export const spanishScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para tomar un elemento, pulsa la barra espaciadora. Mientras lo arrastras, muévelo con las ' +
    'flechas. Pulsa otra vez la barra espaciadora para soltarlo en su nuevo lugar, o Escape para cancelar.',
}

/**
 * Sanity's sortable lists give the drag library no words of their own, so it uses its defaults:
 * those defaults become the Spanish ones. The library reads them at each drag, from the objects it
 * exports, so changing them once before the Studio draws is enough.
 */
export function announceDragsInSpanish(): void {
  Object.assign(defaultAnnouncements, spanishAnnouncements)
  Object.assign(defaultScreenReaderInstructions, spanishScreenReaderInstructions)
}
