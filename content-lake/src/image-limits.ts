/**
 * How much image work one request may cause. Sanity's pipeline is the reference where it says:
 * - it serves at most 8192 px a side, shrinking a larger image to fit rather than refusing it
 *   (a 13560×438 original came back 8192×265: github.com/sanity-io/sanity-plugin-media/issues/63);
 * - it works on at most 256 megapixels (width × height × frames) and answers the first frame of an
 *   animation past that (sanity.io/docs changelog "Sanity Asset CDN now supports animated images",
 *   2024-08-08).
 * The local lake runs beside the dev servers on a laptop, so it shrinks outputs further (a
 * rendition holds its whole output in memory: 8192×8192 AVIF took 63.7 s and gigabytes) and takes
 * originals of at most 8192×8192 pixels (one 16000×16000 PNG took 0.8 GB to read).
 */

/** Sanity's longest output side. */
export const MAX_OUTPUT_SIDE = 8192

/** Output pixels a rendition may have; larger asks are shrunk to fit, keeping their shape. */
export const MAX_OUTPUT_PIXELS = 4096 * 4096

/** AVIF costs about five times as much per pixel to encode as WebP. */
export const MAX_AVIF_OUTPUT_PIXELS = 2048 * 2048

/** Pixels an original may have: uploads over it are refused, and the CDN reads no larger. */
export const MAX_INPUT_PIXELS = 8192 * 8192

/**
 * The qualities renditions are made at: `q` is rounded to the nearest (the site asks none, so 75,
 * Sanity's default), so that varying it cannot make more than a few renditions of one size.
 */
export const QUALITY_STEPS = [25, 50, 75, 100] as const

/** Renditions made at once; each holds one libuv thread, which file reads share (4 in all). */
export const RENDER_CONCURRENCY = 2

/** Renditions waiting for their turn; one more is answered 503 at once. */
export const MAX_WAITING_RENDERS = 64

/** A rendition still computing pixels after this is stopped by libvips (sharp's `timeout`). */
export const RENDER_TIME_LIMIT_SECONDS = 20
