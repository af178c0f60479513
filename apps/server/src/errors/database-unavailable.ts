/**
 * Is this failure the database being away (stopped, restarting, unreachable, out of connections), as opposed to a
 * bug or bad input? Such failures answer 503 MAINTENANCE with Retry-After (plugins/error-handler.ts); the pool
 * reconnects by itself once the database is back. Drizzle wraps the driver's error, so the cause chain is searched.
 */

/** Node's socket errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
]);
/**
 * SQLSTATEs: class 08 (connection exception); 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up or shutting down); 53300 too many connections.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** pg's own messages for a connection it lost or could not get in time (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
];

const MAX_DEPTH = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === "object" && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a connection tried on IPv4 and IPv6) keeps the socket errors in `errors`.
    const inner = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((item) => isDatabaseUnavailable(item))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
