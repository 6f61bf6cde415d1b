// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { act, fireEvent } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import { fakeBrowser } from '../../testing/fake-browser'
import type { HeroSlide } from './home-content'
import { loader } from './home-route'
import { HeroVideo } from './hero-video'

let videoSlide: HeroSlide | undefined
let restoreBrowser = () => {}

beforeAll(async () => {
  const offlineSanity = setupServer(...offlineLakeHandlers())
  offlineSanity.listen({ onUnhandledFrame: 'error' })
  try {
    videoSlide = (await loader()).homePage.slides?.find((slide) => slide.kind === 'video')
  } finally {
    offlineSanity.close()
  }
})

afterEach(() => restoreBrowser())

function showVideoSlide(playing: boolean) {
  if (!videoSlide) throw new Error('The offline home page has no video slide.')
  const browser = fakeBrowser()
  restoreBrowser = browser.restore
  const slide = videoSlide
  const view = renderWithTheme(<HeroVideo slide={slide} sizes="100vw" playing={playing} />)
  const poster = view.container.querySelector('img')
  const video = view.container.querySelector('video')
  if (!poster || !video) throw new Error('The video slide lacks its poster or its video.')
  const play = (now: boolean) =>
    view.rerender(<HeroVideo slide={slide} sizes="100vw" playing={now} />)
  return { poster, video, play, playedVideos: browser.playedVideos }
}

const opacity = (element: Element) => getComputedStyle(element).opacity

describe('hero video slide', () => {
  it('fetches its poster first and nothing of the video until it plays', () => {
    const { poster, video, playedVideos } = showVideoSlide(false)
    expect(poster).toHaveAttribute('fetchpriority', 'high')
    expect(poster).toHaveAttribute('loading', 'eager')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).not.toHaveAttribute('autoplay')
    expect(playedVideos()).toEqual([])
  })

  it('shows the video over its poster only once it is running', async () => {
    const { video, play, playedVideos } = showVideoSlide(false)
    await act(async () => play(true))
    expect(playedVideos()).toEqual([video])
    expect(opacity(video)).toBe('0')
    fireEvent.playing(video)
    expect(opacity(video)).toBe('1')
  })

  it('pauses when its slide goes off show', async () => {
    const { video, play } = showVideoSlide(true)
    await act(async () => play(false))
    expect(vi.mocked(HTMLMediaElement.prototype.pause).mock.contexts).toContain(video)
  })
})
