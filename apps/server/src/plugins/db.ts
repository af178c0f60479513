/** Makes the Drizzle database available to every route as `app.db`. */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
  }
}

export function registerDb(app: FastifyInstance, db: Database): void {
  app.decorate("db", db);
}
