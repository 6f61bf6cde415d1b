import { MAX_OUTPUT_SIDE, QUALITY_STEPS } from './image-limits.ts'

/**
 * The Sanity image API's URL parameters this offline CDN honours:
 * w, h, max-w, max-h, min-w, min-h, dpr, fit, crop, fp-x, fp-y, rect, bg, fm, auto=format, q.
 * Two URLs asking for the same picture give equal transforms (the rendition cache's key): `q` is
 * rounded to one of QUALITY_STEPS (and dropped for lossless formats), `crop` and `fp-x`/`fp-y`
 * are dropped where the fit mode does not crop, other parameters are ignored.
 */

export type FitMode = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min'
export type OutputFormat = 'jpg' | 'png' | 'webp' | 'gif' | 'avif' | 'svg'

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface ImageTransform {
  rect?: Rect
  width?: number
  height?: number
  maxWidth?: number
  maxHeight?: number
  minWidth?: number
  minHeight?: number
  fit: FitMode
  /** crop=… positions (top, bottom, left, right, center, focalpoint, entropy). */
  crop: string[]
  focalPoint?: { x: number; y: number }
  background?: { r: number; g: number; b: number; alpha: number }
  quality: number
  progressive: boolean
  format: OutputFormat
}

const FIT_MODES: readonly FitMode[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']
const REQUESTABLE_FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpg',
  pjpg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}
const LOSSY_FORMATS: readonly OutputFormat[] = ['jpg', 'webp', 'avif']
const CROPPING_FITS: readonly FitMode[] = ['crop', 'min']
const DEFAULT_QUALITY = 75

export class InvalidImageParameter extends Error {}

function readNumber(params: URLSearchParams, name: string, min: number, max: number) {
  const raw = params.get(name)
  if (raw === null) return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new InvalidImageParameter(`Invalid value for parameter "${name}": ${raw}`)
  }
  return value
}

function readRect(params: URLSearchParams): Rect | undefined {
  const raw = params.get('rect')
  if (raw === null) return undefined
  const values = raw.split(',').map(Number)
  const [left = NaN, top = NaN, width = NaN, height = NaN] = values
  if (values.length !== 4 || ![left, top, width, height].every(Number.isInteger)) {
    throw new InvalidImageParameter(`Invalid value for parameter "rect": ${raw}`)
  }
  if (left < 0 || top < 0 || width < 1 || height < 1) {
    throw new InvalidImageParameter(`Invalid value for parameter "rect": ${raw}`)
  }
  return { left, top, width, height }
}

function readBackground(params: URLSearchParams) {
  const raw = params.get('bg')
  if (raw === null) return undefined
  const hex = raw.replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) {
    throw new InvalidImageParameter(`Invalid value for parameter "bg": ${raw}`)
  }
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
  const argb = full.length === 8 ? full : `ff${full}`
  const channel = (index: number) => parseInt(argb.slice(index, index + 2), 16)
  return { alpha: channel(0) / 255, r: channel(2), g: channel(4), b: channel(6) }
}

function chooseFormat(
  params: URLSearchParams,
  sourceExtension: string,
  accept: string,
  rasterized: boolean,
): { format: OutputFormat; progressive: boolean } {
  const requested = params.get('fm')
  if (requested !== null) {
    const format = REQUESTABLE_FORMATS[requested]
    if (!format) throw new InvalidImageParameter(`Invalid value for parameter "fm": ${requested}`)
    return { format, progressive: requested === 'pjpg' }
  }
  if (sourceExtension === 'svg' && !rasterized) return { format: 'svg', progressive: false }
  // AVIF only on request (fm=avif): encoding it on the fly is too slow for a dev server.
  if (params.get('auto') === 'format' && /image\/webp/.test(accept)) {
    return { format: 'webp', progressive: false }
  }
  const source = REQUESTABLE_FORMATS[sourceExtension]
  return { format: source ?? (sourceExtension === 'svg' ? 'png' : 'jpg'), progressive: false }
}

function nearestQualityStep(quality: number): number {
  return QUALITY_STEPS.reduce((best, step) =>
    Math.abs(step - quality) < Math.abs(best - quality) ? step : best,
  )
}

/** Reads the transform asked for; throws InvalidImageParameter like the CDN's 400 answers. */
export function parseImageTransform(
  params: URLSearchParams,
  sourceExtension: string,
  accept: string,
): ImageTransform {
  const dpr = readNumber(params, 'dpr', 1, 3) ?? 1
  const dimension = (name: string) => {
    const value = readNumber(params, name, 1, MAX_OUTPUT_SIDE)
    return value === undefined ? undefined : Math.min(MAX_OUTPUT_SIDE, Math.round(value * dpr))
  }
  const fit = (params.get('fit') ?? 'clip') as FitMode
  if (!FIT_MODES.includes(fit)) {
    throw new InvalidImageParameter(`Invalid value for parameter "fit": ${fit}`)
  }
  const focalX = readNumber(params, 'fp-x', 0, 1)
  const focalY = readNumber(params, 'fp-y', 0, 1)
  const width = dimension('w')
  const height = dimension('h')
  const rect = readRect(params)
  const background = readBackground(params)
  const rasterized = width !== undefined || height !== undefined || rect !== undefined
  const output = chooseFormat(params, sourceExtension, accept, rasterized)
  const quality = readNumber(params, 'q', 0, 100)
  const crops = CROPPING_FITS.includes(fit)
  return {
    ...(rect && { rect }),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    maxWidth: dimension('max-w'),
    maxHeight: dimension('max-h'),
    minWidth: dimension('min-w'),
    minHeight: dimension('min-h'),
    fit,
    crop: crops
      ? [...new Set((params.get('crop') ?? 'center').split(',').filter(Boolean))].sort()
      : [],
    ...(crops &&
      (focalX !== undefined || focalY !== undefined) && {
        focalPoint: { x: focalX ?? 0.5, y: focalY ?? 0.5 },
      }),
    ...(background && { background }),
    quality:
      quality !== undefined && LOSSY_FORMATS.includes(output.format)
        ? nearestQualityStep(quality)
        : DEFAULT_QUALITY,
    ...output,
  }
}
