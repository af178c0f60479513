/**
 * /client/{clientId}/outside-signer/{outsideSignerActionId}: review-&-submit and review-&-submit-updates only (spec
 * §2); any other action id is the app's not-found page.
 */
import { Container } from "@mantine/core";
import { isOutsideSignerActionId } from "@onboard/domain/outside-signer/token-policy";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";
import { NotFoundRoute } from "../../../app/routes/not-found-route";
import { OutsideReviewPage } from "../outside-signer/outside-review-page";

export function OutsideSignerRoute() {
  const { clientId, outsideSignerActionId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  if (!outsideSignerActionId || !isOutsideSignerActionId(outsideSignerActionId)) return <NotFoundRoute />;
  return (
    <Container size="lg" py="xl">
      <OutsideReviewPage key={outsideSignerActionId} clientId={clientId} action={outsideSignerActionId} />
    </Container>
  );
}
