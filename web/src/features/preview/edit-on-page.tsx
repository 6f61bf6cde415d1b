import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { MarkEditableContext } from '../../lib/sanity/edit-attributes'
import type * as StudioToolsModule from './studio-connection'
import { usePreviewing } from './use-previewing'

type StudioTools = typeof StudioToolsModule

/**
 * In preview, shows the drafts banner, connects the page to the Studio's «Editar en la página»
 * (overlays, live drafts, navigation) and marks what editors own for the overlays. Outside preview
 * it renders its children alone and loads nothing: visitors never download the banner, and
 * Sanity's overlays are hundreds of kilobytes. The banner comes apart from the overlays, so it
 * shows, with its way out, even while they load.
 */
export function EditOnPage({ children }: { children: ReactNode }) {
  const previewing = usePreviewing()
  const [Banner, setBanner] = useState<ComponentType | null>(null)
  const [tools, setTools] = useState<StudioTools | null>(null)
  useEffect(() => {
    if (!previewing) return
    let current = true
    void import('./preview-banner').then(({ PreviewBanner }) => {
      if (current) setBanner(() => PreviewBanner)
    })
    void import('./studio-connection').then((loaded) => {
      if (current) setTools(loaded)
    })
    return () => {
      current = false
    }
  }, [previewing])
  const StudioConnection = tools?.StudioConnection
  return (
    <MarkEditableContext value={tools?.markEditable ?? null}>
      {Banner && <Banner />}
      {children}
      {StudioConnection && <StudioConnection />}
    </MarkEditableContext>
  )
}
