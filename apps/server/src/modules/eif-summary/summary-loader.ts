/**
 * Everything the EIF summary shows for one client, read in parallel: the form as a step loads it (one prepared
 * query), the plan administrators, bills, employee classes, subsidiaries and platforms (each module's own reads), the
 * latest signature with its signer's name, and after signing the net change since then. Null for a client that is
 * not there.
 */

import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import type { BenAdminPlatform, Bill, Contact, Subsidiary } from "@onboard/domain/eif/eif-resource-schemas";
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import type { Database } from "../../db/client";
import { loadEifState, presentDraft } from "../eif/index";
import { type EifEditState, loadEifEditState } from "../eif-change-log/index";
import { listBenAdminPlatforms, listBills, listContacts, listSubsidiaries } from "../eif-resources/index";
import { listClassRows, presentClasses } from "../employee-classes/index";
import { findLatestSignature, type SummarySignature } from "./signature-reader";

export interface EifSummaryData {
  draft: EifDraftResponse;
  isArchived: boolean;
  contacts: Contact[];
  bills: Bill[];
  classes: EmployeeClass[];
  subsidiaries: Subsidiary[];
  platforms: BenAdminPlatform[];
  signature: SummarySignature | null;
  /** After signing: the net change since the last signature (empty before). */
  changes: EifEditState | null;
}

export async function loadEifSummary(db: Database, clientId: string): Promise<EifSummaryData | null> {
  const [state, contacts, bills, classes, subsidiaries, platforms, signature, changes] = await Promise.all([
    loadEifState(db, clientId),
    listContacts(db, clientId),
    listBills(db, clientId),
    listClassRows(db, clientId).then((rows) => presentClasses(db, rows)),
    listSubsidiaries(db, clientId),
    listBenAdminPlatforms(db),
    findLatestSignature(db, clientId),
    loadEifEditState(db, clientId),
  ]);
  if (!state) return null;
  return {
    draft: presentDraft(state),
    isArchived: state.isArchived,
    contacts,
    bills: bills.bills,
    classes,
    subsidiaries,
    platforms,
    signature,
    changes: changes?.mode === "post-sign-with-edit" ? changes : null,
  };
}
