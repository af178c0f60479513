/**
 * Checks a base client for an Add Coverage client: not itself, existing, not archived, and not itself linked to a
 * base (one level only, so no chains or cycles). Failures are field errors on `body.baseClientId`.
 */
import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import type { ImplementationType } from "@onboard/domain/clients/enums";
import type { DbExecutor } from "../../db/executor";
import { AppError } from "../../errors/app-error";
import { type ClientRow, findClient } from "./repository";

function invalid(message: string, path = "body.baseClientId"): AppError {
  return new AppError("VALIDATION_ERROR", 400, message, [{ path, message }]);
}

export async function checkBaseClient(
  db: DbExecutor,
  client: { id: string | null; implementationType: ImplementationType },
  baseClientId: string,
  path?: string,
): Promise<ClientRow> {
  if (client.implementationType !== "ADD_COVERAGE") throw invalid(CLIENT_MESSAGES.baseClientNeedsAddCoverage, path);
  if (baseClientId === client.id) throw invalid(CLIENT_MESSAGES.baseClientIsSelf, path);
  const base = await findClient(db, baseClientId);
  if (!base) throw invalid(CLIENT_MESSAGES.baseClientNotFound, path);
  if (base.isArchived) throw invalid(CLIENT_MESSAGES.baseClientArchived, path);
  if (base.baseClientId !== null) throw invalid(CLIENT_MESSAGES.baseClientIsAddCoverage, path);
  return base;
}
