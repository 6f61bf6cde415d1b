import { defineQuery } from 'groq'
import type { SanityWriteTarget } from '../contact-api-config.ts'
import { sanityDataApi, SanityUnavailableError } from '../sanity-contact-store.ts'
import type { LeadQueryResult, UnsentQueryResult } from '@rehoboth/shared/sanity-types'
import type { Notice } from './notice-schedule.ts'

/** Where the notices of contact requests are read and written. */
export type LeadNoticeStore = {
  /** The request, its product and the sales addresses of the site settings. */
  lead: (id: string) => Promise<LeadQueryResult>
  /**
   * Writes the notice; with `ifRevision`, only if the request is still at that revision (two
   * servers never both take one send on). Resolves false when it was not.
   */
  setNotice: (id: string, notice: Notice, ifRevision?: string) => Promise<boolean>
  /** Requests whose notice is not sent, oldest first (a bounded batch). */
  unsent: () => Promise<UnsentQueryResult>
}

const leadQuery = defineQuery(`{
  "lead": *[_type == "contactRequest" && _id == $id][0]{
    _id, _rev, createdAt, firstNames, lastNames, email, phone, country, state, city, message,
    notice, "product": product->{title, "slug": slug.current},
    origin{landingPath, referrerHost, utmSource, utmMedium, utmCampaign, utmContent, utmTerm}
  },
  "recipients": coalesce(*[_id == "siteSettings"][0].salesEmails, [])
}`)

const unsentQuery = defineQuery(`*[_type == "contactRequest" && notice.status in $statuses]
  | order(createdAt asc) [0...50]{_id, notice}`)

export function sanityLeadNotices(target: SanityWriteTarget): LeadNoticeStore {
  const api = sanityDataApi(target)
  return {
    lead: (id) => api.query(leadQuery, { id }),
    async setNotice(id, notice, ifRevision) {
      try {
        await api.mutate([
          { patch: { id, ...(ifRevision && { ifRevisionID: ifRevision }), set: { notice } } },
        ])
        return true
      } catch (error) {
        // Someone else changed the request meanwhile (another server took the send on).
        if (error instanceof SanityUnavailableError && error.status === 409) return false
        throw error
      }
    },
    unsent: () => api.query(unsentQuery, { statuses: ['pending', 'failed', 'sending'] }),
  }
}
