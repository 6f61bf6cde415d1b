import { useId, type MouseEvent } from 'react'
import styled from 'styled-components'
import { deferredSection } from '../../components/deferred-section'
import { WhatsAppIcon } from '../../components/whatsapp-icon'
import { isPopoverOpen, useShowing } from '../../lib/popover'
import { defaultQuickMessages, type QuickMessage } from './quick-messages'

// In the page's HTML, so the button opens it and its form sends before the app runs; its code
// (quick messages, the phone or desktop address) is not in the initial script.
const ChatPanel = deferredSection(() => import('./chat-panel').then((module) => module.ChatPanel))

type WhatsAppChatProps = {
  phoneNumber: string
  /** The panel's quick messages, in order; the spec's two unless given. */
  quickMessages?: readonly QuickMessage[]
}

/**
 * The WhatsApp button on every page. Its panel is a popover in the page's HTML, so the button
 * opens it, and its form sends, before the app runs and without JavaScript.
 */
export function WhatsAppChat({
  phoneNumber,
  quickMessages = defaultQuickMessages,
}: WhatsAppChatProps) {
  const panelId = useId()
  return (
    <Dock>
      <ChatPanel id={panelId} phoneNumber={phoneNumber} quickMessages={quickMessages} />
      <ChatButton panelId={panelId} />
    </Dock>
  )
}

/** The round button that opens and closes the panel: it alone follows whether the panel shows. */
function ChatButton({ panelId }: { panelId: string }) {
  // Unknown until the app runs: the platform then tells assistive technology itself.
  const isOpen = useShowing(panelId)

  // Once the app runs it opens and closes the panel itself, and moves focus to the
  // message box as it shows, so nothing typed meanwhile goes astray. Closed from inside, the panel
  // gives focus back to this button.
  function toggle(event: MouseEvent<HTMLButtonElement>) {
    // Found by id: it is in the page before the panel's own code has taken it over.
    const panel = document.getElementById(panelId)
    if (!panel) return
    event.preventDefault()
    if (isPopoverOpen(panel)) {
      panel.hidePopover()
    } else {
      panel.showPopover()
      panel.querySelector('textarea')?.focus()
    }
  }

  return (
    <ToggleButton
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-label={isOpen ? 'Cerrar chat de WhatsApp' : 'Abrir chat de WhatsApp'}
      popoverTarget={panelId}
      onClick={toggle}
    >
      <WhatsAppIcon size={30} />
    </ToggleButton>
  )
}

const Dock = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.chat};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`

const ToggleButton = styled.button`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme }) => theme.colors.whatsapp};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    background: ${({ theme }) => theme.colors.whatsappDeep};
    transform: scale(1.05);
  }

  &:focus-visible {
    outline-offset: 3px;
    border-radius: 50%;
  }
`
