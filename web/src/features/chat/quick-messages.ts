import type { SiteSettingsQueryResult } from '@rehoboth/shared/sanity-types'

/** A button of the chat that leaves a message written, ready to send. */
export type QuickMessage = { label: string; text: string }

/** The spec's two, on every page, when the site settings have none. */
export const defaultQuickMessages: readonly QuickMessage[] = [
  { label: 'Info', text: 'Hola, quiero más información' },
  { label: 'Ubicación', text: '¿Dónde están ubicados?' },
]

/** Where the product's name goes in the product page's message. */
export const productPlaceholder = '{producto}'

/** The one more on a product page, when the site settings have none. */
export const defaultProductMessage: QuickMessage = {
  label: 'Cotizar',
  text: `Quiero cotizar ${productPlaceholder}`,
}

type ChatSettings = Partial<
  Pick<NonNullable<SiteSettingsQueryResult>, 'chatQuickMessages' | 'chatProductMessage'>
>

const complete = (message: Partial<QuickMessage> | null | undefined): message is QuickMessage =>
  Boolean(message?.label?.trim() && message.text?.trim())

/**
 * The chat's quick messages: the site settings' (or the spec's two), then, on a product page, the
 * product's, its name in place of «{producto}».
 */
export function quickMessagesFor(
  settings: ChatSettings | undefined,
  productTitle: string | undefined,
): QuickMessage[] {
  const configured = (settings?.chatQuickMessages ?? []).filter(complete)
  const everyPage = (configured.length > 0 ? configured : defaultQuickMessages).map(
    ({ label, text }) => ({ label, text }),
  )
  if (!productTitle) return everyPage
  const template = complete(settings?.chatProductMessage)
    ? settings.chatProductMessage
    : defaultProductMessage
  return [
    ...everyPage,
    { label: template.label, text: template.text.replaceAll(productPlaceholder, productTitle) },
  ]
}
