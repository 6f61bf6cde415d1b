import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { MarkEditableContext, type MarkEditable } from '../../lib/sanity/edit-attributes'
import { usePreviewing } from './use-previewing'

// Sanity's overlays are hundreds of kilobytes: only an editor's preview ever downloads them.
const StudioConnection = lazy(() => import('./studio-connection'))

/**
 * In preview, connects the page to the Studio's «Editar en la página» (overlays, live drafts,
 * navigation) and marks what editors own for the overlays. Outside preview it renders its
 * children alone and loads nothing.
 */
export function EditOnPage({ children }: { children: ReactNode }) {
  const previewing = usePreviewing()
  const [markEditable, setMarkEditable] = useState<MarkEditable | null>(null)
  useEffect(() => {
    if (!previewing) return
    let current = true
    void import('./mark-editable').then(({ markEditable: mark }) => {
      if (current) setMarkEditable(() => mark)
    })
    return () => {
      current = false
    }
  }, [previewing])
  return (
    <MarkEditableContext value={markEditable}>
      {children}
      {previewing && (
        <Suspense fallback={null}>
          <StudioConnection />
        </Suspense>
      )}
    </MarkEditableContext>
  )
}
