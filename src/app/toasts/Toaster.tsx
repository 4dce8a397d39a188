import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TOAST_GUTTER_PX, TOAST_POSITIONS, toasts as appToasts } from './toastStore';
import type { Toast, ToastStore } from './toastStore';
import { useToastList } from './useToasts';
import './Toaster.css';

function TypeIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <span className="toast__spinner" />;
  if (type === 'custom') return null;
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" focusable="false">
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      {type === 'success' ? <path d="M5.5 10.5l3 3 6-7" stroke="var(--color-surface)" strokeWidth="2" fill="none" /> : <path d="M10 5v6M10 13.5v1.5" stroke="var(--color-surface)" strokeWidth="2" />}
    </svg>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const dismiss = () => onDismiss(toast.id);
  const { action } = toast;
  const icon = toast.icon ?? <TypeIcon type={toast.type} />;
  return (
    // A closing toast is still painted for its exit animation, but no longer read or reachable.
    <li className="toast" data-toast-id={toast.id} data-type={toast.type} data-visible={toast.visible} aria-hidden={toast.visible ? undefined : true} inert={!toast.visible} style={{ maxWidth: toast.maxWidth }}>
      {icon && (
        <span className="toast__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="toast__content" role={toast.type === 'error' ? 'alert' : 'status'} aria-live={toast.type === 'error' ? 'assertive' : 'polite'} aria-atomic="true">
        <p className="toast__message">{toast.message}</p>
        {toast.body !== undefined && <div className="toast__body">{toast.body}</div>}
      </div>
      {action?.to !== undefined && (
        <Link href={action.to} onPress={dismiss} className="toast__action">
          {action.label}
        </Link>
      )}
      {action?.onClick !== undefined && (
        <Button
          variant="quiet"
          className="toast__action"
          onPress={() => {
            action.onClick();
            dismiss();
          }}
        >
          {action.label}
        </Button>
      )}
      {!toast.hideDismissButton && (
        <Button variant="quiet" className="toast__dismiss" aria-label={t('toasts.dismiss')} onPress={dismiss}>
          <span aria-hidden="true">×</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Where toasts appear: one landmark region holding a stack per position. Mount it once, inside the
 * router (so that action links navigate in the app) and the i18n provider.
 */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const list = useToastList(store);
  const region = useRef<HTMLElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);

  // Closing a toast from the keyboard must not drop focus on the page body: it moves to the next toast,
  // or back to where it was before it entered the toasts.
  const dismissByUser = (id: string) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    store.dismiss(id);
    if (!hadFocus) return;
    const others = [...(region.current?.querySelectorAll<HTMLElement>("li[data-visible='true']") ?? [])].filter((item) => item.dataset.toastId !== id);
    const next = others[0]?.querySelector<HTMLElement>('button, a');
    const target = next ?? (focusBefore.current?.isConnected ? focusBefore.current : null);
    target?.focus();
  };

  return (
    <section
      ref={region}
      className="toaster"
      aria-label={t('toasts.region')}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusBefore.current = event.relatedTarget as HTMLElement | null;
        store.pause();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) store.resume();
      }}
    >
      {TOAST_POSITIONS.map((position) => {
        const stack = list.filter((toast) => toast.position === position);
        if (stack.length === 0) return null;
        return (
          <ol key={position} className="toaster__stack" data-position={position} style={{ gap: TOAST_GUTTER_PX }} onMouseEnter={() => store.pause()} onMouseLeave={() => store.resume()}>
            {stack.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismissByUser} />
            ))}
          </ol>
        );
      })}
    </section>
  );
}
