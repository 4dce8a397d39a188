import './Skeleton.css';

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', radius }: { width?: string | number; height?: string | number; radius?: string | number }) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />;
}

/** Announces loading to screen readers once, around skeletons. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
