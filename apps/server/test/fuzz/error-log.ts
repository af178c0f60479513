/**
 * A log stream for the app under fuzz that keeps the error lines (pino level 50 and up), so that a 5xx finding shows
 * the server's own error: its message and the first frames of its stack in our code, i.e. where the cause is.
 */
interface PinoLine {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

function summarize(line: PinoLine): string {
  const err = line.err;
  const frames = (err?.stack ?? "")
    .split("\n")
    .filter((frame) => frame.includes("/src/") && !frame.includes("node_modules"))
    .slice(0, 3)
    .map((frame) =>
      frame
        .trim()
        .replace(/^at /, "")
        .replace(/\(?\/[^\s]*\/(apps|packages)\//, "($1/"),
    );
  const what = err ? `${err.type ?? "Error"}: ${err.message ?? ""}` : "";
  return [line.msg, what, frames.length > 0 ? `at ${frames.join(" ← ")}` : ""].filter(Boolean).join(" — ");
}

export class ErrorLog {
  private lines: string[] = [];

  /** The stream to give buildApp's `logger` option (with LOG_LEVEL error). */
  readonly stream = {
    write: (text: string) => {
      for (const raw of text.split("\n")) {
        if (!raw.trim()) continue;
        try {
          const line = JSON.parse(raw) as PinoLine;
          if ((line.level ?? 0) >= 50) this.lines.push(summarize(line));
        } catch {
          this.lines.push(raw);
        }
      }
    },
  };

  clear(): void {
    this.lines = [];
  }

  /** The errors logged since the last clear, joined; undefined when none. */
  take(): string | undefined {
    const text = this.lines.join(" | ");
    this.lines = [];
    return text || undefined;
  }
}
