/** /client/{clientId}/outside-signer/eif-summary: the outside signer's summary (spec §2). */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";
import { OutsideSummaryPage } from "../outside-signer/outside-summary-page";

export function OutsideSignerSummaryRoute() {
  const { clientId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  return <OutsideSummaryPage clientId={clientId} />;
}
