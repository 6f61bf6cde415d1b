import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import {
  enableVisualEditing,
  type HistoryAdapterNavigate,
} from '@sanity/visual-editing/enable-visual-editing'
import { siteBase } from '../../lib/sanity/env'
import { PREVIEW_PERSPECTIVE_PATH } from '../../lib/sanity/preview-mode'

export { markEditable } from './mark-editable'

const basePath = siteBase.replace(/\/$/, '')

/** Asks the server to show `perspective` ('drafts', 'published' or a release stack) from now on. */
function previewPerspectiveHref(perspective: string): string {
  return `${siteBase}${PREVIEW_PERSPECTIVE_PATH}?${new URLSearchParams({ perspective })}`
}

/** The Studio names pages by their full address; the router by the path under the base. */
function routerPath(studioUrl: string): string {
  const { pathname, search, hash } = new URL(studioUrl, globalThis.location.origin)
  const underBase = pathname.startsWith(siteBase) ? pathname.slice(basePath.length) : pathname
  return `${underBase}${search}${hash}`
}

/**
 * Sanity's visual editing, wired to React Router as `@sanity/visual-editing/react-router` does, but
 * aware of the site's base path (the Studio's address bar shows /rehoboth/…): overlays, the
 * Studio's refresh as the router's revalidation (drafts show as they are typed), its navigation as
 * the router's. When the editor switches between drafts and published, the preview session reads
 * the other one from then on.
 */
export function StudioConnection() {
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const router = useRef({ navigate, revalidate })
  useEffect(() => {
    router.current = { navigate, revalidate }
  }, [navigate, revalidate])
  const [tellStudio, setTellStudio] = useState<HistoryAdapterNavigate | undefined>(undefined)

  useEffect(() => {
    let shownPerspective: string | undefined
    return enableVisualEditing({
      history: {
        subscribe: (navigateStudio) => {
          setTellStudio(() => navigateStudio)
          return () => setTellStudio(undefined)
        },
        update: (update) => {
          if (update.type === 'pop') void router.current.navigate(-1)
          else {
            void router.current.navigate(routerPath(update.url), {
              replace: update.type === 'replace',
            })
          }
        },
      },
      refresh: (payload) =>
        payload.source === 'mutation' && payload.livePreviewEnabled
          ? false
          : router.current.revalidate(),
      onPerspectiveChange: (perspective) => {
        const stack = Array.isArray(perspective) ? perspective.join(',') : String(perspective)
        if (shownPerspective === stack) return
        shownPerspective = stack
        void fetch(previewPerspectiveHref(stack), { credentials: 'same-origin' }).then(() =>
          router.current.revalidate(),
        )
      },
    })
  }, [])

  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    tellStudio?.({ type: 'push', url: `${basePath}${pathname}${search}${hash}` })
  }, [tellStudio, pathname, search, hash])
  return null
}
