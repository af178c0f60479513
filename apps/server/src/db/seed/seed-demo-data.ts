/**
 * The demo seed: a carrier's book of business (staff, brokers, ben admins, twelve clients in every phase,
 * tasks, explorer pages of every kind, documents, onboarding forms, e-mails). Deterministic: fixed ids and names, and
 * only dates move with `today`, but for what the e-sign service generates for the forms' envelopes (its ids, hashes
 * and seals). Idempotent: when the owner user exists, it changes nothing. One transaction.
 */
import { eq, sql } from "drizzle-orm";
import type { SealingCertificate } from "../../integrations/e-sign/seal/sealing-certificate";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { Database } from "../client";
import { users } from "../schema/index";
import { seedActivity } from "./activity";
import { seedCensus } from "./census";
import { seedClientDetails } from "./client-details";
import { seedClientOnboarding } from "./client-onboarding";
import { seedClients } from "./clients";
import { DEMO_OWNER_EMAIL } from "./demo-logins";
import { seedDocuments } from "./documents";
import { seedEmails } from "./emails";
import { seedExplorerPages } from "./explorer-pages";
import { seedOnboardingForms } from "./onboarding-forms";
import { seedClientFeatureToggles, seedReferenceData } from "./reference-data";
import { withSealingCertificate } from "./sealing-certificate";
import type { SeedContext } from "./seed-context";
import { countRows } from "./table-counts";
import { seedTasks } from "./tasks";
import { seedUserClients, seedUsers } from "./users";

export interface SeedDemoDataOptions {
  /** The reference date: due dates and explorer start and expiry dates are relative to it. */
  today: Date;
  storage: FileStorage;
  /** The password every demo user signs in with. */
  demoPassword: string;
  /**
   * The certificate that seals the completed demo forms (the app's own: `loadSealingCertificate`); without it, one is
   * created for this run in a temporary directory, removed afterwards (the tests).
   */
  sealingCertificate?: () => Promise<SealingCertificate>;
}

export interface SeedDemoDataResult {
  seeded: boolean;
  /** Rows per table after seeding; empty when nothing was seeded. */
  counts: Record<string, number>;
}

/** Arbitrary key of the advisory lock that keeps two nodes starting together from both seeding. */
const SEED_LOCK_KEY = 7_240_513;

export async function seedDemoData(db: Database, options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  return withSealingCertificate(options.sealingCertificate, (sealingCertificate) =>
    seedInTransaction(db, options, sealingCertificate),
  );
}

function seedInTransaction(
  db: Database,
  options: SeedDemoDataOptions,
  sealingCertificate: () => Promise<SealingCertificate>,
): Promise<SeedDemoDataResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const marker = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_OWNER_EMAIL))
      .limit(1);
    if (marker.length > 0) return { seeded: false, counts: {} };

    const context: SeedContext = { tx, today: options.today, storage: options.storage, sealingCertificate };
    await seedReferenceData(context);
    await seedUsers(context, options.demoPassword);
    await seedClients(context);
    await seedUserClients(context);
    await seedClientFeatureToggles(context);
    await seedClientOnboarding(context);
    await seedClientDetails(context);
    await seedTasks(context);
    await seedDocuments(context);
    await seedCensus(context);
    await seedOnboardingForms(context);
    await seedExplorerPages(context);
    await seedEmails(context);
    await seedActivity(context);
    return { seeded: true, counts: await countRows(tx) };
  });
}
