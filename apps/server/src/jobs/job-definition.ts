/**
 * What a background job is, apart from what it does: a queue name, the zod schema of its payload and the queue's
 * policy. Definitions live in `definitions/`, their handlers in `handlers/`, so that a caller that only enqueues
 * never imports the code (or the dependencies) that runs the job.
 */
import type { z } from "zod";

export type QueuePolicy = "standard" | "exclusive" | "singleton";

export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  /** The pg-boss queue: letters, digits, `.`, `-`, `_`. */
  name: string;
  payload: P;
  /** `exclusive`: at most one job per singleton key is queued, retrying or active at a time. */
  policy: QueuePolicy;
}

export type JobPayload<D extends JobDefinition> = z.infer<D["payload"]>;

export function defineJob<P extends z.ZodType>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
