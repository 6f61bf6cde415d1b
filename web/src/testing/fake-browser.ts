import { vi } from 'vitest'

/**
 * What jsdom lacks for the home page's components: media queries, IntersectionObserver,
 * video playback and modal dialogs. `reducedMotion` answers the prefers-reduced-motion query,
 * `phone` the query for a phone's screen (768 px wide or less).
 */
export function fakeBrowser({ reducedMotion = false, phone = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (reducedMotion && query.includes('prefers-reduced-motion: reduce')) ||
      (phone && query === '(max-width: 768px)'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        const entry = { target, isIntersecting: true } as IntersectionObserverEntry
        this.report([entry], this as unknown as IntersectionObserver)
      }
      disconnect() {}
    },
  )
  // jsdom cannot play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined)
  vi.mocked(HTMLMediaElement.prototype.play).mockClear()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
  /** The videos asked to play so far. */
  const playedVideos = () => vi.mocked(HTMLMediaElement.prototype.play).mock.contexts
  return { playedVideos, restore: () => vi.unstubAllGlobals() }
}

/**
 * Fake clocks for the carousels' timers only: React's own scheduling must keep running. Testing
 * Library lets events settle with a setTimeout(0); it advances a fake clock only when it sees a
 * `jest` global, so it gets one that drives Vitest's clock.
 */
export function fakeCarouselClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
}

/** jsdom finishes loading the test page on its own time; videos wait for that. */
export async function pageLoad(): Promise<void> {
  if (document.readyState === 'complete') return
  await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
}
