import { useMemo } from 'react'
import { useMatches } from 'react-router'
import { useSiteData } from '../../lib/site-data'
import { quickMessagesFor, type QuickMessage } from './quick-messages'

/** The product the page shows, from its route's loader data: none on other pages. */
function productTitleIn(matches: readonly { loaderData?: unknown }[]): string | undefined {
  for (const { loaderData } of matches) {
    const title = (loaderData as { product?: { title?: unknown } } | undefined)?.product?.title
    if (typeof title === 'string' && title) return title
  }
  return undefined
}

/** The chat's quick messages on the current page (quick-messages.ts). */
export function useQuickMessages(): readonly QuickMessage[] {
  const settings = useSiteData()?.settings
  const messages = JSON.stringify(quickMessagesFor(settings, productTitleIn(useMatches())))
  // The same list while its content stays the same (content revalidated after hydration comes
  // as new objects): the panel's props must not change while its code is on its way.
  return useMemo(() => JSON.parse(messages) as QuickMessage[], [messages])
}
