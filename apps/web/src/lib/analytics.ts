/** In-memory analytics queue: tracked link parameters and events wait here until a sender exists. */

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, string>;
  at: number;
}

const queue: AnalyticsEvent[] = [];

export function track(name: string, properties: Record<string, string> = {}): void {
  queue.push({ name, properties, at: Date.now() });
}

export function getQueuedEvents(): readonly AnalyticsEvent[] {
  return queue.slice();
}

/** Forgets everything recorded; called at logout so the next user starts clean. */
export function reset(): void {
  queue.length = 0;
}
