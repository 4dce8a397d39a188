// The transport icons, drawn in the current colour and hidden from assistive technology (the buttons
// carry the names).
const icon = (path: string) =>
  function Icon({ size = 20 }: { size?: number }) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d={path} />
      </svg>
    );
  };

export const PlayIcon = icon('M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z');
export const PauseIcon = icon('M6 4h4v16H6zM14 4h4v16h-4z');
export const SkipIcon = icon('M5 5.2v13.6a.8.8 0 0 0 1.2.7L16 13v5.5h2.5v-13H16V11L6.2 4.5a.8.8 0 0 0-1.2.7Z');
export const VolumeIcon = icon('M4 9v6h4l5 4V5L8 9H4Zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4Z');
