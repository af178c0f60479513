import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { BENEFIT_TYPES, PLAN_TYPES_BY_BENEFIT_TYPE } from "@onboard/domain/explorer/benefit-types";
import { DUE_SOON_DAYS } from "@onboard/domain/tasks/due-date-limits";
import { eq, getTableName } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { verifyEventChain } from "../../integrations/e-sign/events/verify-event-chain";
import { completedDocumentKey } from "../../integrations/e-sign/service/complete-envelope";
import { dueReminders } from "../../integrations/e-sign/service/reminders";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import type { Database } from "../client";
import {
  benefitPlans,
  clients,
  contacts,
  documents,
  emailStatusHistory,
  emails,
  employeeClasses,
  esignEnvelopes,
  esignRecipients,
  explorerPages,
  locations,
  onboardingForms,
  plans,
  policies,
  policyTasks,
  signingRecipients,
  tasks,
  userMfaFactors,
  users,
} from "../schema/index";
import { DEMO_LOGINS } from "./demo-logins";
import { seedId, sha256Hex } from "./ids";
import { type SeedDemoDataResult, seedDemoData } from "./seed-demo-data";
import { ALL_TABLES, countRows } from "./table-counts";
import { userIdOf } from "./users";

const TODAY = new Date("2026-03-16T12:00:00Z");
const PASSWORD = "Demo-Password-123!";
const WARNING_STATUSES = new Set(["NOT_STARTED", "IN_PROGRESS", "NIGO", "UPCOMING"]);

interface Seeded {
  database: TestDatabase;
  storage: LocalDiskStorage;
  storageDir: string;
  result: SeedDemoDataResult;
}

async function seedFresh(): Promise<Seeded> {
  const database = await createTestDatabase();
  const storageDir = await mkdtemp(path.join(tmpdir(), "onboard-seed-files-"));
  const storage = new LocalDiskStorage(storageDir);
  const result = await seedDemoData(database.db, { today: TODAY, storage, demoPassword: PASSWORD });
  return { database, storage, storageDir, result };
}

function daysFromToday(isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse("2026-03-16T00:00:00Z")) / 86_400_000);
}

function bucketOf(task: { status: string; dueDate: string | null }): string {
  if (task.status === "DONE") return "done";
  if (!WARNING_STATUSES.has(task.status) || task.dueDate === null) return "other";
  const days = daysFromToday(task.dueDate);
  if (days < 0) return "past due";
  if (days === 0) return "due today";
  return days <= DUE_SOON_DAYS ? "due soon" : "later";
}

/**
 * The e-sign service's own ids of the seeded envelopes and recipients, named after the form and role they belong to
 * (the service generates them: they differ between runs).
 */
async function esignIdNames(db: Database): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const forms = await db
    .select({ id: onboardingForms.id, envelopeId: onboardingForms.envelopeId })
    .from(onboardingForms);
  for (const form of forms) if (form.envelopeId) names.set(form.envelopeId, `<envelope of ${form.id}>`);
  for (const r of await db.select().from(esignRecipients)) {
    names.set(r.id, `<${r.role} of ${names.get(r.envelopeId) ?? r.envelopeId}>`);
  }
  return names;
}

/**
 * Every row of every table, minus what legitimately differs between runs (insert time, password salt), and with what
 * the e-sign service generates (its ids, the hashes that cover them, the seal's size) replaced by stable names.
 */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const names = await esignIdNames(db);
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  const result: Record<string, string[]> = {};
  for (const table of ALL_TABLES) {
    const name = getTableName(table);
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    result[name] = rows
      .map((row) => {
        const { createdAt: _c, updatedAt: _u, passwordHash: _p, ...stable } = row;
        const json = JSON.stringify(stable).replace(uuid, (id) => names.get(id) ?? id);
        if (!name.startsWith("esign_")) return json;
        return json.replace(/\b[0-9a-f]{64}\b/g, "<sha256>").replace(/"sizeBytes":\d+/g, '"sizeBytes":"<size>"');
      })
      .sort();
  }
  return result;
}

describe("seedDemoData", () => {
  let first: Seeded;
  let second: Seeded;
  let db: Database;

  beforeAll(async () => {
    first = await seedFresh();
    second = await seedFresh();
    db = first.database.db;
  });
  afterAll(async () => {
    for (const s of [first, second]) {
      await s?.database.close();
      if (s) await rm(s.storageDir, { recursive: true, force: true });
    }
  });

  it("reports what it seeded", () => {
    expect(first.result.seeded).toBe(true);
    expect(first.result.counts.clients).toBe(13);
    expect(first.result.counts.users).toBe(11);
  });

  it("creates 1 owner, 2 admins, 3 brokers and 5 ben admins who can sign in (or, for one, activate first)", async () => {
    const rows = await db.select().from(users);
    const byRole = (role: string) => rows.filter((u) => u.role === role).length;
    expect([byRole("SLF_OWNER"), byRole("SLF_ADMIN"), byRole("BROKER"), byRole("BEN_ADMIN")]).toEqual([1, 2, 3, 5]);

    const factors = await db.select().from(userMfaFactors);
    for (const login of DEMO_LOGINS.filter((l) => l.totpSecret === null)) {
      // Invited, never activated: nothing to sign in with until the account is activated.
      const user = rows.find((u) => u.email === login.email);
      expect(user).toMatchObject({ passwordHash: null, passwordSetAt: null, termsOfUseAt: null, firstLoginAt: null });
      expect(factors.filter((f) => f.userId === user?.id)).toHaveLength(0);
      expect(login.note).toContain("/reactivate");
    }
    const expired = rows.filter((u) => u.passwordExpiresAt !== null);
    expect(expired.map((u) => u.email)).toEqual(["admin2@onboard.example"]);
    expect(expired[0]?.passwordExpiresAt?.getTime()).toBeLessThan(TODAY.getTime());
    for (const login of DEMO_LOGINS.filter((l) => l.totpSecret !== null)) {
      const user = rows.find((u) => u.email === login.email);
      expect(user?.role).toBe(login.role);
      expect(user?.termsOfUseAt).not.toBeNull();
      expect(await verify(user?.passwordHash ?? "", PASSWORD)).toBe(true);
      const userFactors = factors.filter((f) => f.userId === user?.id);
      expect(userFactors).toHaveLength(1);
      expect(userFactors[0]).toMatchObject({ type: "TOTP", secret: login.totpSecret });
      expect(userFactors[0]?.verifiedAt).not.toBeNull();
      expect(login.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    }
    const benAdminClientCounts = DEMO_LOGINS.filter((l) => l.role === "BEN_ADMIN").map((l) => l.clientNames.length);
    expect(benAdminClientCounts).toContain(1);
    expect(Math.max(...benAdminClientCounts)).toBeGreaterThan(2);
  });

  it("creates 13 clients: one live, one archived, one test client and one with setup incomplete", async () => {
    const rows = await db.select().from(clients);
    expect(rows).toHaveLength(13);
    const live = rows.filter((c) => c.releaseStatus === "LIVE");
    expect(live).toHaveLength(1);
    expect(live[0]?.phaseId).toBe("ONBOARDING_COMPLETE");
    expect(rows.filter((c) => c.isArchived)).toHaveLength(1);
    expect(rows.filter((c) => c.isTest)).toHaveLength(1);
    expect(rows.filter((c) => !c.completedSetup)).toHaveLength(1);
    expect(new Set(rows.map((c) => c.phaseId)).size).toBe(6);
    // The large client the EIF step-load benchmark uses: 50 locations, 30 contacts, 20 classes.
    const summit = rows.find((c) => c.caseId === "433916");
    expect(summit?.name).toBe("Summit Regional Health Partners");
    const summitId = summit?.id ?? "";
    expect(await db.$count(locations, eq(locations.clientId, summitId))).toBe(50);
    expect(await db.$count(contacts, eq(contacts.clientId, summitId))).toBe(30);
    expect(await db.$count(employeeClasses, eq(employeeClasses.clientId, summitId))).toBe(20);

    const [policyRows, planRows, contactRows, locationRows] = await Promise.all([
      db.select().from(policies),
      db.select().from(plans),
      db.select().from(contacts),
      db.select().from(locations),
    ]);
    for (const client of rows) {
      const clientPolicies = policyRows.filter((p) => p.clientId === client.id);
      expect(clientPolicies.length).toBeGreaterThanOrEqual(1);
      expect(clientPolicies.length).toBeLessThanOrEqual(3);
      expect(planRows.filter((p) => p.clientId === client.id).length).toBeGreaterThanOrEqual(1);
      expect(contactRows.filter((c) => c.clientId === client.id).length).toBeGreaterThanOrEqual(2);
      expect(locationRows.filter((l) => l.clientId === client.id).length).toBeGreaterThanOrEqual(1);
      expect(client.webAdminContactId).not.toBeNull();
    }
  });

  it("has client and policy tasks in every due bucket relative to today", async () => {
    const expected = ["done", "due soon", "due today", "later", "past due"];
    const clientBuckets = new Set((await db.select().from(tasks)).map(bucketOf));
    const policyBuckets = new Set((await db.select().from(policyTasks)).map(bucketOf));
    for (const bucket of expected) {
      expect(clientBuckets, `client tasks ${bucket}`).toContain(bucket);
      expect(policyBuckets, `policy tasks ${bucket}`).toContain(bucket);
    }
  });

  it("covers every benefit type and every plan type with comparison data", async () => {
    const rows = await db.select().from(benefitPlans);
    for (const benefitType of BENEFIT_TYPES) {
      for (const planType of PLAN_TYPES_BY_BENEFIT_TYPE[benefitType]) {
        expect(
          rows.some((p) => p.benefitType === benefitType && p.planType === planType),
          `${benefitType}/${planType}`,
        ).toBe(true);
      }
    }
    const medical = rows.filter((p) => p.benefitType === "MEDICAL");
    expect(medical.every((p) => p.medicalDeductibleIndividualInNetwork !== null)).toBe(true);
    expect(rows.filter((p) => p.benefitType === "DENTAL").every((p) => p.dentalTypeOneInNetwork !== null)).toBe(true);
    expect(rows.filter((p) => p.benefitType === "VISION").every((p) => p.visionExamInNetwork !== null)).toBe(true);
    expect(rows.some((p) => p.carrierId === 1) && rows.some((p) => p.carrierId !== 1 && p.legalEntity)).toBe(true);
  });

  it("creates one explorer page of each kind", async () => {
    const pages = await db.select().from(explorerPages);
    const now = TODAY.getTime();
    const kinds = {
      live: pages.filter(
        (p) =>
          p.isLive && !p.maintenanceMode && p.startsAt.getTime() <= now && (p.expiresAt?.getTime() ?? Infinity) > now,
      ),
      demo: pages.filter((p) => !p.isLive),
      expired: pages.filter((p) => p.expiresAt !== null && p.expiresAt.getTime() < now),
      notStarted: pages.filter((p) => p.startsAt.getTime() > now),
      maintenance: pages.filter((p) => p.maintenanceMode),
      customBranding: pages.filter((p) => p.customBranding && p.customThemeBrandColor && p.customThemeContrastingColor),
      nonCarrier: pages.filter((p) => p.nonSunLifeBenefitsExplorer && p.hideSunLifeLogo),
      hasNewerPage: pages.filter((p) => pages.some((q) => q.id === p.newExplorerPageId)),
    };
    for (const [kind, found] of Object.entries(kinds)) expect(found.length, kind).toBeGreaterThanOrEqual(1);
    expect(pages.filter((p) => p.isLive).every((p) => p.vanitySlug)).toBe(true);
  });

  it("stores a real PDF for every document (a census, its CSV)", async () => {
    const rows = await db.select().from(documents);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.some((d) => d.category === "plan-summary" && d.language === "es")).toBe(true);
    expect(rows.some((d) => d.category === "prior-carrier-certificates")).toBe(true);
    for (const row of rows) {
      const bytes = await first.storage.get(row.storageKey);
      expect(bytes, row.name).not.toBeNull();
      const head = Buffer.from(bytes ?? [])
        .subarray(0, 5)
        .toString("latin1");
      expect(head, row.name).toBe(row.category === "enrollment-elections" ? "Emplo" : "%PDF-");
      expect(bytes?.byteLength).toBe(row.sizeBytes);
      expect(sha256Hex(bytes ?? new Uint8Array())).toBe(row.sha256);
    }
  });

  it("seeds the onboarding forms as envelopes of the e-sign service, mirrored, signed by the clients' users", async () => {
    const forms = await db.select().from(onboardingForms);
    const statusOf = (key: string) => forms.find((f) => f.id === seedId("onboarding-form", key))?.status;
    expect(
      Object.fromEntries(
        [
          "cascade-application",
          "lonestar-application",
          "peachtree-hipaa",
          "greatlakes-application-v1",
          "greatlakes-application-v2",
          "gardenstate-application",
        ].map((key) => [key, statusOf(key)]),
      ),
    ).toEqual({
      "cascade-application": "COMPLETED",
      "lonestar-application": "DELIVERED",
      "peachtree-hipaa": "DECLINED",
      "greatlakes-application-v1": "VOIDED",
      "greatlakes-application-v2": "SENT",
      "gardenstate-application": "CREATED",
    });
    const envelopes = await db.select().from(esignEnvelopes);
    const envelopeRecipients = await db.select().from(esignRecipients);
    const portalRecipients = await db.select().from(signingRecipients);
    expect(envelopes).toHaveLength(forms.length);
    for (const form of forms) {
      const envelope = envelopes.find((e) => e.id === form.envelopeId);
      expect(envelope?.customFields).toMatchObject({ formId: form.id, clientId: form.clientId, formName: form.name });
      // An opened envelope stays `sent` in the service; the portal's form shows it DELIVERED.
      expect(form.status === "DELIVERED" ? "sent" : form.status.toLowerCase()).toBe(envelope?.status);
      expect(form.lastEventSeq).toBe(envelope?.lastEventSeq);
      expect(await verifyEventChain(db, envelope?.id ?? "")).toEqual({ ok: true });
      const mine = envelopeRecipients.filter((r) => r.envelopeId === envelope?.id);
      expect(portalRecipients.filter((r) => r.onboardingFormId === form.id).map((r) => [r.id, r.userId])).toEqual(
        expect.arrayContaining(mine.map((r) => [r.id, r.clientUserId])),
      );
    }
    // A ben admin who can sign in has a form waiting for their signature.
    const revised = forms.find((f) => f.id === seedId("onboarding-form", "greatlakes-application-v2"));
    const waiting = envelopeRecipients
      .filter((r) => r.envelopeId === revised?.envelopeId)
      .sort((a, b) => a.routingOrder - b.routingOrder);
    expect(waiting.map((r) => [r.clientUserId, r.routingOrder, r.status])).toEqual([
      [userIdOf("benadmin5"), 1, "sent"],
      [userIdOf("broker2"), 2, "created"],
    ]);
    // The e-sign sweep (every 15 minutes) finds no reminder due on the day of the seed: no e-mail the e2e tests see.
    expect(await dueReminders(db, new Date("2026-03-16T23:59:59Z"))).toEqual([]);
    // The completed one is sealed and stored.
    const completed = envelopes.find((e) => e.status === "completed");
    const pdf = await first.storage.get(completedDocumentKey(completed?.id ?? ""));
    expect(
      Buffer.from(pdf ?? [])
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
  });

  it("records sent e-mails with their status history, including a failed one that was resent", async () => {
    const rows = await db.select().from(emails);
    const history = await db.select().from(emailStatusHistory);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((e) => e.clientId !== null) && rows.some((e) => e.clientId === null)).toBe(true);
    for (const email of rows) {
      const statuses = history
        .filter((h) => h.emailId === email.id)
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map((h) => h.status);
      expect(statuses[0]).toBe("QUEUED");
      expect(statuses.at(-1)).toBe(email.status);
    }
    const resent = rows.find((e) => e.status === "RESENT");
    const resentHistory = history.filter((h) => h.emailId === resent?.id).map((h) => h.status);
    expect(resentHistory).toEqual(expect.arrayContaining(["QUEUED", "FAILED", "RESENT"]));
  });

  it("does nothing when run again", async () => {
    const before = await countRows(db);
    const again = await seedDemoData(db, { today: TODAY, storage: first.storage, demoPassword: PASSWORD });
    expect(again.seeded).toBe(false);
    expect(await countRows(db)).toEqual(before);
  });

  it("produces identical rows on two databases seeded with the same today", async () => {
    expect(second.result.counts).toEqual(first.result.counts);
    expect(await snapshot(second.database.db)).toEqual(await snapshot(db));
  });
});
