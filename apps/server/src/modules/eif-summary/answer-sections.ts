/**
 * The summary's answers, step by step and sub-step by sub-step as the form asks them (only the sub-steps that apply
 * to the client): each sub-step's questions with their answers, and the lists it holds (policies, locations,
 * subsidiaries, plan administrators, bills, claims payment by plan, employee classes with their plans).
 */

import { formatCalendarDay } from "@onboard/domain/common/document-time";
import { ANSWER_FIELD_SUB_STEP, EIF_ANSWER_FIELDS } from "@onboard/domain/eif/eif-answers";
import type { EifSubStepId } from "@onboard/domain/eif/eif-steps";
import { subStepIssues } from "@onboard/domain/eif/sub-step-issues";
import { durationText, fieldLabel, formatAnswer, NOT_LISTED, optionLabel, planLabel } from "./format-answer";
import type { SectionContext } from "./summary-context";

const BILLING_FIELDS = [
  "billingAdministrationType",
  "billingStructureType",
  "billPayrollCycles",
  "advanceOrArrears",
  "benAdminPlatformId",
] as const;

/** The answered questions of a sub-step, and the required ones still missing ("Not answered"). */
function answerRows(c: SectionContext, subStep: EifSubStepId): [string, string][] {
  const { draft } = c.data;
  const answers = draft.answers;
  const missing = new Set(subStepIssues(subStep, { ...draft, answers: draft.answers as never }).map((i) => i.field));
  return EIF_ANSWER_FIELDS.filter(
    (field) =>
      ANSWER_FIELD_SUB_STEP[field] === subStep &&
      !NOT_LISTED.has(field) &&
      ((answers[field] !== null && answers[field] !== undefined) || missing.has(field)),
  ).map((field) => [fieldLabel(c.labels, field), formatAnswer(field, answers[field], c.answerContext)]);
}

const LISTS: Partial<Record<EifSubStepId, (c: SectionContext) => void>> = {
  "current-policies": (c) => {
    const { labels, pdf } = c;
    pdf.table(
      [
        { header: labels.policies.number, share: 0.2 },
        { header: labels.policies.coverages, share: 0.5 },
        { header: labels.policies.situs, share: 0.12 },
        { header: labels.policies.effective, share: 0.18 },
      ],
      c.data.draft.policies.map((p) => [
        p.primaryPolicy ? `${p.policyNumber} (${labels.policies.primary})` : p.policyNumber,
        p.coverages.map((coverage) => optionLabel(labels, "coverage", coverage)).join(", "),
        p.situs ?? "—",
        p.policyEffective ? formatCalendarDay(p.policyEffective, c.language) : "—",
      ]),
    );
  },
  locations: (c) => {
    const { labels, pdf, text, data } = c;
    const fields = labels.locations.fields;
    const headquarters = data.draft.answers.headquartersLocationId;
    pdf.table(
      [
        { header: fields.name, share: 0.3 },
        { header: fields.address1, share: 0.5 },
        { header: fields.locationType, share: 0.2 },
      ],
      data.draft.locations.map((l) => [
        l.id === headquarters ? `${l.name} (${text.headquarters})` : l.name,
        [l.address1, l.address2, `${l.city}, ${l.state} ${l.zipCode}`].filter(Boolean).join(", "),
        optionLabel(labels, "locationType", l.locationType),
      ]),
    );
  },
  subsidiaries: (c) => {
    if (c.data.subsidiaries.length === 0) return;
    c.pdf.table(
      [
        { header: c.labels.locations.fields.name, share: 0.6 },
        { header: c.labels.fields.taxId, share: 0.4 },
      ],
      c.data.subsidiaries.map((s) => [c.locationName(s.locationId), s.taxId ?? "—"]),
    );
  },
  "plan-administrators": (c) => {
    const { labels, pdf, data } = c;
    const fields = labels.contacts.fields;
    pdf.table(
      [
        { header: `${fields.firstName} / ${fields.lastName}, ${fields.title}`, share: 0.24 },
        { header: `${fields.email} / ${fields.phoneNumber}`, share: 0.42 },
        { header: fields.type, share: 0.15 },
        { header: fields.access, share: 0.19 },
      ],
      data.contacts.map((contact) => [
        [`${contact.firstName} ${contact.lastName}`, contact.title].filter(Boolean).join("\n"),
        [contact.email, contact.phoneNumber].filter(Boolean).join("\n") || "—",
        contact.type ? optionLabel(labels, "contactType", contact.type) : "—",
        contact.access.map((a) => optionLabel(labels, "contactAccess", a)).join(", ") || c.text.none,
      ]),
    );
  },
  "billing-preferences": (c) => {
    const { pdf, text, data, labels } = c;
    for (const policy of data.draft.policies) {
      const rows = BILLING_FIELDS.map((field): [string, string] => [
        fieldLabel(labels, field),
        formatAnswer(field, policy[field], c.answerContext),
      ]);
      // The policy's answers stay on one page with its heading.
      pdf.heading(`${labels.policies.number} ${policy.policyNumber}`, 3, pdf.pairsHeight(rows));
      pdf.pairs(rows);
    }
    if (data.bills.length === 0) return;
    pdf.heading(text.bills, 3);
    pdf.table(
      [
        { header: text.bill, share: 0.3 },
        { header: text.billPolicy, share: 0.16 },
        { header: text.billContact, share: 0.24 },
        { header: text.billLocation, share: 0.3 },
      ],
      data.bills.map((bill) => [
        bill.name,
        c.policyNumber(bill.policyId),
        c.contactName(bill.contactId),
        [bill.locationId, ...bill.groupedLocationIds]
          .filter(Boolean)
          .map((id) => c.locationName(id))
          .join(", ") || "—",
      ]),
    );
  },
  "claims-payment": (c) => {
    const { labels, pdf, data } = c;
    const rows = data.draft.plans
      .filter((plan) => plan.claimsCheckPayee || plan.sendClaimsCheckTo)
      .map((plan) => [
        planLabel(labels, plan.benefitType, plan.name),
        formatAnswer("claimsCheckPayee", plan.claimsCheckPayee, c.answerContext),
        formatAnswer("sendClaimsCheckTo", plan.sendClaimsCheckTo, c.answerContext),
        plan.payeeContactId ? c.contactName(plan.payeeContactId) : "—",
      ]);
    if (rows.length === 0) return;
    pdf.table(
      [
        { header: c.text.plan, share: 0.3 },
        { header: labels.fields.claimsCheckPayee, share: 0.2 },
        { header: labels.fields.sendClaimsCheckTo, share: 0.28 },
        { header: labels.fields.payeeContactId, share: 0.22 },
      ],
      rows,
    );
  },
  "monthly-claims-report": (c) => {
    c.pdf.pairs([[c.text.count, String(c.data.draft.counts.monthlyClaimsReportMailingLocations)]]);
  },
  "employee-classes": (c) => {
    const { labels, pdf, text, data } = c;
    if (data.classes.length === 0) pdf.paragraph(text.noClasses, { muted: true });
    for (const employeeClass of data.classes) {
      const rows: [string, string][] = [
        [text.classDescription, employeeClass.description ?? "—"],
        [
          text.employmentTypes,
          employeeClass.employmentTypes.map((type) => optionLabel(labels, "employmentType", type)).join(", ") || "—",
        ],
        [text.minimumHours, employeeClass.minimumHoursPerWeek?.toString() ?? "—"],
      ];
      // The class's answers and the start of its plans stay on one page with its name.
      pdf.heading(employeeClass.name, 3, pdf.pairsHeight(rows) + 30);
      pdf.pairs(rows);
      if (employeeClass.plans.length === 0) continue;
      pdf.table(
        [
          { header: text.plan, share: 0.28 },
          { header: text.waitingPeriod, share: 0.3 },
          { header: text.contribution, share: 0.27 },
          { header: text.taxTreatment, share: 0.15 },
        ],
        employeeClass.plans.map((plan) => [
          planLabel(labels, plan.benefitType, plan.planName),
          [
            plan.waitingPeriodValue !== null
              ? durationText(labels, plan.waitingPeriodValue, plan.waitingPeriodUnit)
              : null,
            plan.waitingPeriodRule ? optionLabel(labels, "waitingPeriodRule", plan.waitingPeriodRule) : null,
          ]
            .filter(Boolean)
            .join(", ") || "—",
          [
            plan.contributionType ? optionLabel(labels, "contributionType", plan.contributionType) : null,
            plan.employerContributionPercent !== null ? text.employerShare(plan.employerContributionPercent) : null,
            plan.employeeContributionPercent !== null ? text.employeeShare(plan.employeeContributionPercent) : null,
          ]
            .filter(Boolean)
            .join(", ") || "—",
          plan.taxTreatment ? optionLabel(labels, "taxTreatment", plan.taxTreatment) : "—",
        ]),
      );
    }
  },
};

export function writeAnswerSections(c: SectionContext): void {
  const outline = c.data.draft.outline;
  for (const step of outline) {
    if (step.stepId === "review-&-submit") continue;
    c.pdf.heading(c.labels.steps[step.stepId], 1);
    for (const { subStepId } of step.subSteps) {
      const subStep = subStepId as EifSubStepId;
      c.pdf.heading(c.labels.subSteps[subStep], 2);
      const rows = answerRows(c, subStep);
      if (rows.length > 0) c.pdf.pairs(rows);
      LISTS[subStep]?.(c);
    }
  }
}
