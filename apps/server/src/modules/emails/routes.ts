/** E-mails (spec §7 "Emails"): the all-e-mails and client-scoped lists, one e-mail, resend. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const emailRoutes: FastifyPluginAsyncZod = async () => {};
