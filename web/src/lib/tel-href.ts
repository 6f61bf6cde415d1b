/** A `tel:` address for a phone number written for people, e.g. '+57 601 555 0100'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
