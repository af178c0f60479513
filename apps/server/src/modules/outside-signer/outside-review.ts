/**
 * What the outside signer's review page shows (GET /api/outside-signer/clients/:clientId/eif): the form as presented
 * to the inside review (presentDraft), the client's and the signer's names, what is still missing before signing, the
 * consent statements, the edit state after signing (it sets the page's header) and the names of the ben admin
 * platforms the answers name.
 */
import { EIF_CONSENT_STATEMENTS } from "@onboard/domain/eif-signature/consent-statement";
import { missingBeforeSigning } from "@onboard/domain/eif-signature/missing-before-signing";
import type { OutsideReview } from "@onboard/domain/outside-signer/outside-review-schema";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { benAdminPlatforms } from "../../db/schema/index";
import { notFound } from "../../errors/app-error";
import { type EifState, loadEifState, presentDraft } from "../eif/index";
import { loadEifEditState } from "../eif-change-log/index";
import type { OutsideSignerRow } from "../eif-signature/index";

/** The EIF state the signer reads and signs; 404 when the client is gone. */
export async function loadSignerState(db: Database, clientId: string): Promise<EifState> {
  const state = await loadEifState(db, clientId);
  if (!state) throw notFound();
  return state;
}

export async function loadOutsideReview(db: Database, signer: OutsideSignerRow): Promise<OutsideReview> {
  const state = await loadSignerState(db, signer.clientId);
  const edit = await loadEifEditState(db, signer.clientId);
  if (!edit) throw notFound();
  const platformIds = state.policies.map((p) => p.benAdminPlatformId).filter((id): id is string => id !== null);
  const platforms =
    platformIds.length === 0
      ? []
      : await db
          .select({ id: benAdminPlatforms.id, name: benAdminPlatforms.name })
          .from(benAdminPlatforms)
          .where(inArray(benAdminPlatforms.id, platformIds));
  // presentDraft answers the client's name with the escaped less-than sign restored; the review repeats it.
  const draft = presentDraft(state);
  return {
    draft,
    clientName: draft.clientName,
    signer: { firstName: signer.firstName, lastName: signer.lastName, title: signer.title },
    missing: state.eifSignedAt ? [] : missingBeforeSigning(state),
    consentStatements: { ...EIF_CONSENT_STATEMENTS },
    changes: {
      mode: edit.mode,
      editState: edit.editState,
      reset: edit.reset,
      eifSignedAt: edit.eifSignedAt,
      changesDeclinedReason: edit.changesDeclinedReason,
      changes: edit.net,
    },
    benAdminPlatforms: platforms,
  };
}
