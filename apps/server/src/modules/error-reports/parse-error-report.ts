/** Reads an error report from the browser: our JSON shape, or a Sentry envelope (newline-delimited JSON). */
export interface ParsedErrorReport {
  message: string;
  environment: string | null;
  release: string | null;
}

const str = (value: unknown): string | null => (typeof value === "string" && value.length > 0 ? value : null);

function fromEvent(event: Record<string, unknown>): ParsedErrorReport {
  const exception = event.exception as { values?: { type?: unknown; value?: unknown }[] } | undefined;
  const first = exception?.values?.[0];
  const fromException = first ? [str(first.type), str(first.value)].filter(Boolean).join(": ") : "";
  return {
    message: (str(event.message) ?? fromException) || "(no message)",
    environment: str(event.environment),
    release: str(event.release),
  };
}

export function parseErrorReport(body: unknown): ParsedErrorReport {
  if (body && typeof body === "object") return fromEvent(body as Record<string, unknown>);
  const text = typeof body === "string" ? body : "";
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  // Envelope: header, then (item header, item payload) pairs; the first event payload is what we index.
  for (const line of lines.slice(1)) {
    try {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed.type === undefined && (parsed.exception || parsed.message)) return fromEvent(parsed);
    } catch {
      // Not JSON: keep looking; the raw payload is stored whatever its shape.
    }
  }
  return { message: text.slice(0, 200) || "(empty report)", environment: null, release: null };
}
