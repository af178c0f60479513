/** An outside signer as GET .../outside-signer shows them: who, and their link's state; never the token or its hash. */
import type { OutsideSignerStatus } from "@onboard/domain/outside-signer/invite-schema";
import type { OutsideSignerRow } from "../eif-signature/index";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentOutsideSigner(row: OutsideSignerRow, signedAt: Date | null, now: Date): OutsideSignerStatus {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    tokenIssuedAt: iso(row.tokenIssuedAt),
    tokenExpiresAt: iso(row.tokenExpiresAt),
    lastAccessedAt: iso(row.lastAccessedAt),
    isExpired: !row.tokenExpiresAt || row.tokenExpiresAt <= now,
    signedAt: iso(signedAt),
  };
}
