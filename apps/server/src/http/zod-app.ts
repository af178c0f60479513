import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The Fastify instance a zod-typed route plugin receives, for helpers that register routes on it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
