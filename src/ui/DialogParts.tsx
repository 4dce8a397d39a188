import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DialogProps as AriaDialogProps, ModalOverlayProps } from 'react-aria-components';
import './Dialog.css';

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  title: string;
  children: React.ReactNode;
  /** Buttons, right-aligned under the content. */
  actions?: React.ReactNode;
}

/** The dialog box itself; put it in a `ModalDialog` (or a DialogTrigger with one). */
export function Dialog({ title, children, actions, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={['dialog', typeof className === 'string' ? className : ''].join(' ').trim()}>
      <Heading slot="title" className="dialog__title">
        {title}
      </Heading>
      <div className="dialog__body">{children}</div>
      {actions && <div className="dialog__actions">{actions}</div>}
    </AriaDialog>
  );
}

export interface ModalDialogProps extends Omit<ModalOverlayProps, 'children'> {
  /** 'sheet' and 'dimmer' are fullscreen variants: Escape and backdrop clicks never close them (navigation.md 2.14). */
  variant?: 'default' | 'sheet' | 'dimmer';
  children: React.ReactNode;
}

export function ModalDialog({ variant = 'default', isDismissable, isKeyboardDismissDisabled, children, ...props }: ModalDialogProps) {
  const fullscreen = variant !== 'default';
  return (
    <ModalOverlay {...props} data-variant={variant} className="modal-overlay" isDismissable={!fullscreen && (isDismissable ?? true)} isKeyboardDismissDisabled={fullscreen || isKeyboardDismissDisabled}>
      <Modal className="modal" data-variant={variant}>
        {children}
      </Modal>
    </ModalOverlay>
  );
}
