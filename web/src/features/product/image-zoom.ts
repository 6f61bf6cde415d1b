/** How far the product image is drawn, in percent of its frame: spec §9. */
export const zoomPercent = { active: 350, resting: 90 } as const

/** A point of the image as percentages of its width and height. */
export type ZoomPoint = { x: number; y: number }

export type ImageZoom = ZoomPoint & { active: boolean }

export const initialZoom: ImageZoom = { x: 50, y: 50, active: false }

/** A touch that moves less than this many pixels is a tap, not a drag. */
export const tapTolerancePx = 10

type Box = { left: number; top: number; width: number; height: number }

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value))
}

/** Where a pointer is over the image, as percentages of its box, kept within 0–100. */
export function pointerPoint(box: Box, clientX: number, clientY: number): ZoomPoint {
  if (box.width <= 0 || box.height <= 0) return { x: initialZoom.x, y: initialZoom.y }
  return {
    x: clampPercent(((clientX - box.left) / box.width) * 100),
    y: clampPercent(((clientY - box.top) / box.height) * 100),
  }
}

export function zoomInAt(point: ZoomPoint): ImageZoom {
  return { x: point.x, y: point.y, active: true }
}

/** Zooming out keeps the point, so the resting image stays where the visitor left it. */
export function zoomOut(zoom: ImageZoom): ImageZoom {
  return { ...zoom, active: false }
}

/** A tap on a touch screen: zooms in at the tapped point, or back out when zoomed. */
export function toggleZoomAt(zoom: ImageZoom, point: ZoomPoint): ImageZoom {
  return zoom.active ? zoomOut(zoom) : zoomInAt(point)
}

export function currentZoomPercent(zoom: ImageZoom): number {
  return zoom.active ? zoomPercent.active : zoomPercent.resting
}

export function isTap(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < tapTolerancePx
}
