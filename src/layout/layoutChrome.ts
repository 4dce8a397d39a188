import { createContext, useContext } from 'react';
import type { Chrome } from './appearance';

const ALL_SHOWN: Chrome = { header: true, footer: true, sidebar: true, search: true, notifications: true, miniPlayer: true };

/** Which parts of the layout the current route and URL show; the notifications bar and the mini player ask here. */
export const LayoutChromeContext = createContext<Chrome>(ALL_SHOWN);

export function useLayoutChrome(): Chrome {
  return useContext(LayoutChromeContext);
}
