import { useRef, useState } from 'react'
import type { PointerEvent } from 'react'
import {
  initialZoom,
  isTap,
  pointerPoint,
  toggleZoomAt,
  zoomInAt,
  zoomOut,
  type ImageZoom,
} from './image-zoom'

type TouchStart = { x: number; y: number; dragged: boolean }

function pointOf(event: PointerEvent<HTMLElement>) {
  return pointerPoint(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY)
}

const isTouch = (event: PointerEvent) => event.pointerType === 'touch'

/**
 * The zoom of a product image: a mouse or pen zooms while over the image and follows it; on a
 * touch screen a tap toggles the zoom and dragging while zoomed pans it.
 */
export function useImageZoom() {
  const [zoom, setZoom] = useState<ImageZoom>(initialZoom)
  const touch = useRef<TouchStart | null>(null)

  const handlers = {
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!isTouch(event)) {
        setZoom(zoomInAt(pointOf(event)))
        return
      }
      const start = touch.current
      if (!start) return
      if (!isTap(start, { x: event.clientX, y: event.clientY })) start.dragged = true
      if (start.dragged && zoom.active) setZoom(zoomInAt(pointOf(event)))
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (!isTouch(event)) setZoom(zoomOut)
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (isTouch(event)) touch.current = { x: event.clientX, y: event.clientY, dragged: false }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const start = touch.current
      touch.current = null
      if (!isTouch(event) || !start || start.dragged) return
      const point = pointOf(event)
      setZoom((current) => toggleZoomAt(current, point))
    },
    onPointerCancel() {
      touch.current = null
    },
  }

  return { zoom, handlers }
}
