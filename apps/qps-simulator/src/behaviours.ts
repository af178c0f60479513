/**
 * The behaviour queue: how the next pushes are answered, set on purpose through the control API so that every outcome
 * the portal must handle (warnings, errors, a timeout, QPS down, QPS dying mid-push) can be reached in a test or a demo.
 */
import { z } from "zod";

export const BEHAVIOUR_MODES = ["ok", "warnings", "errors", "timeout", "unavailable", "crash"] as const;
export type BehaviourMode = (typeof BEHAVIOUR_MODES)[number];

/** setTimeout's ceiling: a longer delay would fire at once. */
export const MAX_DELAY_MS = 2_147_483_647;

export const delayMsSchema = z.number().int().min(0).max(MAX_DELAY_MS);

export const behaviourRequestSchema = z.strictObject({
  mode: z.enum(BEHAVIOUR_MODES),
  /** Only pushes for this case; null or absent: any case. */
  caseId: z.string().min(1).nullable().optional(),
  /** How many pushes take this behaviour. */
  times: z.number().int().min(1).default(1),
  /** The delay before the answer, instead of the default one. */
  delayMs: delayMsSchema.optional(),
});
export type BehaviourRequest = z.infer<typeof behaviourRequestSchema>;

export const queuedBehaviourSchema = z.object({
  id: z.string(),
  mode: z.enum(BEHAVIOUR_MODES),
  caseId: z.string().nullable(),
  /** Pushes still to take it. */
  remaining: z.number().int(),
  delayMs: z.number().int().nullable(),
});
export type QueuedBehaviour = z.infer<typeof queuedBehaviourSchema>;

export const behaviourQueueSchema = z.object({ behaviours: z.array(queuedBehaviourSchema) });

/** What one push takes from the queue. */
export interface Behaviour {
  mode: BehaviourMode;
  delayMs: number | null;
}

const DEFAULT_BEHAVIOUR: Behaviour = { mode: "ok", delayMs: null };

export class BehaviourQueue {
  private queue: QueuedBehaviour[] = [];
  private nextId = 1;

  add(request: BehaviourRequest): void {
    this.queue.push({
      id: `B-${this.nextId++}`,
      mode: request.mode,
      caseId: request.caseId ?? null,
      remaining: request.times,
      delayMs: request.delayMs ?? null,
    });
  }

  list(): QueuedBehaviour[] {
    return this.queue.map((behaviour) => ({ ...behaviour }));
  }

  clear(): void {
    this.queue = [];
  }

  /** The behaviour for one push of the case: the oldest queued for that case first, then the oldest for any case. */
  take(caseId: string): Behaviour {
    const entry =
      this.queue.find((behaviour) => behaviour.caseId === caseId) ??
      this.queue.find((behaviour) => behaviour.caseId === null);
    if (!entry) return DEFAULT_BEHAVIOUR;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.queue = this.queue.filter((behaviour) => behaviour !== entry);
    return { mode: entry.mode, delayMs: entry.delayMs };
  }
}
