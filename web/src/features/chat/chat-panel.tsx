import { Send, X } from 'lucide-react'
import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { quickMessages } from './quick-messages'
import { isPhoneUserAgent, whatsAppSendUrl } from './whatsapp-link'

type ChatPanelProps = {
  id: string
  open: boolean
  phoneNumber: string
  message: string
  onMessageChange: (message: string) => void
  onClose: () => void
}

/** The WhatsApp chat's panel: quick messages and a message box that opens WhatsApp to send. */
export function ChatPanel({
  id,
  open,
  phoneNumber,
  message,
  onMessageChange,
  onClose,
}: ChatPanelProps) {
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const canSend = message.trim() !== ''
  const headingId = useId()
  const messageId = useId()

  // Focus moves in the same commit that shows the panel, so nothing typed meanwhile goes astray.
  useLayoutEffect(() => {
    if (open) messageRef.current?.focus()
  }, [open])

  function chooseQuickMessage(text: string) {
    onMessageChange(text)
    messageRef.current?.focus()
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = message.trim()
    const onPhone = isPhoneUserAgent(navigator.userAgent)
    window.open(whatsAppSendUrl({ phoneNumber, text, onPhone }), '_blank', 'noopener,noreferrer')
    onMessageChange('')
    onClose()
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <Panel
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      hidden={!open}
      onKeyDown={closeOnEscape}
    >
      <PanelHeader>
        <div>
          <PanelTitle id={headingId}>Escríbenos por WhatsApp</PanelTitle>
          <PanelSubtitle>Te respondemos en horario de atención.</PanelSubtitle>
        </div>
        <CloseButton type="button" aria-label="Cerrar chat" onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </CloseButton>
      </PanelHeader>
      <Form onSubmit={send}>
        <QuickMessages role="group" aria-label="Mensajes rápidos">
          {quickMessages.map((quickMessage) => (
            <QuickMessage
              key={quickMessage.label}
              type="button"
              title={quickMessage.text}
              onClick={() => chooseQuickMessage(quickMessage.text)}
            >
              {quickMessage.label}
            </QuickMessage>
          ))}
        </QuickMessages>
        <MessageLabel htmlFor={messageId}>Tu mensaje</MessageLabel>
        <MessageInput
          ref={messageRef}
          id={messageId}
          rows={3}
          value={message}
          placeholder="Escribe tu mensaje"
          onChange={(event) => onMessageChange(event.target.value)}
        />
        <SendButton type="submit" disabled={!canSend}>
          <Send size={18} aria-hidden="true" />
          Enviar
        </SendButton>
      </Form>
    </Panel>
  )
}

const Panel = styled.div`
  width: min(22rem, calc(100vw - 2rem));
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &[hidden] {
    display: none;
  }
`

const PanelHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.whatsappDeep};
`

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: inherit;
`

const PanelSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const CloseButton = styled.button`
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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`

const QuickMessages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`

const QuickMessage = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.whatsapp};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.whatsappDeep};
  background: ${({ theme }) => theme.colors.white};

  &:hover {
    background: #e8f6ee;
  }
`

const MessageLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const MessageInput = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  resize: vertical;

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.navy};
  }
`

const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.whatsapp};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.whatsappDeep};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`
