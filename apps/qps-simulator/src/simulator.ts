/**
 * The QPS simulator's Fastify instance: QPS's own routes, the control API and the OpenAPI document, with one error
 * handler so that bad input is always a 4xx with `{ message }`, never a 500.
 */
import { setTimeout as sleep } from "node:timers/promises";
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { BehaviourQueue } from "./behaviours";
import { CaseStore } from "./case-store";
import { controlRoutes } from "./control-routes";
import { HeldReplies } from "./held-replies";
import { buildOpenApiDocument } from "./openapi";
import { planDesignRoutes } from "./plan-design-routes";
import type { SimulatorContext } from "./simulator-context";

export const DEFAULT_DELAY_MS = 2000;
/** sysexits' EX_SOFTWARE: the supervisor sees a crash, not a clean stop. */
const CRASH_EXIT_CODE = 70;

export interface QpsSimulatorOptions {
  /** JSON file the cases are kept in (written atomically: temp file + rename); null keeps them in memory only. */
  dataFile: string | null;
  /** Delay before each push is answered, ms (realistic: seconds). Default 2000. */
  delayMs?: number;
  /** What "crash" does; default process.exit(70). Tests pass a function that destroys the request's socket instead. */
  crash?: (request: FastifyRequest) => void;
  /** Fastify's logger; default none. The process entry logs to stderr, as stdout carries the port line. */
  logger?: FastifyServerOptions["logger"];
}

export async function buildQpsSimulator(options: QpsSimulatorOptions): Promise<FastifyInstance> {
  // Held ("timeout") requests must not keep close() waiting.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  const closing = new AbortController();
  const context: SimulatorContext = {
    store: await CaseStore.open(options.dataFile, {
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    }),
    behaviours: new BehaviourQueue(),
    delay: { ms: options.delayMs ?? DEFAULT_DELAY_MS },
    held: new HeldReplies(),
    pause: (ms) => sleep(ms, undefined, { signal: closing.signal }).catch(() => undefined),
    crash: options.crash ?? (() => process.exit(CRASH_EXIT_CODE)),
  };

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: "Internal error" });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url}` }),
  );
  app.addHook("preClose", async () => {
    closing.abort();
    context.held.endAll();
  });
  app.addHook("onClose", async () => context.store.flush());

  await app.register(planDesignRoutes(context));
  await app.register(controlRoutes(context));
  const openApi = buildOpenApiDocument();
  app.get("/openapi.json", async () => openApi);
  return app;
}
