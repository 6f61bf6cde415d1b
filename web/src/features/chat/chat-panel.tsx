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
import { isPopoverOpen } from '../../lib/popover'
import { useAppStarted } from '../../lib/use-app-started'
import {
  CloseButton,
  Form,
  MessageInput,
  MessageLabel,
  Panel,
  PanelHeader,
  PanelSubtitle,
  PanelTitle,
  QuickMessage,
  QuickMessages,
  SendButton,
} from './chat-panel-styles'
import type { QuickMessage as QuickMessageText } from './quick-messages'
import { isPhoneUserAgent, whatsAppSendAddress, whatsAppSendUrl } from './whatsapp-link'

type ChatPanelProps = {
  id: string
  phoneNumber: string
  /** In the prerendered HTML too: a product page's names its product. */
  quickMessages: readonly QuickMessageText[]
}

/**
 * The WhatsApp chat's panel: quick messages and a message box that opens WhatsApp to send. A
 * popover holding a real form (GET to WhatsApp with `phone` and `text`), so it opens and sends
 * before the app runs; the app then picks the phone or desktop address, clears and closes it.
 * An `auto` popover, so the platform closes it on Escape (and on a tap outside) before the app and
 * without JavaScript; the toggle button names it in `popovertarget`, so a tap on it is not outside.
 *
 * Its props change only from page to page (a product page has one more quick message): its code
 * arrives after the page's, and a change before then would make React render it anew, dropping
 * what the visitor typed and closing it.
 * It stays in the page while closed, so it keeps what the visitor left in it.
 */
export function ChatPanel({ id, phoneNumber, quickMessages }: ChatPanelProps) {
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
      popover="auto"
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
        rel="noreferrer"
        onSubmit={send}
      >
        <input type="hidden" name="phone" value={phoneNumber} />
        <QuickMessages role="group" aria-label="Mensajes rápidos">
          {quickMessages.map((quickMessage, index) => (
            // They fill the message box, which needs the app: shown as not ready until it runs.
            <QuickMessage
              key={`${index}-${quickMessage.label}`}
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
