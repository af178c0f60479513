/** /step/{stepId}, /step/{stepId}/{subStepId} and /step/{stepId}/{subStepId}/policy/{policyId}: the EIF page. */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";
import { EifPage } from "../components/eif-page";

export function EifStepRoute() {
  const { clientId, eifStepId, eifSubStepId, policyId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  if (!eifStepId) throw new Error(missingParamMessage("eifStepId"));
  return <EifPage clientId={clientId} params={{ eifStepId, eifSubStepId, policyId }} />;
}
