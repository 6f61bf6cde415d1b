import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import type { ClientPerspective } from '@sanity/client'
import {
  enableVisualEditing,
  type HistoryAdapterNavigate,
} from '@sanity/visual-editing/enable-visual-editing'
import { sanityClient } from '../../lib/sanity/client'
import { siteBase } from '../../lib/sanity/env'
import { PREVIEW_PERSPECTIVE_PATH } from '../../lib/sanity/preview-mode'
import { connectLiveContent } from './live-queries'

export { markEditable } from './mark-editable'
export { followQuery } from './live-queries'

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
 * The page inside the Studio's «Editar en la página»: its queries in Sanity's loader live mode
 * (live-queries.ts: what the editor types shows at once, and a perspective switch re-renders from
 * the Studio's answers), and Sanity's visual editing, wired to React Router as
 * `@sanity/visual-editing/react-router` does but aware of the site's base path (the Studio's
 * address bar shows /rehoboth/…): overlays, the Studio's navigation as the router's, its manual
 * refresh as the router's revalidation. When the editor switches between drafts and published, the
 * preview session reads the other one from then on, for the pages the editor goes to next.
 */
export function StudioConnection({
  onPerspective,
}: {
  onPerspective: (perspective: ClientPerspective) => void
}) {
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const router = useRef({ navigate, revalidate, onPerspective })
  useEffect(() => {
    router.current = { navigate, revalidate, onPerspective }
  }, [navigate, revalidate, onPerspective])
  const [tellStudio, setTellStudio] = useState<HistoryAdapterNavigate | undefined>(undefined)

  useEffect(() => {
    let shownPerspective: string | undefined
    let liveContent = false
    const showPerspective = (perspective: ClientPerspective) => {
      const stack = Array.isArray(perspective) ? perspective.join(',') : String(perspective)
      if (shownPerspective === stack) return
      // The first report is the perspective the Studio opened the page in, which it loaded.
      const switched = shownPerspective !== undefined
      shownPerspective = stack
      router.current.onPerspective(perspective)
      // Live queries follow a switch by themselves; without them the loaders must run again.
      void fetch(previewPerspectiveHref(stack), { credentials: 'same-origin' }).then(() => {
        if (switched && !liveContent) void router.current.revalidate()
      })
    }
    let disconnectLiveContent: (() => void) | undefined
    let mounted = true
    void sanityClient().then((client) => {
      if (!mounted) return
      disconnectLiveContent = connectLiveContent({
        client,
        onPerspective: showPerspective,
        onConnect: () => (liveContent = true),
        onDisconnect: () => (liveContent = false),
      })
    })
    const disableVisualEditing = enableVisualEditing({
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
      // A saved change reaches the page through its live queries; the Studio's refresh button
      // still loads the page's content again.
      refresh: (payload) =>
        payload.source === 'mutation' && payload.livePreviewEnabled
          ? false
          : router.current.revalidate(),
      onPerspectiveChange: showPerspective,
    })
    return () => {
      mounted = false
      disconnectLiveContent?.()
      disableVisualEditing()
    }
  }, [])

  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    tellStudio?.({ type: 'push', url: `${basePath}${pathname}${search}${hash}` })
  }, [tellStudio, pathname, search, hash])
  return null
}
