/** /client/{clientId}/outside-signer/eif-summary: the outside signer's summary (spec §2). */
import { Container } from "@mantine/core";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";
import { OutsideSummaryPage } from "../outside-signer/outside-summary-page";

export function OutsideSignerSummaryRoute() {
  const { clientId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  return (
    <Container size="lg" py="xl">
      <OutsideSummaryPage clientId={clientId} />
    </Container>
  );
}
