/** The :clientId of a hub page; every hub path has it, so its absence is the spec's missing-parameter error. */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";

export function useRequiredParam(name: "clientId" | "taskId" | "policyId"): string {
  const value = useParams()[name];
  if (!value) throw new Error(missingParamMessage(name));
  return value;
}
