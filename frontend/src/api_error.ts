/**
 * ApiError, what a failed request throws: the fetch layer (api.ts) for a status or
 * a network failure, the response checks (response_checks.ts) for a malformed body.
 * A module of its own so that those two share it without importing each other.
 */
/** A failed request; `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly url: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
