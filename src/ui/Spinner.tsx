import './Spinner.css';

/**
 * Indeterminate progress with an accessible label. A plain element rather than react-aria's
 * ProgressBar (which only adds value formatting, unused without a value): the layout frame shows it
 * from the entry chunk, which carries no react-aria.
 */
export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <span role="progressbar" aria-label={label} className="spinner" style={{ width: size, height: size }}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}
