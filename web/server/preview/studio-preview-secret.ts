import { createClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { SanityReadSource } from './preview-config.ts'

export type StudioPreviewRequest = {
  isValid: boolean
  /** The page Presentation asked for (`sanity-preview-pathname`), not yet checked to be on the site. */
  redirectTo: string | undefined
  /** `sanity-preview-perspective`: 'drafts', 'published' or a comma-separated release stack. */
  perspective: string | undefined
}

/** Checks a Presentation enable URL's one-hour secret against the documents the Studio wrote. */
export type StudioPreviewCheck = (url: string) => Promise<StudioPreviewRequest>

/**
 * Sanity's own check (`validatePreviewUrl`): the secret must be a `sanity.previewUrlSecret` document
 * the Studio created less than an hour ago, read in the raw perspective with the viewer token.
 * Requests go through `globalThis.fetch`, looked up each time: offline that is what msw/node answers.
 */
export function studioPreviewCheck(sanity: SanityReadSource): StudioPreviewCheck {
  const client = createClient({
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    token: sanity.token,
    useCdn: false,
    resolveFetch: () => (input: string, init?: RequestInit) => globalThis.fetch(input, init),
  })
  return async (url) => {
    const answer = await validatePreviewUrl(client, url)
    return {
      isValid: answer.isValid,
      redirectTo: answer.redirectTo,
      perspective: answer.studioPreviewPerspective ?? undefined,
    }
  }
}
