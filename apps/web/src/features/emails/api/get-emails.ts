/**
 * GET /api/emails: one page of every e-mail (staff). The total comes from GET /api/emails/count; where the next page
 * starts, from the answer's Link header (rel="next"): the answer is the page alone.
 */
import type { EmailListItem } from "@onboard/domain/emails/email-schemas";
import { nextCursorOfLink } from "@onboard/domain/validation/list-cursor";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { type EmailListRequest, emailKeys } from "./email-keys";

/** A page of every e-mail, and the next page's cursor (null on a last page). */
export interface EmailPage {
  data: EmailListItem[];
  nextCursor: string | null;
}

export async function getEmails(query: EmailListRequest): Promise<EmailPage> {
  const response = await apiFetch("/api/emails", { query });
  const data = (await response.json()) as EmailListItem[];
  return { data, nextCursor: nextCursorOfLink(response.headers.get("link")) };
}

export function emailsQueryOptions(query: EmailListRequest) {
  return queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: () => getEmails(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmails(query: EmailListRequest) {
  return useQuery(emailsQueryOptions(query));
}
