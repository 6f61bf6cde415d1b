import { Play } from 'lucide-react'
import { useRef } from 'react'
import styled, { useTheme } from 'styled-components'
import { LoopingVideo } from '../../components/looping-video'
import { SanityImage } from '../../components/sanity-image'
import { VisuallyHidden } from '../../components/visually-hidden'
import { fileUrl } from '../../lib/sanity/file'
import { useAppStarted } from '../../lib/use-app-started'
import { notReadyYet } from '../../styles/not-ready-yet'
import type { PromoVideo } from './home-content'
import { useInView } from '../../hooks/use-in-view'
import { useMediaQuery } from '../../hooks/use-media-query'
import { usePageLoaded } from './use-page-loaded'

type PromoVideoTileProps = {
  video: PromoVideo
  onOpen: () => void
  /** Called when the visitor points at or focuses the tile, before it may be opened. */
  onPrepare: () => void
}

/**
 * A promo video as a button: its poster first, then the muted video looping while the tile is on
 * screen, once the page has loaded, and only if the visitor welcomes motion.
 */
export function PromoVideoTile({ video, onOpen, onPrepare }: PromoVideoTileProps) {
  const tile = useRef<HTMLButtonElement>(null)
  const inView = useInView(tile)
  const pageLoaded = usePageLoaded()
  const appStarted = useAppStarted()
  const reducedMotion = useMediaQuery(useTheme().media.reducedMotion)
  const playing = inView && pageLoaded && !reducedMotion

  return (
    <Tile
      ref={tile}
      type="button"
      aria-haspopup="dialog"
      disabled={!appStarted}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={onOpen}
    >
      <Media>
        <SanityImage
          image={video.poster}
          sizes="(max-width: 480px) 100vw, (max-width: 1200px) 50vw, 600px"
          widths={[320, 480, 640]}
          alt=""
        />
        {video.video && <Video src={fileUrl(video.video.url)} playing={playing} />}
      </Media>
      <Caption>
        <PlayBadge>
          <Play aria-hidden size={18} />
        </PlayBadge>
        <span>
          <VisuallyHidden>Ver el video: </VisuallyHidden>
          {video.title}
        </span>
      </Caption>
    </Tile>
  )
}

const PlayBadge = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.navyDeep};
  background: ${({ theme }) => theme.colors.yellow};
  transition: background-color ${({ theme }) => theme.motion.fast};
`

const Tile = styled.button`
  display: grid;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.navyDeep};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  ${notReadyYet}

  &:hover img,
  &:hover video {
    transform: scale(1.03);
  }

  &:hover ${PlayBadge} {
    background: ${({ theme }) => theme.colors.white};
  }
`

const Media = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow};
  }
`

const Video = styled(LoopingVideo)`
  inset: 0;
  width: 100%;
  height: 100%;
  transition:
    opacity ${({ theme }) => theme.motion.slow},
    transform ${({ theme }) => theme.motion.slow};
`

const Caption = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
