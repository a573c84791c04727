// negotiator 1.x's own API for what we use: @types/negotiator (0.6) has no `preferred` option.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Acceptable codings of `available`, best first; `preferred` breaks the client's ties. */
    encodings(available?: string[], options?: { preferred?: string[] }): string[];
  }
}
