/** The client's latest EIF signature as the summary shows it: who (a user or an outside signer), when, from where. */
import { desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { eifSignatures, outsideSigners, users } from "../../db/schema/index";

export interface SummarySignature {
  id: string;
  signedAt: Date;
  /** The signer's name on file (the user, or the outside signer's first and last name); null once deleted. */
  signerName: string | null;
  isOutsideSigner: boolean;
  typedName: string;
  language: string;
  ip: string | null;
  consentText: string;
  consentSha256: string;
}

export async function findLatestSignature(db: DbExecutor, clientId: string): Promise<SummarySignature | null> {
  const [row] = await db
    .select({
      id: eifSignatures.id,
      signedAt: eifSignatures.signedAt,
      userName: users.name,
      outsideName: sql<string | null>`${outsideSigners.firstName} || ' ' || ${outsideSigners.lastName}`,
      isOutsideSigner: sql<boolean>`${eifSignatures.outsideSignerId} is not null`,
      typedName: eifSignatures.typedName,
      language: eifSignatures.language,
      ip: eifSignatures.ip,
      consentText: eifSignatures.consentText,
      consentSha256: eifSignatures.consentSha256,
    })
    .from(eifSignatures)
    .leftJoin(users, eq(users.id, eifSignatures.signerUserId))
    .leftJoin(outsideSigners, eq(outsideSigners.id, eifSignatures.outsideSignerId))
    .where(eq(eifSignatures.clientId, clientId))
    .orderBy(desc(eifSignatures.signedAt), desc(eifSignatures.id))
    .limit(1);
  if (!row) return null;
  const { userName, outsideName, ...rest } = row;
  return { ...rest, signerName: userName ?? outsideName ?? null };
}
