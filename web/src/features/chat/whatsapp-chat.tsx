import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react'
import styled from 'styled-components'
import { WhatsAppIcon } from '../../components/whatsapp-icon'
import { isPopoverOpen } from '../../lib/popover'
import { ChatPanel } from './chat-panel'

type WhatsAppChatProps = {
  phoneNumber: string
}

/**
 * The WhatsApp button on every page. Its panel is a popover in the page's HTML, so the button
 * opens it, and its form sends, before the app runs and without JavaScript.
 */
export function WhatsAppChat({ phoneNumber }: WhatsAppChatProps) {
  // Unknown until the app runs: the platform then tells assistive technology itself.
  const [isOpen, setIsOpen] = useState<boolean | undefined>(undefined)
  const [message, setMessage] = useState('')
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()

  // The visitor may have opened the panel from the HTML before the app took over.
  useLayoutEffect(() => setIsOpen(isPopoverOpen(panelRef.current)), [])

  function open() {
    if (!isPopoverOpen(panelRef.current)) panelRef.current?.showPopover()
  }

  function close() {
    if (isPopoverOpen(panelRef.current)) panelRef.current?.hidePopover()
    toggleRef.current?.focus()
  }

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    if (isPopoverOpen(panelRef.current)) close()
    else open()
  }

  return (
    <Dock>
      <ChatPanel
        id={panelId}
        ref={panelRef}
        open={isOpen ?? false}
        phoneNumber={phoneNumber}
        message={message}
        onMessageChange={setMessage}
        onToggle={setIsOpen}
        onClose={close}
      />
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Cerrar chat de WhatsApp' : 'Abrir chat de WhatsApp'}
        popoverTarget={panelId}
        onClick={toggle}
      >
        <WhatsAppIcon size={30} />
      </ToggleButton>
    </Dock>
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
