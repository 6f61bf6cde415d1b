import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

type LoopingVideoProps = {
  src: string
  /** Play now (on show, motion welcome, page loaded); otherwise paused. */
  playing: boolean
  className?: string
}

/**
 * A muted looping video laid over its poster, which the caller draws beneath it. It downloads
 * nothing until it is played and shows only once it is running, so the poster never flickers.
 */
export function LoopingVideo({ src, playing, className }: LoopingVideoProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [running, setRunning] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    // Browsers may refuse to autoplay; the poster then simply stays.
    if (playing) element.play().catch(() => setRunning(false))
    else element.pause()
  }, [playing])

  return (
    <Video
      ref={video}
      className={className}
      src={src}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      $visible={running}
      onPlaying={() => setRunning(true)}
    />
  )
}

const Video = styled.video<{ $visible: boolean }>`
  position: absolute;
  object-fit: cover;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow};
`
