/** Client error reports sent through the server's tunnel (POST /api/sentry), sampled per environment. */

export type ErrorLevel = "fatal" | "error" | "warning";

export interface ErrorReport {
  message: string;
  stack: string | null;
  url: string;
  environment: string;
  release: string;
  level: ErrorLevel;
}

export interface ErrorReportingConfig {
  tunnel: string;
  sampleRate: number;
  environment: string;
  release: string;
}

/** Reports raised before the configuration loads wait here (bounded: a crash loop must not grow it). */
const MAX_PENDING = 10;
let config: ErrorReportingConfig | null = null;
let pending: { error: unknown; level: ErrorLevel; url: string }[] = [];
let random: () => number = Math.random;

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  return { message: typeof error === "string" ? error : (JSON.stringify(error) ?? String(error)), stack: null };
}

function send(active: ErrorReportingConfig, error: unknown, level: ErrorLevel, url: string): void {
  if (random() >= active.sampleRate) return;
  const report: ErrorReport = {
    ...describe(error),
    url,
    environment: active.environment,
    release: active.release,
    level,
  };
  // A failing tunnel must never raise a new error to report. The client is loaded when a report is sent: the public
  // explorer's first load has no other use for it.
  import("./api-client")
    .then(({ apiRequest }) => apiRequest(active.tunnel, { method: "POST", body: report, redirectOnError: false }))
    .catch(() => {});
}

export function configureErrorReporting(next: ErrorReportingConfig, options: { random?: () => number } = {}): void {
  config = next;
  random = options.random ?? Math.random;
  const queued = pending;
  pending = [];
  for (const item of queued) send(next, item.error, item.level, item.url);
}

/** Back to "not configured", nothing held: what a new page starts with (the web tests share their modules). */
export function resetErrorReporting(): void {
  config = null;
  pending = [];
  random = Math.random;
}

export function reportError(error: unknown, level: ErrorLevel = "error"): void {
  const url = window.location.href;
  if (config) send(config, error, level, url);
  else if (pending.length < MAX_PENDING) pending.push({ error, level, url });
}

/** Uncaught errors and unhandled rejections anywhere in the page. */
export function installGlobalErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, "fatal");
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
