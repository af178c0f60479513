/**
 * What `npm start` prints when the server cannot start: a sentence that says what is wrong and what to do, never
 * a bare `undefined` or a stack trace. Errors that already read as such (the environment check, the embedded
 * PostgreSQL's own failure, a leftover server that would not stop) are printed as they are.
 */
export interface StartupContext {
  port: number;
  explorerPort?: number;
  /** Set when DATABASE_URL names the database (else the embedded one is used). */
  databaseUrl?: string;
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET", "EHOSTUNREACH"]);

function errnoOf(error: unknown): { code?: string; port?: number; syscall?: string } {
  return typeof error === "object" && error !== null ? (error as { code?: string; port?: number }) : {};
}

/** host:port of a connection string, without its credentials. */
function whereIs(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

export function describeStartupFailure(error: unknown, context: StartupContext): string {
  const { code, port, syscall } = errnoOf(error);
  if (code === "EADDRINUSE") {
    const busy = port ?? context.port;
    const variable = busy === context.explorerPort ? "EXPLORER_PORT" : "PORT";
    return `Onboard could not start: port ${busy} is already in use by another program (perhaps another Onboard). Stop that program, or set ${variable} to a free port.`;
  }
  if (code === "EACCES" && syscall === "listen") {
    return `Onboard could not start: it is not allowed to listen on port ${port ?? context.port}. Set PORT to a number above 1023.`;
  }
  if (context.databaseUrl && code && CONNECTION_CODES.has(code)) {
    return `Onboard could not start: the database at ${whereIs(context.databaseUrl)} cannot be reached (${code}). Start that PostgreSQL server, correct DATABASE_URL, or remove DATABASE_URL to use the embedded database.`;
  }
  if (context.databaseUrl && code === "28P01") {
    return `Onboard could not start: the database at ${whereIs(context.databaseUrl)} refused the user name or password in DATABASE_URL. Correct them.`;
  }
  if (context.databaseUrl && code === "3D000") {
    return `Onboard could not start: the database named in DATABASE_URL (${whereIs(context.databaseUrl)}) does not exist, and could not be created. Create it, or correct DATABASE_URL.`;
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  const detail = error === undefined || error === null || String(error).trim() === "" ? "" : ` (${String(error)})`;
  return `Onboard could not start, and the failure came with no message${detail}. Run \`npm start\` again with LOG_LEVEL=debug, and report what it prints.`;
}
