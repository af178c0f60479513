/** What the simulator's routes share: the cases, the behaviour queue, the default delay and the held requests. */
import type { FastifyRequest } from "fastify";
import type { BehaviourQueue } from "./behaviours";
import type { CaseStore } from "./case-store";
import type { HeldReplies } from "./held-replies";

export interface SimulatorContext {
  store: CaseStore;
  behaviours: BehaviourQueue;
  /** The default delay before a push is answered, changed through the control API. */
  delay: { ms: number };
  held: HeldReplies;
  /** Waits before an answer; cut short when the server closes, so that close() answers rather than waits. */
  pause: (ms: number) => Promise<void>;
  crash: (request: FastifyRequest) => void;
}
