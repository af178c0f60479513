/**
 * What the lifecycle tests share: a test database with the carrier's Group Application stored as a service template,
 * local-disk file storage and a sealing certificate in a temp directory, a 2-recipient envelope (the employer's
 * authorized signer, then the broker), and each recipient's evidence and values.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import { findCarrierTemplate } from "@onboard/domain/onboarding-forms/templates/carrier-templates";
import { createTestDatabase, type TestDatabase } from "../../../../test/test-database";
import { LocalDiskStorage } from "../../storage/local-disk-storage";
import { SIGNER_VALUES } from "../render/render-fixtures-test-support";
import { readOrCreateSealingCertificate } from "../seal/sealing-certificate";
import { createEnvelope } from "../store/create-envelope";
import { putTemplate } from "../store/template-repository";
import type { SigningDeps } from "./sign-as-recipient";
import type { SigningEvidence } from "./signing-evidence";

export const application = findCarrierTemplate("tpl-group-application") as FormTemplate;
export { SIGNER_VALUES };
export const BROKER_VALUES = { "broker-license-number": "TX-2291" };

export const SIGNER_EVIDENCE: SigningEvidence = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0",
  authMethod: "portal-session",
};
export const BROKER_EVIDENCE: SigningEvidence = {
  ip: "198.51.100.24",
  userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148",
  authMethod: "email-link",
};

export interface ServiceTestContext extends SigningDeps {
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createServiceTestContext(): Promise<ServiceTestContext> {
  const database = await createTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), "esign-service-"));
  const storage = new LocalDiskStorage(path.join(dir, "files"));
  const certificate = await readOrCreateSealingCertificate({
    path: path.join(dir, "seal.p12"),
    passphrase: "",
    configured: false,
  });
  await putTemplate(database.db, {
    id: application.id,
    name: application.name.en,
    definition: application as unknown as Record<string, unknown>,
  });
  return {
    database,
    db: database.db,
    storage,
    certificate,
    async close() {
      await storage.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A created (not yet sent) Group Application envelope: Tamika Brooks signs first, then Marcus Bell. */
export async function createApplicationEnvelope(context: ServiceTestContext, at = new Date("2026-11-20T14:00:00Z")) {
  const { envelope, recipients } = await createEnvelope(context.db, {
    templateId: application.id,
    at,
    recipients: [
      {
        name: "Tamika Brooks",
        email: "tamika.brooks@lonestarlogistics.example.com",
        role: "authorized-signer",
        routingOrder: 1,
        clientUserId: "user-tamika",
      },
      { name: "Marcus Bell", email: "marcus.bell@keystonebenefits.example.com", role: "broker", routingOrder: 2 },
    ],
  });
  const [signer, broker] = recipients;
  if (!signer || !broker) throw new Error("the envelope has not two recipients");
  return { envelope, signer, broker };
}

/** The minute `n` after the envelope was created. */
export const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 14, n));
