/** Makes the captcha of the public forms available to every route as `app.captcha`. */
import type { FastifyInstance } from "fastify";
import type { Captcha } from "../integrations/captcha/captcha";

declare module "fastify" {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

export function registerCaptcha(app: FastifyInstance, captcha: Captcha): void {
  app.decorate("captcha", captcha);
}
