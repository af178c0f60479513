/**
 * Use case: store an employer's or broker's lead from the public explorer and tell the carrier's team by e-mail
 * (POST /api/explorer-pages/lead-generation/send). The same address sending again within 24 hours is refused with
 * 409 LEAD_ALREADY_RECEIVED, a message the form shows on its e-mail field.
 */
import type { LeadRequest } from "@onboard/domain/explorer/explorer-form-api";
import { EXPLORER_FORM_MESSAGES, LEAD_DUPLICATE_WINDOW_HOURS } from "@onboard/domain/explorer/lead-schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { Mailer } from "../../integrations/mail/mailer";
import { findLivePageByIdOrSlug } from "../explorer-pages/index";
import type { ExplorerLinks } from "./explorer-links";
import { findLeadSince, insertLead, lockLeadEmail } from "./repository";

export interface SendLeadDeps {
  db: Database;
  mailer: Mailer;
  links: ExplorerLinks;
  leadsEmail: string;
}

const HOUR_MS = 60 * 60 * 1000;

export async function sendLead(
  deps: SendLeadDeps,
  input: { lead: LeadRequest; ip: string; now: Date },
): Promise<{ id: string }> {
  const { explorerPageId, ...lead } = input.lead;
  // A page that no longer exists does not lose the lead; it is stored without its page.
  const page = explorerPageId ? await findLivePageByIdOrSlug(deps.db, explorerPageId) : undefined;
  const brokerName = lead.externalUser === "BROKER" ? (lead.brokerName ?? null) : null;
  const since = new Date(input.now.getTime() - LEAD_DUPLICATE_WINDOW_HOURS * HOUR_MS);
  const stored = await deps.db.transaction(async (tx) => {
    await lockLeadEmail(tx, lead.email);
    if (await findLeadSince(tx, lead.email, since)) {
      throw new AppError("LEAD_ALREADY_RECEIVED", 409, EXPLORER_FORM_MESSAGES.leadAlreadyReceived);
    }
    return insertLead(tx, { ...lead, brokerName, explorerPageId: page?.id ?? null, ip: input.ip });
  });
  await deps.mailer.sendEmail(deps.db, {
    to: [deps.leadsEmail],
    template: "explorer-lead",
    language: "en",
    data: {
      ...lead,
      brokerName,
      pageName: page?.name ?? null,
      pageUrl: page ? deps.links.pageUrl(page.id, "en") : null,
    },
    idempotencyKey: `explorer-lead:${stored.id}`,
  });
  return stored;
}
