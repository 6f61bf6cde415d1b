// @vitest-environment node
import '../../testing/dom-with-node-modules'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { offlineLakeHandlers } from '@rehoboth/seed/offline-lake'
import { renderWithTheme } from '../../testing/render-with-theme'
import { pageLoad, fakeBrowser } from '../../testing/fake-browser'
import type { PromoVideo } from './home-content'
import { loader } from './home-route'
import { PromoVideos } from './promo-videos'

let videos: PromoVideo[] = []
let restoreBrowser = () => {}

beforeAll(async () => {
  await pageLoad()
  const offlineSanity = setupServer(...offlineLakeHandlers())
  offlineSanity.listen({ onUnhandledFrame: 'error' })
  try {
    videos = (await loader()).homePage.promoVideos ?? []
  } finally {
    offlineSanity.close()
  }
})

afterEach(() => restoreBrowser())

function showVideos({ reducedMotion = false } = {}) {
  const { playedVideos, restore } = fakeBrowser({ reducedMotion })
  restoreBrowser = restore
  const user = userEvent.setup()
  renderWithTheme(<PromoVideos homePage={{ _id: 'homePage', _type: 'homePage' }} videos={videos} />)
  return { user, playedVideos }
}

const firstTitle = () => videos[0]?.title ?? ''
const tile = (title: string) => screen.getByRole('button', { name: `Ver el video: ${title}` })

describe('home promo videos', () => {
  it('shows four of the five videos as muted, looping tiles that download nothing up front', () => {
    showVideos()
    expect(videos).toHaveLength(5)
    const tiles = within(screen.getByRole('list')).getAllByRole('button')
    expect(tiles).toHaveLength(4)
    expect(screen.queryByRole('button', { name: `Ver el video: ${videos[4]?.title}` })).toBeNull()
    for (const button of tiles) {
      const video = button.querySelector('video')
      expect(video).toHaveProperty('muted', true)
      expect(video).toHaveAttribute('loop')
      expect(video).toHaveAttribute('preload', 'none')
      expect(button.querySelector('img')).toHaveAttribute('loading', 'lazy')
    }
  })

  it('plays the tiles on screen, but not for a visitor who prefers reduced motion', () => {
    const { playedVideos } = showVideos()
    const tileVideos = screen.getAllByRole('button').map((button) => button.querySelector('video'))
    expect(playedVideos()).toEqual(tileVideos)
    cleanup()
    restoreBrowser()
    const reduced = showVideos({ reducedMotion: true })
    expect(reduced.playedVideos()).toEqual([])
  })

  it('opens the video in a player and closes it with “Cerrar”, focus back on its tile', async () => {
    const { user } = showVideos()
    await user.click(tile(firstTitle()))
    const player = await screen.findByRole('dialog', { name: firstTitle() })
    expect(player).toHaveAttribute('open')
    expect(player.querySelector('video')).toHaveAttribute('controls')
    await user.click(within(player).getByRole('button', { name: 'Cerrar' }))
    expect(player).not.toHaveAttribute('open')
    expect(screen.queryByRole('heading', { name: firstTitle() })).toBeNull()
    expect(tile(firstTitle())).toHaveFocus()
  })

  it('closes when the visitor clicks the backdrop around the player, not inside it', async () => {
    const { user } = showVideos()
    await user.click(tile(firstTitle()))
    const player = await screen.findByRole('dialog', { name: firstTitle() })
    fireEvent.click(within(player).getByRole('heading', { name: firstTitle() }))
    expect(player).toHaveAttribute('open')
    fireEvent.click(player)
    expect(player).not.toHaveAttribute('open')
    expect(tile(firstTitle())).toHaveFocus()
  })
})
