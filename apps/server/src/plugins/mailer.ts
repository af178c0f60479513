/** Makes the mailer available to every route as `app.mailer`, and closes its transport when the app closes. */
import type { FastifyInstance } from "fastify";
import type { Mailer } from "../integrations/mail/mailer";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function registerMailer(app: FastifyInstance, mailer: Mailer): void {
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => {
    await mailer.close();
  });
}
