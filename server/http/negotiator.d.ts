// negotiator 1.x ships no types and @types/negotiator describes 0.6, without the `preferred` option
// that breaks ties between encodings the client rates equally.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
