/** The form of each EIF sub-step. */
import type { EifSubStepId } from "@onboard/domain/eif/eif-steps";
import type { ReactNode } from "react";
import type { EifPlace } from "../hooks/eif-places";
import { AgeRulesForm } from "./forms/age-rules-form";
import { BillingPreferencesForm } from "./forms/billing-preferences-form";
import { ClaimsPaymentForm } from "./forms/claims-payment-form";
import { CurrentPoliciesForm } from "./forms/current-policies-form";
import { EmployeeClassesForm } from "./forms/employee-classes-form";
import { LocationsForm } from "./forms/locations-form";
import { MonthlyClaimsReportForm } from "./forms/monthly-claims-report-form";
import { ErisaForm, MalpracticeForm, Section125Form, ValueAddedServicesForm } from "./forms/other-contract-forms";
import { PfmlForm } from "./forms/pfml-form";
import { PlanAdministratorsForm } from "./forms/plan-administrators-form";
import { RehireForm } from "./forms/rehire-form";
import { ReviewForm } from "./forms/review-form";
import { SubsidiariesForm } from "./forms/subsidiaries-form";
import { TaxIdForm } from "./forms/tax-id-form";

const FORMS: Record<EifSubStepId, (place: EifPlace) => ReactNode> = {
  "tax-id": () => <TaxIdForm />,
  "current-policies": () => <CurrentPoliciesForm />,
  locations: () => <LocationsForm />,
  subsidiaries: () => <SubsidiariesForm />,
  "plan-administrators": () => <PlanAdministratorsForm />,
  "billing-preferences": (place) => (place.policyId ? <BillingPreferencesForm policyId={place.policyId} /> : null),
  "claims-payment": () => <ClaimsPaymentForm />,
  "monthly-claims-report": () => <MonthlyClaimsReportForm />,
  "employee-classes": () => <EmployeeClassesForm />,
  "age-rules": () => <AgeRulesForm />,
  rehire: () => <RehireForm />,
  erisa: () => <ErisaForm />,
  "section-125": () => <Section125Form />,
  malpractice: () => <MalpracticeForm />,
  "value-added-services": () => <ValueAddedServicesForm />,
  pfml: () => <PfmlForm />,
  review: () => <ReviewForm />,
};

export function SubStepForm({ place }: { place: EifPlace }) {
  return <>{FORMS[place.subStepId](place)}</>;
}
