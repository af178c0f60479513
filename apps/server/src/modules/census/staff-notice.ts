/**
 * The carrier staff's notice of a submitted census (`census-submitted`, queued through the mailer after the submit
 * commits): to the client's implementation consultant, or, when the client has none, to the carrier's onboarding
 * mailbox (SUPPORT_EMAIL). Once per file (its idempotency key).
 */
import { DEFAULT_LANGUAGE } from "@onboard/domain/common/environments";
import { buildPath } from "@onboard/domain/routes/build-path";
import { eq } from "drizzle-orm";
import { clients } from "../../db/schema/index";
import type { CensusDeps } from "./census-deps";

export interface SubmittedCensus {
  clientId: string;
  policyId: string;
  policyNumber: string;
  documentId: string;
  fileName: string;
  rows: number;
  submittedBy: string;
  submittedByUserId: string;
}

export async function noticeStaffOfCensus(deps: CensusDeps, census: SubmittedCensus): Promise<void> {
  const [client] = await deps.db
    .select({ name: clients.name, consultantEmail: clients.implementationConsultantEmail })
    .from(clients)
    .where(eq(clients.id, census.clientId));
  if (!client) return;
  const path = buildPath("censusValidations", { clientId: census.clientId, policyId: census.policyId });
  await deps.mailer.sendEmail(deps.db, {
    to: [client.consultantEmail?.trim() || deps.onboardingMailbox],
    template: "census-submitted",
    language: DEFAULT_LANGUAGE,
    data: {
      clientName: client.name,
      policyId: census.policyNumber,
      fileName: census.fileName,
      rows: census.rows,
      submittedBy: census.submittedBy,
      censusUrl: `${deps.publicOrigin}${path}`,
    },
    clientId: census.clientId,
    sentByUserId: census.submittedByUserId,
    idempotencyKey: `census-submitted:${census.documentId}`,
  });
}
