import { startTransition, Suspense, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { loadOnOpen } from '../../components/load-on-open'
import { WhatsAppIcon } from '../../components/whatsapp-icon'

type WhatsAppChatProps = {
  phoneNumber: string
}

const ChatPanel = loadOnOpen(() => import('./chat-panel').then((module) => module.ChatPanel))

/** The WhatsApp button on every page; its panel's code arrives when the panel first opens. */
export function WhatsAppChat({ phoneNumber }: WhatsAppChatProps) {
  const [isOpen, setIsOpen] = useState(false)
  // Once opened, the panel stays in the page while closed, so it keeps what the visitor left in it.
  const [wasOpened, setWasOpened] = useState(false)
  const [message, setMessage] = useState('')
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // A transition: the button shows the panel as open once its code has arrived, not before.
  function open() {
    startTransition(() => {
      setIsOpen(true)
      setWasOpened(true)
    })
  }

  function close() {
    setIsOpen(false)
    toggleRef.current?.focus()
  }

  return (
    <Dock>
      <Suspense fallback={null}>
        {wasOpened && (
          <ChatPanel
            id={panelId}
            open={isOpen}
            phoneNumber={phoneNumber}
            message={message}
            onMessageChange={setMessage}
            onClose={close}
          />
        )}
      </Suspense>
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={wasOpened ? panelId : undefined}
        aria-label={isOpen ? 'Cerrar chat de WhatsApp' : 'Abrir chat de WhatsApp'}
        onPointerEnter={ChatPanel.prefetch}
        onFocus={ChatPanel.prefetch}
        onClick={() => (isOpen ? close() : open())}
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
