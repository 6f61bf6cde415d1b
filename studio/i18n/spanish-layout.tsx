import { useEffect } from 'react'
import type { LayoutProps } from 'sanity'
import { createGlobalStyle } from 'styled-components'
import { keepUiLabelsInSpanish } from './ui-labels'

/**
 * Sanity capitalizes every word of a dialog's breadcrumbs («Secciones De Productos»), as English
 * titles are written. Spanish capitalizes the first word only, as the schema's titles and the
 * editors' headings are written: they show as written.
 */
const TitlesAsWritten = createGlobalStyle`
  [style*='text-transform: capitalize'] {
    text-transform: none !important;
  }
`

/** The Studio's layout with its text as a Spanish reader expects it. */
export function SpanishLayout(props: LayoutProps) {
  useEffect(() => keepUiLabelsInSpanish(document.body), [])
  return (
    <>
      <TitlesAsWritten />
      {props.renderDefault(props)}
    </>
  )
}
