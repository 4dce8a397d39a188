// A call that got no answer means the app is offline; any answer, even an error status, means it is back
// (core.md 8: network-failure messages set the offline state).
import type { Middleware } from 'openapi-fetch';
import { setOffline } from '../../app/connectivity';
import { isNetworkFailure } from '../../errors/failures';

export function connectivity(): Middleware {
  return {
    onResponse() {
      setOffline(false);
      return undefined;
    },
    onError({ error }) {
      if (isNetworkFailure(error)) setOffline(true);
      return undefined;
    },
  };
}
