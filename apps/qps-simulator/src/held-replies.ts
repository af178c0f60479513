/**
 * Requests the simulator never answers (the "timeout" behaviour). They are tracked so that closing the server ends
 * them rather than waiting for clients that may never give up.
 */
import type { FastifyReply } from "fastify";

export class HeldReplies {
  private readonly held = new Set<FastifyReply>();

  /** Takes the reply over from Fastify and keeps it open until the client goes away or the server closes. */
  hold(reply: FastifyReply): void {
    reply.hijack();
    this.held.add(reply);
    reply.raw.once("close", () => this.held.delete(reply));
  }

  get size(): number {
    return this.held.size;
  }

  endAll(): void {
    for (const reply of this.held) reply.raw.destroy();
    this.held.clear();
  }
}
