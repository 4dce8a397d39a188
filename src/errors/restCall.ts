// One REST call to its data or an AppError, whether it failed with an answer or without one:
// `const account = await restCall(rest.api.GET('/api/accounts/{accountId}', ...))`.
import { unwrap } from './fromRest';
import type { RestData, RestErrorOptions, RestResult } from './fromRest';
import { fromUnknown } from './fromUnknown';

export async function restCall<R extends RestResult & { data?: unknown }>(call: Promise<R>, options: RestErrorOptions = {}): Promise<RestData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    throw fromUnknown(error, options.operation ? { operation: options.operation } : {});
  }
  return unwrap(result, options);
}
