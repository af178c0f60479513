/**
 * POST /api/explorer-pages/lead-generation/send (201 { id }): an employer's or broker's details, as a lead for the
 * sales team. A second lead from the same address within 24 h is a 409 with a message and no field paths.
 */
import { LEAD_PATH, type LeadRequest, type LeadResponse } from "@onboard/domain/explorer/explorer-form-api";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/** The form's fields plus, when sent from a page, that page's id (the team sees which employer's site it came from). */
export type SendLeadInput = LeadRequest;

export function sendLead(input: SendLeadInput): Promise<LeadResponse> {
  // A public page: a failure is shown in the dialog, never a reason to leave the page.
  return apiClient.post<LeadResponse>(LEAD_PATH, input, { redirectOnError: false });
}

export function useSendLead() {
  return useMutation({ mutationFn: sendLead });
}
