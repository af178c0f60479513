/** The onboarding-form routes' :clientId, :onboardingFormId and :recipientId; a missing one is the spec's error. */
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useParams } from "react-router";

export function useFormRouteParams(): { clientId: string; formId: string; recipientId: string } {
  const params = useParams();
  const read = (name: "clientId" | "onboardingFormId" | "recipientId") => {
    const value = params[name];
    if (!value) throw new Error(missingParamMessage(name));
    return value;
  };
  return { clientId: read("clientId"), formId: read("onboardingFormId"), recipientId: read("recipientId") };
}
