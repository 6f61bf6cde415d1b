import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { MarkEditableContext } from '../../lib/sanity/edit-attributes'
import { FollowQueryContext } from '../../lib/sanity/live-query'
import { isPreviewing } from '../../lib/sanity/preview-mode'
import type { BannerProps, ShownPerspective } from './preview-banner'
import type * as StudioToolsModule from './studio-connection'
import { usePreviewing } from './use-previewing'

type StudioTools = typeof StudioToolsModule

let bannerLoading: Promise<ComponentType<BannerProps>> | undefined
let toolsLoading: Promise<StudioTools> | undefined
const loadBanner = () =>
  (bannerLoading ??= import('./preview-banner').then(({ PreviewBanner }) => PreviewBanner))
const loadTools = () => (toolsLoading ??= import('./studio-connection'))

// Preview is decided by the page load, so its code can start downloading as the page's own script
// runs, beside the route's content, rather than once the page has hydrated: seconds sooner on the
// Studio's first open.
if (typeof window !== 'undefined' && isPreviewing()) {
  void loadBanner()
  void loadTools()
}

/**
 * In preview, shows the preview banner, connects the page to the Studio's «Editar en la página»
 * (live content, overlays, navigation) and marks what editors own for the overlays. Outside
 * preview it renders its children alone and loads nothing: visitors never download the banner,
 * and Sanity's overlays and loaders are hundreds of kilobytes. The banner comes apart from the
 * overlays, so it shows, with its way out, even while they load.
 */
export function EditOnPage({ children }: { children: ReactNode }) {
  const previewing = usePreviewing()
  const [Banner, setBanner] = useState<ComponentType<BannerProps> | null>(null)
  const [tools, setTools] = useState<StudioTools | null>(null)
  const [perspective, setPerspective] = useState<ShownPerspective | undefined>(undefined)
  useEffect(() => {
    if (!previewing) return
    let current = true
    void loadBanner().then((PreviewBanner) => {
      if (current) setBanner(() => PreviewBanner)
    })
    void loadTools().then((loaded) => {
      if (current) setTools(loaded)
    })
    return () => {
      current = false
    }
  }, [previewing])
  const StudioConnection = tools?.StudioConnection
  return (
    <MarkEditableContext value={tools?.markEditable ?? null}>
      <FollowQueryContext value={tools?.followQuery ?? null}>
        {Banner && <Banner perspective={perspective} />}
        {children}
        {StudioConnection && <StudioConnection onPerspective={setPerspective} />}
      </FollowQueryContext>
    </MarkEditableContext>
  )
}
