// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { act, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import { theme } from '../../styles/theme'
import { fakeBrowser, pageLoad, fakeCarouselClock } from '../../testing/fake-browser'
import { HeroCarousel } from './hero-carousel'
import type { HeroSlide } from './home-content'
import { loader } from './home-route'

let slides: HeroSlide[] = []
let restoreBrowser = () => {}

beforeAll(async () => {
  await pageLoad()
  const offlineSanity = setupServer(...offlineLakeHandlers())
  offlineSanity.listen({ onUnhandledFrame: 'error' })
  try {
    slides = (await loader()).homePage.slides ?? []
  } finally {
    offlineSanity.close()
  }
})

afterEach(() => {
  vi.useRealTimers()
  restoreBrowser()
})

function showHero({ reducedMotion = false, phone = false } = {}) {
  const { playedVideos, restore } = fakeBrowser({ reducedMotion, phone })
  restoreBrowser = restore
  fakeCarouselClock()
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderWithTheme(<HeroCarousel slides={slides} />)
  return { user, playedVideos }
}

const shownSlide = () => screen.getByRole('group', { name: /^Diapositiva \d de 4$/ })

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('home hero carousel', () => {
  it('opens on the video slide, muted and inline, then shows the image slides', () => {
    showHero()
    expect(screen.getByRole('region', { name: 'Presentación' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    )
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'diapositiva')
    const video = shownSlide().querySelector('video')
    expect(video).not.toBeNull()
    expect(video).toHaveProperty('muted', true)
    expect(video).toHaveAttribute('playsinline')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).toHaveAttribute('loop')
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4)
  })

  it('prerenders only the first slide’s image; the later slides’ images come after the load', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <HeroCarousel slides={slides} />
      </ThemeProvider>,
    )
    const images = html.match(/<img\b[^>]*>/g) ?? []
    expect(images).toHaveLength(1)
    expect(images[0]).toContain('fetchPriority="high"')

    showHero()
    // Loaded: the video's poster and every image slide.
    expect(document.querySelectorAll('img')).toHaveLength(slides.length)
  })

  it('shows phones each slide’s portrait cut, preloaded on phones only', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <HeroCarousel slides={slides} />
      </ThemeProvider>,
    )
    const phonePoster = slides[0]?.phoneImage?.asset?._id.split('-')[1] ?? 'missing'
    expect(html).toMatch(
      new RegExp(`<source media="\\(max-width: 768px\\)" srcSet="[^"]*${phonePoster}`),
    )
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(2)
    expect(preloads[0]).toContain(phonePoster)
    expect(preloads[0]).toContain('media="(max-width: 768px)"')
    expect(preloads[1]).toContain('media="(min-width: 769px)"')
  })

  it('plays no video on a phone, where the video slide shows its phone image', async () => {
    const { playedVideos } = showHero({ phone: true })
    await wait(0)
    expect(playedVideos()).toEqual([])
  })

  it('moves with the previous and next buttons, wrapping at both ends', async () => {
    const { user } = showHero()
    await user.click(screen.getByRole('button', { name: 'Diapositiva anterior' }))
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 4 de 4')
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    await user.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }))
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 2 de 4')
  })

  it('shows the video 22 s and an image 5 s, announcing nothing while it rotates', async () => {
    showHero()
    const slidesBox = shownSlide().parentElement
    expect(slidesBox).toHaveAttribute('aria-live', 'off')
    await wait(21_999)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    await wait(1)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 2 de 4')
    await wait(5_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 3 de 4')
  })

  it('stops on “Detener” and goes on with “Iniciar”; stopped, slide changes are announced', async () => {
    const { user } = showHero()
    await user.click(screen.getByRole('button', { name: 'Detener la rotación de diapositivas' }))
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'polite')
    await wait(60_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    await user.click(screen.getByRole('button', { name: 'Iniciar la rotación de diapositivas' }))
    await wait(22_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 2 de 4')
  })

  it('holds while the mouse rests on it and while keyboard focus is inside', async () => {
    const { user } = showHero()
    const carousel = screen.getByRole('region', { name: 'Presentación' })
    await user.hover(carousel)
    await wait(30_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    await user.unhover(carousel)
    await user.tab()
    expect(
      screen.getByRole('button', { name: 'Detener la rotación de diapositivas' }),
    ).toHaveFocus()
    await wait(30_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    act(() => (document.activeElement as HTMLElement).blur())
    await wait(22_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 2 de 4')
  })

  it('plays the video once the page has loaded', async () => {
    const { playedVideos } = showHero()
    await wait(0)
    expect(playedVideos()).toEqual([shownSlide().querySelector('video')])
  })

  it('neither rotates nor plays the video under reduced motion until the visitor presses play', async () => {
    const { user, playedVideos } = showHero({ reducedMotion: true })
    expect(
      await screen.findByRole('button', { name: 'Iniciar la rotación de diapositivas' }),
    ).toBeVisible()
    await wait(60_000)
    expect(shownSlide()).toHaveAccessibleName('Diapositiva 1 de 4')
    expect(playedVideos()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Iniciar la rotación de diapositivas' }))
    expect(playedVideos()).toEqual([shownSlide().querySelector('video')])
  })
})
