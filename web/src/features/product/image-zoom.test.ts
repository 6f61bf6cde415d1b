import { describe, expect, it } from 'vitest'
import {
  currentZoomPercent,
  initialZoom,
  isTap,
  pointerPoint,
  toggleZoomAt,
  zoomInAt,
  zoomOut,
} from './image-zoom'

const frame = { left: 100, top: 50, width: 400, height: 200 }

describe('the product image zoom', () => {
  it('rests at 90 % centred on 50,50 before the visitor points at it', () => {
    expect(initialZoom).toEqual({ x: 50, y: 50, active: false })
    expect(currentZoomPercent(initialZoom)).toBe(90)
  })

  it('zooms to 350 % at the point under the pointer, in percent of the width and height', () => {
    const zoom = zoomInAt(pointerPoint(frame, 200, 100))
    expect(zoom).toEqual({ x: 25, y: 25, active: true })
    expect(currentZoomPercent(zoom)).toBe(350)
  })

  it('keeps the point between 0 and 100 when the pointer is past an edge', () => {
    expect(pointerPoint(frame, 40, 10)).toEqual({ x: 0, y: 0 })
    expect(pointerPoint(frame, 900, 400)).toEqual({ x: 100, y: 100 })
    expect(pointerPoint(frame, 100, 250)).toEqual({ x: 0, y: 100 })
  })

  it('goes back to 90 % when the pointer leaves, keeping the last clamped point', () => {
    const zoom = zoomOut(zoomInAt(pointerPoint(frame, 900, 60)))
    expect(zoom).toEqual({ x: 100, y: 5, active: false })
    expect(currentZoomPercent(zoom)).toBe(90)
  })

  it('falls back to the centre for an image that has no size yet', () => {
    expect(pointerPoint({ left: 0, top: 0, width: 0, height: 0 }, 10, 10)).toEqual({ x: 50, y: 50 })
  })

  it('toggles on a tap: in at the tapped point, then out where it was', () => {
    const zoomedIn = toggleZoomAt(initialZoom, { x: 10, y: 80 })
    expect(zoomedIn).toEqual({ x: 10, y: 80, active: true })
    expect(toggleZoomAt(zoomedIn, { x: 60, y: 60 })).toEqual({ x: 10, y: 80, active: false })
  })

  it('tells a tap from a drag by how far the finger moved', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 15, y: 14 })).toBe(true)
    expect(isTap({ x: 10, y: 10 }, { x: 30, y: 10 })).toBe(false)
  })
})
