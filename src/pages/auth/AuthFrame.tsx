import { useId } from 'react';
import { Spinner } from '../../ui/Spinner';
import './AuthFrame.css';

export interface AuthFrameProps {
  title: string;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  /** Under the card: links elsewhere (sign up, back to log in). */
  footer?: React.ReactNode;
}

/** The card the logged-out pages sit in, named by its heading. */
export function AuthFrame({ title, intro, children, footer }: AuthFrameProps) {
  const headingId = useId();
  return (
    <section className="auth-frame" aria-labelledby={headingId}>
      <div className="auth-frame__card">
        <h1 id={headingId} className="auth-frame__title">
          {title}
        </h1>
        {intro && <div className="auth-frame__intro">{intro}</div>}
        {children}
      </div>
      {footer && <div className="auth-frame__footer">{footer}</div>}
    </section>
  );
}

/** Something is under way (logging out, verifying, redirecting): a spinner and what it is. */
export function AuthWorking({ title, label }: { title: string; label: string }) {
  return (
    <AuthFrame title={title}>
      <div className="auth-frame__status">
        <Spinner label={label} size={32} />
        {/* The spinner carries the same text as its accessible name. */}
        <p aria-hidden="true">{label}</p>
      </div>
    </AuthFrame>
  );
}
