/**
 * The answer of a shared rule: the value, or the message to show. The server maps a refusal to
 * its HTTP error; the client shows the same text.
 */
export type Checked<T> = { ok: true; value: T } | Refusal;
export interface Refusal {
  ok: false;
  error: string;
}

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
export const refuse = (error: string): Refusal => ({ ok: false, error });
