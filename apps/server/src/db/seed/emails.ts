/** Sent e-mails with their status history: QUEUED then SENT, and one that FAILED and was RESENT. */
import type { EMAIL_STATUSES } from "@onboard/domain/clients/enums";
import type { EmailErrorUser } from "../schema/emails";
import { emailStatusHistory, emails } from "../schema/index";
import { IMPLEMENTATION_CONSULTANTS } from "./data/client-types";
import { at } from "./dates";
import { seedId } from "./ids";
import { clientIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

type EmailStatus = (typeof EMAIL_STATUSES)[number];

interface EmailSeed {
  key: string;
  clientKey: string | null;
  template: string;
  subject: string;
  to: string[];
  cc?: string[];
  daysAgo: number;
  language?: "en" | "es";
  paragraphs: string[];
  /** Status changes after QUEUED, with minutes after queueing and an optional detail. */
  history: { status: EmailStatus; afterMinutes: number; detail?: string }[];
  errorUsers?: EmailErrorUser[];
  sentByKey?: string;
}

export const FROM_ADDRESS = "Sun Life Onboarding <onboarding@onboard.example>";
const IC = IMPLEMENTATION_CONSULTANTS;
const SENT = [{ status: "SENT" as const, afterMinutes: 1, detail: "250 2.0.0 OK: queued" }];

export const EMAIL_SEEDS: EmailSeed[] = [
  {
    key: "activation-rosa",
    clientKey: "harborview",
    template: "activation",
    subject: "Activate your Sun Life Onboard account",
    to: ["rosa.delgado@harborviewmed.example.com"],
    daysAgo: 140,
    paragraphs: [
      "Hello Rosa,",
      "Harborview Medical Group has been set up in Onboard. Activate your account to start your onboarding tasks.",
    ],
    history: SENT,
    sentByKey: "admin1",
  },
  {
    key: "activation-kevin",
    clientKey: "cascade",
    template: "activation",
    subject: "Activate your Sun Life Onboard account",
    to: ["kevin.obrien@cascadetimber.example.com"],
    daysAgo: 50,
    paragraphs: [
      "Hello Kevin,",
      "Cascade Timber Products, Inc. has been set up in Onboard. Activate your account to start your onboarding tasks.",
    ],
    history: SENT,
    sentByKey: "admin1",
  },
  {
    key: "kickoff-lonestar",
    clientKey: "lonestar",
    template: "kickoff-call-scheduled",
    subject: "Your kickoff call is scheduled",
    to: ["tamika.brooks@lonestarlogistics.example.com"],
    cc: [IC[2].email],
    daysAgo: 35,
    paragraphs: [
      "Hello Tamika,",
      `Your onboarding kickoff call with ${IC[2].firstName} ${IC[2].lastName} is confirmed. We will walk through the timeline, the EIF and the census file.`,
    ],
    history: SENT,
  },
  {
    key: "reminder-greatlakes",
    clientKey: "greatlakes",
    template: "task-reminder",
    subject: "Onboarding tasks due soon for Great Lakes Tool & Die Co.",
    to: ["gary.dombrowski@greatlakestool.example.com", "thomas.reed@midwestpayrollhr.example.com"],
    daysAgo: 2,
    paragraphs: ["Hello,", "Some onboarding tasks are due within the next 5 days. Sign in to Onboard to see them."],
    history: SENT,
  },
  {
    key: "census-peachtree",
    clientKey: "peachtree",
    template: "census-received",
    subject: "We received your enrollment census",
    to: ["alicia.grant@summithrpartners.example.com"],
    daysAgo: 6,
    paragraphs: [
      "Hello Alicia,",
      "We received the enrollment census for policy 2550448 and started validating it. We will let you know if anything needs attention.",
    ],
    history: SENT,
  },
  {
    key: "eif-signed-cascade",
    clientKey: "cascade",
    template: "eif-signed",
    subject: "Your company information form has been signed",
    to: ["kevin.obrien@cascadetimber.example.com"],
    cc: [IC[1].email],
    daysAgo: 18,
    paragraphs: [
      "Hello Kevin,",
      "Thank you for signing the company information form for Cascade Timber Products, Inc. A copy is available in Onboard.",
    ],
    history: SENT,
  },
  {
    key: "activation-naomi",
    clientKey: "gardenstate",
    template: "activation",
    subject: "Activate your Sun Life Onboard account",
    to: ["naomi.fischer@gardenstatepkg.example.com"],
    daysAgo: 9,
    paragraphs: [
      "Hello Naomi,",
      "Garden State Packaging Corp. has been set up in Onboard. Activate your account to start your onboarding tasks.",
    ],
    history: [
      { status: "FAILED", afterMinutes: 1, detail: "451 4.3.2 Mailbox temporarily unavailable" },
      { status: "RESENT", afterMinutes: 1445, detail: "Resent by Rahul Iyer; 250 2.0.0 OK: queued" },
    ],
    errorUsers: [
      {
        email: "naomi.fischer@gardenstatepkg.example.com",
        userId: userIdOf("benadmin4"),
        error: "451 4.3.2 Mailbox temporarily unavailable",
      },
    ],
    sentByKey: "admin1",
  },
  {
    key: "outside-signer-lonestar",
    clientKey: "lonestar",
    template: "outside-signer-invitation",
    subject: "Please review and sign the Lone Star Logistics company information form",
    to: ["raymond.castillo@lonestarlogistics.example.com"],
    daysAgo: 2,
    paragraphs: [
      "Hello Raymond,",
      "Alicia Grant asked you to review and sign the company information form for Lone Star Logistics LLC. The link in this e-mail is valid for 14 days.",
    ],
    history: SENT,
    sentByKey: "benadmin3",
  },
  {
    key: "reset-marcus",
    clientKey: null,
    template: "password-reset",
    subject: "Reset your Sun Life Onboard password",
    to: ["marcus.bell@keystonebenefits.example.com"],
    daysAgo: 3,
    paragraphs: ["Hello Marcus,", "We received a request to reset your password. The link is valid for 1 hour."],
    history: SENT,
  },
  {
    key: "activity-owner",
    clientKey: null,
    template: "activity-summary",
    subject: "Onboard weekly activity summary",
    to: ["owner@onboard.example"],
    daysAgo: 1,
    paragraphs: ["Hello Margaret,", "This week: 1 EIF signed, 3 census files received, 2 explorer pages published."],
    history: SENT,
    sentByKey: "owner",
  },
  {
    key: "explorer-plan-harborview",
    clientKey: "harborview",
    template: "explorer-selected-plans",
    subject: "Sus beneficios seleccionados de Harborview Medical Group",
    to: ["jordan.rivera@example.org"],
    daysAgo: 1,
    language: "es",
    paragraphs: [
      "Hola,",
      "Estos son los planes que guardó en el explorador de beneficios: Bay State Health PPO Choice, Dental PPO High y Vision Plan.",
    ],
    history: SENT,
  },
  {
    key: "lead-notification",
    clientKey: null,
    template: "explorer-lead",
    subject: "New benefits explorer lead: Coastal Carolina Dental Group",
    to: ["explorer-leads@onboard.example"],
    daysAgo: 4,
    paragraphs: [
      "A broker asked to be contacted about a benefits explorer site.",
      "Broker: Elena Marsh, Tidewater Benefit Advisors (Charleston, SC).",
    ],
    history: SENT,
  },
];

export const emailIdOf = (key: string) => seedId("email", key);

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

function renderHtml(subject: string, paragraphs: string[], language: "en" | "es"): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif">${body}<p>Sun Life Onboarding</p></body></html>`;
}

export async function seedEmails({ tx, today }: SeedContext): Promise<void> {
  const rows = [];
  const history = [];
  for (const e of EMAIL_SEEDS) {
    const id = emailIdOf(e.key);
    const queuedAt = at(today, -e.daysAgo, 13, 5);
    const minutesAfter = (m: number) => new Date(queuedAt.getTime() + m * 60_000);
    const last = e.history[e.history.length - 1];
    const delivered = [...e.history].reverse().find((h) => h.status === "SENT" || h.status === "RESENT");
    const language = e.language ?? "en";
    rows.push({
      id,
      clientId: e.clientKey ? clientIdOf(e.clientKey) : null,
      template: e.template,
      subject: e.subject,
      html: renderHtml(e.subject, e.paragraphs, language),
      text: `${e.paragraphs.join("\n\n")}\n\nSun Life Onboarding\n`,
      from: FROM_ADDRESS,
      to: e.to,
      cc: e.cc ?? [],
      status: last?.status ?? ("QUEUED" as const),
      language,
      errorUsers: e.errorUsers ?? [],
      idempotencyKey: `seed:${e.key}`,
      attempts: e.history.length,
      sentAt: delivered ? minutesAfter(delivered.afterMinutes) : null,
      sentByUserId: e.sentByKey ? userIdOf(e.sentByKey) : null,
      createdAt: queuedAt,
      updatedAt: last ? minutesAfter(last.afterMinutes) : queuedAt,
    });
    history.push({
      id: seedId("email-status", `${e.key}:0`),
      emailId: id,
      status: "QUEUED" as const,
      at: queuedAt,
      detail: null,
    });
    e.history.forEach((h, i) => {
      history.push({
        id: seedId("email-status", `${e.key}:${i + 1}`),
        emailId: id,
        status: h.status,
        at: minutesAfter(h.afterMinutes),
        detail: h.detail ?? null,
      });
    });
  }
  await tx.insert(emails).values(rows);
  await tx.insert(emailStatusHistory).values(history);
}
