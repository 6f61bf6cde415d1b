import { X } from 'lucide-react'
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import styled from 'styled-components'

type ModalDialogProps = {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open, Escape
 * and the 'Cerrar' button close it, and so does a click on the backdrop. Focus goes back to
 * whatever opened it.
 */
export function ModalDialog({ open, title, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  function onDialogClose() {
    opener.current?.focus()
    opener.current = null
    onClose()
  }

  // The dialog's own box is covered by its content, so a click that lands on it hit the backdrop.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close()
  }

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={onDialogClose} onClick={onDialogClick}>
      {open && (
        <Content>
          <Header>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" onClick={() => dialog.current?.close()}>
              <X aria-hidden size={20} />
              Cerrar
            </CloseButton>
          </Header>
          {children}
        </Content>
      )}
    </Dialog>
  )
}

const Dialog = styled.dialog`
  width: min(56rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navyDeep};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &::backdrop {
    background: rgba(7, 26, 51, 0.78);
  }
`

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.white};
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.white};
  }
`

const CloseButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.navyDeep};
  background: ${({ theme }) => theme.colors.white};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: transparent;
  }
`
