// What the session flows need from the UI, injected so that they stay free of React and the router.

export type ToastType = 'success' | 'error' | 'loading' | 'custom';

export interface ToastAction {
  label: string;
  /** A path to navigate to. */
  to?: string;
  onClick?: () => void;
}

export interface ToastRequest {
  /** Showing an id that is already shown replaces that toast rather than adding another. */
  id: string;
  type: ToastType;
  message: string;
  /** Stays until dismissed by code (navigation.md 4: 'persistent'). */
  persistent: boolean;
  action?: ToastAction;
}

export interface ToastsPort {
  show(toast: ToastRequest): void;
  dismiss(id: string): void;
}

/** A translation lookup (i18next's t). */
export type Translate = (key: string) => string;

export type Navigate = (path: string, options?: { replace?: boolean }) => void;
