import { defineLocaleResourceBundle, definePlugin } from 'sanity'
import { SpanishLayout } from './spanish-layout'
import { spanishGapStrings } from './spanish-gap-strings'

const bundles = Object.entries(spanishGapStrings).map(([namespace, resources]) =>
  defineLocaleResourceBundle({ locale: 'es-ES', namespace, resources }),
)

/**
 * The strings @sanity/locale-es-es lacks, layered over that locale, and Sanity UI's English names
 * and capitals undone in the page.
 */
export const spanishGaps = definePlugin({
  name: 'rehoboth-spanish-gaps',
  i18n: { bundles },
  studio: { components: { layout: SpanishLayout } },
})
