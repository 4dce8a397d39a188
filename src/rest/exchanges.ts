// What the error mapping needs to know about the request behind a response, which openapi-fetch does not
// hand back with `{ data, error, response }`: which operation it was and whether a bearer token went with
// it (core.md 8: a 401 with an Authorization header sent means the session expired).
export interface Exchange {
  /** 'GET /api/accounts/{accountId}': the method and the contract path. */
  operation: string;
  authorizationSent: boolean;
}

const exchanges = new WeakMap<Response, Exchange>();

export function recordExchange(response: Response, exchange: Exchange): void {
  exchanges.set(response, exchange);
}

export function exchangeOf(response: Response): Exchange | undefined {
  return exchanges.get(response);
}
