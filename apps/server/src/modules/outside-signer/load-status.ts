/** GET .../outside-signer: the client's active outside signer and their link's state, or null when none is named. */
import type { OutsideSignerAnswer } from "@onboard/domain/outside-signer/invite-schema";
import type { Database } from "../../db/client";
import { findActiveOutsideSigner } from "../eif-signature/index";
import { presentOutsideSigner } from "./present-outside-signer";
import { lastSignatureOf } from "./repository";

export async function loadOutsideSignerStatus(db: Database, clientId: string, now: Date): Promise<OutsideSignerAnswer> {
  const signer = await findActiveOutsideSigner(db, clientId);
  if (!signer) return { outsideSigner: null };
  return { outsideSigner: presentOutsideSigner(signer, await lastSignatureOf(db, signer.id), now) };
}
