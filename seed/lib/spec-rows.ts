import type { ProductContent, SpecRowContent } from '../data/types.ts'
import { sampleEan13 } from './ean13.ts'

/** Every product ships in master boxes of 24 units (spec §3 and §9). */
export const CAJA_MASTER = '24 unidades'

/** The specification rows of a product page, in the order of spec §3. */
export function specRows(
  product: Pick<ProductContent, 'contenido' | 'presentacion' | 'sampleCodeItem'>,
): SpecRowContent[] {
  return [
    { label: 'Contenido', value: product.contenido },
    { label: 'Codigo', value: sampleEan13(product.sampleCodeItem), isSampleCode: true },
    { label: 'Presentación', value: product.presentacion },
    { label: 'Caja Master', value: CAJA_MASTER },
  ]
}
