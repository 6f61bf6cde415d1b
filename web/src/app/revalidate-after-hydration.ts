import { useEffect, useEffectEvent } from 'react'
import { useRevalidator } from 'react-router'
import { isPreviewing } from '../lib/sanity/preview-mode'
import { whenIdle } from '../lib/when-idle'

/**
 * Prerendered pages hydrate with the content they were built with; once the page is interactive
 * and the browser is idle it asks Sanity again, so edits published since the build show without a
 * rebuild. Waiting for idle keeps the Sanity client's download out of the way of hydration. An
 * editor's preview asks at once: the built page has none of their drafts, and inside the Studio
 * the page shares a busy main thread, where idle comes only at the wait's two-second limit.
 */
export function useRevalidateAfterHydration() {
  const { revalidate } = useRevalidator()
  const revalidateOnce = useEffectEvent(() => void revalidate())
  useEffect(() => {
    if (!isPreviewing()) return whenIdle(revalidateOnce)
    revalidateOnce()
    return undefined
  }, [])
}
