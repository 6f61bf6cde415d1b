import styled from 'styled-components'

export const Panel = styled.div`
  /* A popover sits in the top layer: placed where the dock puts it, above the chat button. */
  position: fixed;
  inset: auto;
  right: ${({ theme }) => theme.space.md};
  bottom: calc(${({ theme }) => theme.space.md} + 3.5rem + ${({ theme }) => theme.space.sm});
  width: min(22rem, calc(100vw - 2rem));
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  color: inherit;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`

export const PanelHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.whatsappDeep};
`

export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: inherit;
`

export const PanelSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const CloseButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: 50%;
  color: inherit;
  background: transparent;

  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
`

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`

export const QuickMessages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`

export const QuickMessage = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.whatsapp};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.whatsappDeep};
  background: ${({ theme }) => theme.colors.white};

  &:hover:not(:disabled) {
    background: #e8f6ee;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.55;
  }
`

export const MessageLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

export const MessageInput = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  resize: vertical;

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.navy};
  }
`

export const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.white};
  /* The deeper green: white on the brand green is 4.3:1, under AA for this text. */
  background: ${({ theme }) => theme.colors.whatsappDeep};

  &:hover:not(:disabled) {
    filter: brightness(0.88);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`
