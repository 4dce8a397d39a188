import { createContext } from 'react';

/** Raised to fetch the layout's data anew after a region failed and the user asked to retry. */
export const LayoutFetchKeyContext = createContext(0);
