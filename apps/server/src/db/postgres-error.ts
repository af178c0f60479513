/** The Postgres error behind a failed query (drizzle wraps it as the `cause` of its own error), or null. */
export interface PostgresError {
  code: string;
  constraint?: string;
}

export function postgresError(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: string };
    if (typeof code === "string") return { code, constraint };
    current = current.cause;
  }
  return null;
}
