/** User administration (spec §7 "Users"): internal users, brokers, ben admins, the user look-ups and staff actions. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { managedUserRoutes } from "./managed-user-routes";
import { userActionRoutes } from "./user-action-routes";
import type { UserAdminOptions } from "./user-admin-deps";
import { userDirectoryRoutes } from "./user-directory-routes";

export const userAdminRoutes: FastifyPluginAsyncZod<UserAdminOptions> = async (app, options) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  for (const kind of ["internal", "broker", "ben-admin"] as const) {
    await app.register(managedUserRoutes, { ...options, kind });
  }
  await app.register(userDirectoryRoutes);
  await app.register(userActionRoutes, options);
};
