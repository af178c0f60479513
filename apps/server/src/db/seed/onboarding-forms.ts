/** E-signed onboarding forms in each envelope state, with their signing recipients. */
import { onboardingForms, signingRecipients } from "../schema/index";
import { IMPLEMENTATION_CONSULTANTS } from "./data/client-types";
import { at } from "./dates";
import { documentIdOf } from "./documents";
import { seedId } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

type Day = number | null;
interface RecipientSeed {
  name: string;
  email: string;
  title: string;
  userKey?: string;
  role?: "SIGNER" | "CARBON_COPY";
  delivered?: Day;
  signed?: Day;
  declined?: Day;
  declineReason?: string;
}
interface FormSeed {
  key: string;
  clientKey: string;
  policyNumber?: string;
  name: string;
  status: "CREATED" | "SENT" | "DELIVERED" | "COMPLETED" | "DECLINED" | "VOIDED";
  sent: Day;
  completed?: Day;
  declined?: Day;
  voided?: Day;
  signedDocumentKey?: string;
  recipients: RecipientSeed[];
}

const IC = IMPLEMENTATION_CONSULTANTS;

const FORMS: FormSeed[] = [
  {
    key: "cascade-application",
    clientKey: "cascade",
    policyNumber: "2520114",
    name: "Group Application",
    status: "COMPLETED",
    sent: -30,
    completed: -25,
    signedDocumentKey: "form:cascade:application",
    recipients: [
      {
        name: "Kevin O'Brien",
        email: "kevin.obrien@cascadetimber.example.com",
        title: "Benefits Administrator",
        userKey: "benadmin2",
        delivered: -30,
        signed: -25,
      },
      {
        name: `${IC[1].firstName} ${IC[1].lastName}`,
        email: IC[1].email,
        title: "Implementation Consultant",
        role: "CARBON_COPY",
        delivered: -25,
      },
    ],
  },
  {
    key: "lonestar-application",
    clientKey: "lonestar",
    policyNumber: "2533871",
    name: "Group Application",
    status: "DELIVERED",
    sent: -3,
    recipients: [
      {
        name: "Tamika Brooks",
        email: "tamika.brooks@lonestarlogistics.example.com",
        title: "VP, People Operations",
        delivered: -3,
      },
      {
        name: "Marcus Bell",
        email: "marcus.bell@keystonebenefits.example.com",
        title: "Broker, Keystone Benefits Group",
        userKey: "broker2",
      },
    ],
  },
  {
    key: "peachtree-hipaa",
    clientKey: "peachtree",
    name: "HIPAA Authorization",
    status: "DECLINED",
    sent: -6,
    declined: -4,
    recipients: [
      {
        name: "Alicia Grant",
        email: "alicia.grant@summithrpartners.example.com",
        title: "Benefits Consultant",
        userKey: "benadmin3",
        delivered: -6,
        declined: -4,
        declineReason: "The group name on page 2 should read Peachtree Hospitality Group.",
      },
    ],
  },
  {
    key: "greatlakes-application-v1",
    clientKey: "greatlakes",
    policyNumber: "2541209",
    name: "Group Application",
    status: "VOIDED",
    sent: -14,
    voided: -10,
    recipients: [
      {
        name: "Gary Dombrowski",
        email: "gary.dombrowski@greatlakestool.example.com",
        title: "HR Manager",
        delivered: -14,
      },
    ],
  },
  {
    key: "greatlakes-application-v2",
    clientKey: "greatlakes",
    policyNumber: "2541209",
    name: "Group Application (revised)",
    status: "SENT",
    sent: -10,
    recipients: [{ name: "Gary Dombrowski", email: "gary.dombrowski@greatlakestool.example.com", title: "HR Manager" }],
  },
  {
    key: "gardenstate-application",
    clientKey: "gardenstate",
    policyNumber: "2561032",
    name: "Group Application",
    status: "CREATED",
    sent: null,
    recipients: [
      {
        name: "Naomi Fischer",
        email: "naomi.fischer@gardenstatepkg.example.com",
        title: "Human Resources Director",
        userKey: "benadmin4",
      },
    ],
  },
];

export async function seedOnboardingForms({ tx, today }: SeedContext): Promise<void> {
  const when = (day: Day | undefined, hour = 15) => (day === null || day === undefined ? null : at(today, day, hour));
  const recipientId = (form: FormSeed, i: number) => seedId("signing-recipient", `${form.key}:${i}`);
  const lastAction = (r: RecipientSeed) => when(r.signed ?? r.declined ?? r.delivered);

  await tx.insert(onboardingForms).values(
    FORMS.map((f) => ({
      id: seedId("onboarding-form", f.key),
      clientId: clientIdOf(f.clientKey),
      policyId: f.policyNumber ? policyIdOf(f.policyNumber) : null,
      name: f.name,
      templateId: f.name.startsWith("HIPAA") ? "tpl-hipaa-authorization" : "tpl-group-application",
      envelopeId: f.sent === null ? null : seedId("envelope", f.key),
      status: f.status,
      waitingForWebhook: false,
      metadata: {
        templateName: f.name,
        recipients: f.recipients.map((r, i) => ({
          recipientId: recipientId(f, i),
          lastActionAt: lastAction(r)?.toISOString() ?? null,
        })),
      },
      sentAt: when(f.sent, 14),
      completedAt: when(f.completed),
      declinedAt: when(f.declined),
      voidedAt: when(f.voided),
      signedDocumentId: f.signedDocumentKey ? documentIdOf(f.signedDocumentKey) : null,
      createdByUserId: userIdOf("admin1"),
    })),
  );
  await tx.insert(signingRecipients).values(
    FORMS.flatMap((f) =>
      f.recipients.map((r, i) => ({
        id: recipientId(f, i),
        onboardingFormId: seedId("onboarding-form", f.key),
        userId: r.userKey ? userIdOf(r.userKey) : null,
        name: r.name,
        email: r.email,
        title: r.title,
        role: r.role ?? ("SIGNER" as const),
        routingOrder: r.role === "CARBON_COPY" ? 2 : i + 1,
        deliveredAt: when(r.delivered),
        signedAt: when(r.signed),
        declinedAt: when(r.declined),
        declineReason: r.declineReason ?? null,
        lastEditAt: when(r.signed ?? r.declined),
        lastActionAt: lastAction(r),
      })),
    ),
  );
}
