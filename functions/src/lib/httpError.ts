// The error every layer throws when the caller did something we refuse (a 4xx): it sits
// below the use cases so they can refuse without importing http/ (routes and http/ turn
// it into the answer, http/errors.ts).

/** An error whose message is safe to show the client, with its HTTP status (and any headers, e.g. Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
