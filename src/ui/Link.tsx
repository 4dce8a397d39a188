import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import './Link.css';

/** A link; in-app hrefs navigate through the router (RouterProvider in src/ui/UiProvider.tsx). */
export function Link({ className, ...props }: AriaLinkProps) {
  return <AriaLink {...props} className={['link', typeof className === 'string' ? className : ''].join(' ').trim()} />;
}
