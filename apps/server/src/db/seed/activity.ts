/** Integration and visitor activity: QPS push jobs with their outputs, explorer leads, a plan e-mail request, audit entries. */
import { apiJobOutputs, apiJobs, auditLog, emailPlanRequests, leads } from "../schema/index";
import { at } from "./dates";
import { emailIdOf } from "./emails";
import { benefitPlanIdOf, explorerPageIdOf } from "./explorer-pages";
import { seedId } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

export async function seedActivity({ tx, today }: SeedContext): Promise<void> {
  const job = (key: string) => seedId("api-job", key);
  const requestedByUserId = userIdOf("admin1");
  await tx.insert(apiJobs).values([
    {
      id: job("harborview"),
      clientId: clientIdOf("harborview"),
      type: "QPS_PUSH" as const,
      status: "COMPLETED" as const,
      idempotencyKey: "seed:qps-push:harborview",
      requestedByUserId,
      startedAt: at(today, -95, 13),
      completedAt: at(today, -95, 13, 4),
      createdAt: at(today, -95, 13),
    },
    {
      id: job("cascade"),
      clientId: clientIdOf("cascade"),
      type: "QPS_PUSH" as const,
      status: "COMPLETED_WITH_WARNINGS" as const,
      idempotencyKey: "seed:qps-push:cascade",
      requestedByUserId,
      startedAt: at(today, -11, 13),
      completedAt: at(today, -11, 13, 6),
      createdAt: at(today, -11, 13),
    },
    {
      id: job("lonestar"),
      clientId: clientIdOf("lonestar"),
      type: "QPS_PUSH" as const,
      status: "COMPLETED_WITH_ERRORS" as const,
      idempotencyKey: "seed:qps-push:lonestar",
      requestedByUserId,
      startedAt: at(today, -1, 10),
      completedAt: at(today, -1, 10, 3),
      createdAt: at(today, -1, 10),
    },
    {
      id: job("greatlakes"),
      clientId: clientIdOf("greatlakes"),
      type: "QPS_PUSH" as const,
      status: "TIMEOUT" as const,
      idempotencyKey: "seed:qps-push:greatlakes",
      requestedByUserId,
      startedAt: at(today, -2, 16),
      completedAt: at(today, -2, 16, 30),
      createdAt: at(today, -2, 16),
    },
    {
      id: job("harborviewvol"),
      clientId: clientIdOf("harborviewvol"),
      type: "QPS_IMPORT" as const,
      status: "NOT_APPLICABLE" as const,
      idempotencyKey: "seed:qps-import:harborviewvol",
      requestedByUserId,
      startedAt: at(today, -20, 9),
      completedAt: at(today, -20, 9, 1),
      createdAt: at(today, -20, 9),
    },
  ]);
  await tx.insert(apiJobOutputs).values([
    {
      id: seedId("api-job-output", 1),
      apiJobId: job("harborview"),
      policyId: policyIdOf("2417583"),
      level: "INFO" as const,
      code: "PUSHED",
      message: "Plan design for policy 2417583 accepted by QPS.",
    },
    {
      id: seedId("api-job-output", 2),
      apiJobId: job("harborview"),
      policyId: policyIdOf("2417584"),
      level: "INFO" as const,
      code: "PUSHED",
      message: "Plan design for policy 2417584 accepted by QPS.",
    },
    {
      id: seedId("api-job-output", 3),
      apiJobId: job("cascade"),
      policyId: policyIdOf("2520114"),
      level: "WARNING" as const,
      code: "CLASS_DESCRIPTION_TRUNCATED",
      message: "Class description for 'Hourly Mill Employees' was shortened to 40 characters.",
      details: { classId: "B" },
    },
    {
      id: seedId("api-job-output", 4),
      apiJobId: job("cascade"),
      policyId: policyIdOf("2520115"),
      level: "INFO" as const,
      code: "PUSHED",
      message: "Plan design for policy 2520115 accepted by QPS.",
    },
    {
      id: seedId("api-job-output", 5),
      apiJobId: job("lonestar"),
      policyId: policyIdOf("2533871"),
      level: "ERROR" as const,
      code: "MISSING_WAITING_PERIOD",
      message: "Voluntary Life has no waiting period for class 'Drivers'.",
      details: { employeeClass: "Drivers", coverage: "VOLUNTARY_LIFE" },
    },
    {
      id: seedId("api-job-output", 6),
      apiJobId: job("greatlakes"),
      policyId: null,
      level: "ERROR" as const,
      code: "TIMEOUT",
      message: "QPS did not answer within 30 minutes.",
    },
  ]);

  await tx.insert(leads).values([
    {
      id: seedId("lead", 1),
      explorerPageId: explorerPageIdOf("harborview-current"),
      email: "m.alvarez@baysidepediatrics.example.com",
      firstName: "Monica",
      lastName: "Alvarez",
      city: "Providence",
      state: "RI" as const,
      phone: "(401) 555-0139",
      externalUser: "EMPLOYER" as const,
      employerName: "Bayside Pediatrics",
      brokerName: null,
      createdAt: at(today, -6, 18),
    },
    {
      id: seedId("lead", 2),
      explorerPageId: explorerPageIdOf("lonestar-demo"),
      email: "elena.marsh@tidewateradvisors.example.com",
      firstName: "Elena",
      lastName: "Marsh",
      city: "Charleston",
      state: "SC" as const,
      phone: "(843) 555-0172",
      externalUser: "BROKER" as const,
      employerName: "Coastal Carolina Dental Group",
      brokerName: "Tidewater Benefit Advisors",
      createdAt: at(today, -4, 12),
    },
  ]);
  await tx.insert(emailPlanRequests).values({
    id: seedId("email-plan-request", 1),
    explorerPageId: explorerPageIdOf("harborview-current"),
    email: "jordan.rivera@example.org",
    benefits: ["ppo", "dental-high", "vision"].map((plan) => benefitPlanIdOf("harborview-current", plan)),
    language: "es" as const,
    emailId: emailIdOf("explorer-plan-harborview"),
    createdAt: at(today, -1, 13, 5),
  });

  const audit = (
    n: number,
    days: number,
    actor: string | null,
    action: string,
    entity: string,
    entityId: string,
    clientKey: string | null,
    details: Record<string, unknown> = {},
  ) => ({
    id: seedId("audit", n),
    occurredAt: at(today, days, 12, n),
    actorUserId: actor ? userIdOf(actor) : null,
    action,
    entity,
    entityId,
    clientId: clientKey ? clientIdOf(clientKey) : null,
    ip: "203.0.113.10",
    details,
  });
  await tx.insert(auditLog).values([
    audit(1, -52, "admin1", "client.update", "client", clientIdOf("cascade"), "cascade", {
      before: { completedSetup: false },
      after: { completedSetup: true },
    }),
    audit(2, -52, "admin1", "user.assign-client", "user", userIdOf("broker1"), "cascade", {
      before: null,
      after: { clientId: clientIdOf("cascade") },
    }),
    audit(3, -18, "benadmin2", "eif.sign", "client", clientIdOf("cascade"), "cascade"),
    audit(4, -8, "admin1", "change-record.accept", "change-record", seedId("change-record", 1), "cascade"),
    audit(5, -8, "admin1", "email.resend", "email", emailIdOf("activation-naomi"), "gardenstate"),
    audit(6, -3, "admin2", "explorer-page.update", "explorer-page", explorerPageIdOf("cascade-branded"), "cascade", {
      before: { customBranding: false, customThemeBrandColor: null },
      after: { customBranding: true, customThemeBrandColor: "#0b5394" },
    }),
  ]);
}
