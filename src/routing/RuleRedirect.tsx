import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { RouterContext } from './context';
import { hrefOf } from './paths';
import { REDIRECT_EVENT, redirectHref } from './redirects';
import type { RedirectRule } from './redirects';

interface RuleRedirectProps {
  rule: RedirectRule;
  track: RouterContext['track'];
  /** Shown when the rule's condition does not hold. */
  fallback: ReactNode;
}

/**
 * A redirect that needs the client-side location: one that keeps the old URL in the address bar
 * (react-router's location mask: the target shows, and a reload of the old URL redirects again) or
 * carries the navigation state along. It replaces the entry of the old URL.
 */
export function RuleRedirect({ rule, track, fallback }: RuleRedirectProps) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const href = redirectHref(rule, params, location);
  // Once per location, also when StrictMode runs effects twice.
  const redirectedFrom = useRef<string>(undefined);

  useEffect(() => {
    if (href === null || redirectedFrom.current === location.key) return;
    redirectedFrom.current = location.key;
    if (rule.legacy) track(REDIRECT_EVENT, { from: hrefOf(location), to: href });
    void navigate(href, {
      replace: true,
      ...(rule.mask ? { mask: hrefOf(location) } : {}),
      ...(rule.keepState ? { state: location.state as unknown } : {}),
    });
  }, [href, location, navigate, rule, track]);

  return href === null ? fallback : null;
}
