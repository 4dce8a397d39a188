// Copying a text to the clipboard with feedback: 'copied' for a while after it worked; 'failed' when
// the clipboard refuses (or is missing, outside secure contexts), with the field that shows the text
// focused and selected, so that it can be copied by hand.
import { useEffect, useRef, useState } from 'react';

/** How long 'copied' stays (navigation.md 9: share copy feedback 2 s). */
export const COPIED_FEEDBACK_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyText(text: string) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
      input.current?.focus();
      input.current?.select();
    }
  };

  return { state, copy, input };
}
