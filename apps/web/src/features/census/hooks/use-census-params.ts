/** The census pages' path parameters; every census path has the client and the policy, the report a document too. */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";

export function useCensusParam(name: "clientId" | "policyId" | "documentId"): string {
  const value = useParams()[name];
  if (!value) throw new Error(missingParamMessage(name));
  return value;
}
