/**
 * Issue-tracker (Jira) availability: an HTTP check of JIRA_URL with a timeout, cached for 5 minutes.
 * With no JIRA_URL configured the tracker is reported up (the embedded default).
 */
import { SERVICE_STATUS_CACHE_MS } from "@onboard/domain/http/service-status-cache";

export interface IssueTrackerStatus {
  isUp(): Promise<boolean>;
}

export const alwaysUp: IssueTrackerStatus = { isUp: async () => true };

/** Up when the status URL answers 2xx within the timeout (and, for Jira's /status JSON, state RUNNING). */
async function probe(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    });
    if (!response.ok) return false;
    const text = await response.text();
    try {
      const json = JSON.parse(text) as { state?: unknown };
      return json.state === undefined || json.state === "RUNNING";
    } catch {
      return true;
    }
  } catch {
    return false;
  }
}

export function httpIssueTrackerStatus(options: {
  url: string;
  timeoutMs: number;
  cacheMs?: number;
  now?: () => number;
}): IssueTrackerStatus {
  const cacheMs = options.cacheMs ?? SERVICE_STATUS_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { value: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return {
    async isUp() {
      if (cached && now() - cached.at < cacheMs) return cached.value;
      inFlight ??= probe(options.url, options.timeoutMs).then((value) => {
        cached = { value, at: now() };
        inFlight = null;
        return value;
      });
      return inFlight;
    },
  };
}
