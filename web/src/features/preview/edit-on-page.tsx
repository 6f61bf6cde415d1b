import { useEffect, useState, type ReactNode } from 'react'
import { MarkEditableContext } from '../../lib/sanity/edit-attributes'
import type * as StudioToolsModule from './studio-connection'
import { usePreviewing } from './use-previewing'

type StudioTools = typeof StudioToolsModule

/**
 * In preview, connects the page to the Studio's «Editar en la página» (overlays, live drafts,
 * navigation) and marks what editors own for the overlays. Outside preview it renders its
 * children alone and loads nothing: Sanity's overlays are hundreds of kilobytes.
 */
export function EditOnPage({ children }: { children: ReactNode }) {
  const previewing = usePreviewing()
  const [tools, setTools] = useState<StudioTools | null>(null)
  useEffect(() => {
    if (!previewing) return
    let current = true
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
      {children}
      {StudioConnection && <StudioConnection />}
    </MarkEditableContext>
  )
}
