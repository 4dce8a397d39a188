import { ProgressBar } from 'react-aria-components';
import './Spinner.css';

/** Indeterminate progress with an accessible label. */
export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="spinner" style={{ width: size, height: size }}>
      <span className="spinner__ring" aria-hidden="true" />
    </ProgressBar>
  );
}
