import { useRef } from 'react'
import { useRevalidator } from 'react-router'
import { VisualEditing } from '@sanity/visual-editing/react-router'
import { previewPerspectiveHref } from '../../lib/sanity/preview-mode'

/**
 * Sanity's visual editing for React Router: overlays, the Studio's refresh as the router's
 * revalidation (drafts show as they are typed) and its navigation as the router's. When the editor
 * switches between drafts and published, the preview session reads the other one from then on.
 */
export default function StudioConnection() {
  const { revalidate } = useRevalidator()
  const shown = useRef<string | undefined>(undefined)
  return (
    <VisualEditing
      onPerspectiveChange={(perspective) => {
        const stack = Array.isArray(perspective) ? perspective.join(',') : perspective
        if (shown.current === stack) return
        shown.current = stack
        void fetch(previewPerspectiveHref(stack), { credentials: 'same-origin' }).then(() =>
          revalidate(),
        )
      }}
    />
  )
}
