/** Loads the user a staff call acts on (by id or e-mail, deleted users excluded), or 404. */
import type { Database } from "../../db/client";
import { findActiveUserByEmail, findActiveUserById, type UserRow } from "../authn/index";
import { userNotFound } from "./account-token-errors";

export async function findUserToManage(db: Database, by: { id: string } | { email: string }): Promise<UserRow> {
  const user = "id" in by ? await findActiveUserById(db, by.id) : await findActiveUserByEmail(db, by.email);
  if (!user) throw userNotFound();
  return user;
}
