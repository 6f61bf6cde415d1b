import {
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from 'react'
import { useTheme } from 'styled-components'
import { createRotation, type RotationOptions } from './rotation'
import { useMediaQuery } from '../../hooks/use-media-query'

/**
 * A carousel's auto-rotation wired to the page: it starts once hydrated, holds while the mouse
 * rests on the carousel or focus is inside it, and never starts by itself under reduced motion.
 */
export function useRotation(options: RotationOptions) {
  const [rotation] = useState(() => createRotation(options))
  const snapshot = useSyncExternalStore(
    rotation.subscribe,
    rotation.getSnapshot,
    rotation.getSnapshot,
  )
  const reducedMotion = useMediaQuery(useTheme().media.reducedMotion)

  useEffect(() => {
    rotation.start()
    return () => rotation.stop()
  }, [rotation])

  useEffect(() => {
    if (reducedMotion) rotation.reduceMotion()
  }, [reducedMotion, rotation])

  const holdHandlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') rotation.hold('pointer', true)
    },
    onPointerLeave: () => rotation.hold('pointer', false),
    onFocus: () => rotation.hold('focus', true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) rotation.hold('focus', false)
    },
  }

  // Until the effect above has stopped it, a visitor who prefers reduced motion must not see any.
  const playing = snapshot.playing && (!reducedMotion || snapshot.startedByVisitor)
  return { ...snapshot, playing, rotation, holdHandlers }
}
