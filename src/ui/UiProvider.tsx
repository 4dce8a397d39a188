import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import type { NavigateOptions } from 'react-router';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Hrefs with a scheme (https:, mailto:) or protocol-relative ones leave the app untouched. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

function useAppHref(href: string): string {
  const routed = useHref(href);
  return isExternalHref(href) ? href : routed;
}

/** Lets react-aria links and menu items with an href navigate through react-router (inside the router). */
export function UiProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
