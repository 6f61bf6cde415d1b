import { Send, X } from 'lucide-react'
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import styled from 'styled-components'
import { isPopoverOpen } from '../../lib/popover'
import { useAppStarted } from '../../lib/use-app-started'
import { quickMessages } from './quick-messages'
import { isPhoneUserAgent, whatsAppSendAddress, whatsAppSendUrl } from './whatsapp-link'

type ChatPanelProps = {
  id: string
  phoneNumber: string
}

/**
 * The WhatsApp chat's panel: quick messages and a message box that opens WhatsApp to send. A
 * popover holding a real form (GET to WhatsApp with `phone` and `text`), so it opens and sends
 * before the app runs; the app then picks the phone or desktop address, clears and closes it.
 *
 * Its props never change while the page runs: its code arrives after the page's, and a change
 * before then would make React render it anew, dropping what the visitor typed and closing it.
 * It stays in the page while closed, so it keeps what the visitor left in it.
 */
export function ChatPanel({ id, phoneNumber }: ChatPanelProps) {
  const [message, setMessage] = useState('')
  const panelRef = useRef<HTMLDivElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const appStarted = useAppStarted()
  const canSend = message.trim() !== ''
  const headingId = useId()
  const messageId = useId()

  // Text typed before the app took over is in the page, not in the state: keep it.
  const keepTypedMessage = useEffectEvent(() => {
    const typed = messageRef.current?.value
    if (typed && typed !== message) setMessage(typed)
  })
  useLayoutEffect(() => keepTypedMessage(), [])

  function close() {
    const panel = panelRef.current
    if (!panel || !isPopoverOpen(panel)) return
    const hadFocus = panel.contains(document.activeElement)
    panel.hidePopover()
    // Focus goes back to the chat button, the one that controls the panel.
    if (hadFocus)
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus()
  }

  function chooseQuickMessage(text: string) {
    setMessage(text)
    messageRef.current?.focus()
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = message.trim()
    if (!text) return
    const onPhone = isPhoneUserAgent(navigator.userAgent)
    window.open(whatsAppSendUrl({ phoneNumber, text, onPhone }), '_blank', 'noopener,noreferrer')
    setMessage('')
    close()
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
    }
  }

  function closeFromButton(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    close()
  }

  return (
    <Panel
      id={id}
      ref={panelRef}
      popover="manual"
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={closeOnEscape}
    >
      <PanelHeader>
        <div>
          <PanelTitle id={headingId}>Escríbenos por WhatsApp</PanelTitle>
          <PanelSubtitle>Te respondemos en horario de atención.</PanelSubtitle>
        </div>
        <CloseButton
          type="button"
          aria-label="Cerrar chat"
          popoverTarget={id}
          popoverTargetAction="hide"
          onClick={closeFromButton}
        >
          <X size={20} aria-hidden="true" />
        </CloseButton>
      </PanelHeader>
      <Form
        action={whatsAppSendAddress}
        method="get"
        target="_blank"
        rel="noopener noreferrer"
        onSubmit={send}
      >
        <input type="hidden" name="phone" value={phoneNumber} />
        <QuickMessages role="group" aria-label="Mensajes rápidos">
          {quickMessages.map((quickMessage) => (
            // They fill the message box, which needs the app: shown as not ready until it runs.
            <QuickMessage
              key={quickMessage.label}
              type="button"
              title={quickMessage.text}
              disabled={!appStarted}
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
          name="text"
          rows={3}
          required
          value={message}
          placeholder="Escribe tu mensaje"
          onChange={(event) => setMessage(event.target.value)}
        />
        <SendButton type="submit" disabled={appStarted && !canSend}>
          <Send size={18} aria-hidden="true" />
          Enviar
        </SendButton>
      </Form>
    </Panel>
  )
}

const Panel = styled.div`
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

  &:hover:not(:disabled) {
    background: #e8f6ee;
  }

  &:disabled {
    cursor: progress;
    opacity: 0.55;
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
