import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useAppStarted } from '../lib/use-app-started'
import { notReadyYet } from '../styles/not-ready-yet'
import { VisuallyHidden } from './visually-hidden'

type CarouselButtonProps = {
  /** The id of what the button moves. */
  controls: string
  label: string
  icon: ReactNode
  onPress: () => void
}

/** Works once the app runs; until then, disabled: shown as not ready yet rather than doing nothing. */
function CarouselButton({ controls, label, icon, onPress }: CarouselButtonProps) {
  const appStarted = useAppStarted()
  return (
    <RoundButton type="button" aria-controls={controls} disabled={!appStarted} onClick={onPress}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </RoundButton>
  )
}

type StepButtonProps = Omit<CarouselButtonProps, 'icon'> & { direction: 'previous' | 'next' }

/** Moves a carousel one step back or forward. */
export function StepButton({ direction, ...button }: StepButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  return <CarouselButton {...button} icon={<Icon aria-hidden size={22} />} />
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
  const Rotation = playing ? Pause : Play
  const step = (direction: 'previous' | 'next') => (
    <StepButton
      controls={controls}
      direction={direction}
      label={labels[direction]}
      onPress={rotation[direction]}
    />
  )
  return (
    <>
      <CarouselButton
        controls={controls}
        label={playing ? labels.pause : labels.play}
        icon={<Rotation aria-hidden size={18} />}
        onPress={playing ? rotation.pause : rotation.play}
      />
      {step('previous')}
      {children}
      {step('next')}
    </>
  )
}

// Floating over or under slides; a carousel may restyle them (the product page outlines its own).
const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.navy};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: ${({ theme }) => theme.colors.navy};
  }

  ${notReadyYet}
`
