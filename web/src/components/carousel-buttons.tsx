import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { useAppStarted } from '../lib/use-app-started'
import { notReadyYet } from '../styles/not-ready-yet'
import { VisuallyHidden } from './visually-hidden'

/**
 * How a carousel's round buttons look: `floating` over or under slides (home page), `outlined`
 * beside the cards (product page).
 */
export type CarouselButtonLook = 'floating' | 'outlined'

type CarouselButtonProps = {
  /** The id of what the button moves. */
  controls: string
  label: string
  icon: ReactNode
  onPress: () => void
  look?: CarouselButtonLook
}

/** Works once the app runs; until then, disabled: shown as not ready yet rather than doing nothing. */
function CarouselButton({
  controls,
  label,
  icon,
  onPress,
  look = 'floating',
}: CarouselButtonProps) {
  const appStarted = useAppStarted()
  return (
    <RoundButton
      type="button"
      aria-controls={controls}
      disabled={!appStarted}
      onClick={onPress}
      $look={look}
    >
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </RoundButton>
  )
}

type StepButtonProps = Omit<CarouselButtonProps, 'icon'> & { direction: 'previous' | 'next' }

/** Moves a carousel one step back or forward. */
export function StepButton({ direction, look = 'floating', ...button }: StepButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return (
    <CarouselButton
      {...button}
      look={look}
      icon={<Icon aria-hidden size={look === 'floating' ? 22 : 24} />}
    />
  )
}

type CarouselControlsProps = {
  controls: string
  labels: { pause: string; play: string; previous: string; next: string }
  playing: boolean
  rotation: { pause: () => void; play: () => void; previous: () => void; next: () => void }
  /** Shown between the previous and next buttons. */
  children?: ReactNode
}

/**
 * A rotating carousel's buttons, in APG order: the rotation control first (its name says what
 * pressing it does), then previous and next.
 */
export function CarouselControls({
  controls,
  labels,
  playing,
  rotation,
  children,
}: CarouselControlsProps) {
  return (
    <>
      <CarouselButton
        controls={controls}
        label={playing ? labels.pause : labels.play}
        icon={playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        onPress={playing ? rotation.pause : rotation.play}
      />
      <StepButton
        controls={controls}
        direction="previous"
        label={labels.previous}
        onPress={rotation.previous}
      />
      {children}
      <StepButton
        controls={controls}
        direction="next"
        label={labels.next}
        onPress={rotation.next}
      />
    </>
  )
}

const looks = {
  floating: css`
    border: 0;
    background: rgba(255, 255, 255, 0.92);
    box-shadow: ${({ theme }) => theme.shadows.card};
  `,
  outlined: css`
    border: 2px solid ${({ theme }) => theme.colors.navy};
    background: ${({ theme }) => theme.colors.white};

    @media ${({ theme }) => theme.media.small} {
      width: 2.25rem;
      height: 2.25rem;
    }
  `,
}

const RoundButton = styled.button<{ $look: CarouselButtonLook }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.navy};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  ${({ $look }) => looks[$look]}

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }

  ${notReadyYet}
`
