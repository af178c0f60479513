/** `GET .../files`: the policy's census files, newest upload first, with their state (corrections files left out). */
import type { CensusFile } from "@onboard/domain/census/census-api";
import type { Actor } from "../../core/actor";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { presentCensusFiles } from "./presenter";
import { policyCensusFiles } from "./repository";

export async function listCensusFiles(
  deps: CensusDeps,
  actor: Actor,
  ids: { clientId: string; policyId: string },
): Promise<CensusFile[]> {
  await authorizeCensus(actor, deps.db, "read", ids);
  return presentCensusFiles(deps.db, await policyCensusFiles(deps.db, deps.storage, ids));
}
