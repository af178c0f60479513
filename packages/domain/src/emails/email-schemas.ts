/**
 * The e-mails API (onboarding spec §3 "Email", §7 "Emails"): list query, list item, detail with status history,
 * error users and recipients, and the resend answer. Shared by the server and the web app.
 */
import { z } from "zod";
import { EMAIL_STATUSES } from "../clients/enums";
import { LANGUAGES } from "../common/environments";
import {
  CURSOR_LIST_OFFSET_MAX,
  checkCursorQuery,
  LIST_CURSOR_MAX_LENGTH,
  SEARCH_CURSOR_OFFSET_MAX,
} from "../validation/list-cursor";
import { makeListQuerySchema } from "../validation/list-query";

/** Ours: the spec shows no wording for these. */
export const EMAIL_MESSAGES = {
  emailNotFound: "There is no such email.",
} as const;

/** `to` sorts by the first recipient. */
export const EMAIL_SORT_FIELDS = ["createdAt", "subject", "to", "status", "sentAt"] as const;
export type EmailSortField = (typeof EMAIL_SORT_FIELDS)[number];

/**
 * limit, offset, search (subject, recipients, template), sortBy, sortDirection; newest first by default. Pages by
 * cursor in every order (`after`, the page's next cursor); an offset goes at most CURSOR_LIST_OFFSET_MAX deep, a
 * search's SEARCH_CURSOR_OFFSET_MAX (its count stops there). The
 * order breaks ties by the creation time, then the id, so a cursor carries the creation time; never-sent e-mails sort
 * last either way, keyed as infinity.
 */
export const emailListQuerySchema = makeListQuerySchema(EMAIL_SORT_FIELDS)
  .extend({
    /** Keyset paging: the page after this cursor, in the same order; `offset` is then ignored. */
    after: z.string().max(LIST_CURSOR_MAX_LENGTH).optional(),
  })
  .superRefine(
    checkCursorQuery("createdAt", {
      offsetMax: CURSOR_LIST_OFFSET_MAX,
      searchOffsetMax: SEARCH_CURSOR_OFFSET_MAX,
      defaultDirection: "desc",
      timestampSorts: ["createdAt", "sentAt"],
      createdAtTieSorts: ["subject", "to", "status", "sentAt"],
    }),
  );
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;
export type EmailListQueryInput = z.input<typeof emailListQuerySchema>;

export const emailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const emailListItemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  status: emailStatusSchema,
  template: z.string(),
  language: z.enum(LANGUAGES),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
});
export type EmailListItem = z.infer<typeof emailListItemSchema>;

/**
 * GET /api/emails answers the page as a bare array; where the next page starts goes in a `Link` header (RFC 8288),
 * `<…?after=CURSOR&…>; rel="next"`, on a full page.
 */
export const emailListSchema = z.array(emailListItemSchema);
/** How many e-mails match, counted up to 1,000 (a search's up to 100): past it `totalIsCapped`, and the UI says "more than". */
export const emailCountSchema = z.object({ count: z.number().int(), totalIsCapped: z.boolean() });
export type EmailCount = z.infer<typeof emailCountSchema>;
/** The client-scoped list: one page and the total (capped as in emailCountSchema). */
export const clientEmailListSchema = z.object({
  data: z.array(emailListItemSchema),
  count: z.number().int(),
  totalIsCapped: z.boolean(),
  /** Where the next page starts (`after`), when this page is full; null on a last page. */
  nextCursor: z.string().nullable(),
});
export type ClientEmailList = z.infer<typeof clientEmailListSchema>;

export const emailStatusEntrySchema = z.object({
  status: emailStatusSchema,
  at: z.string(),
  /** The mail server's answer, the error, or who asked for a resend. */
  detail: z.string().nullable(),
});

export const emailErrorUserSchema = z.object({
  email: z.string(),
  userId: z.string().nullable(),
  error: z.string(),
});

export const emailRecipientSchema = z.object({
  email: z.string(),
  kind: z.enum(["to", "cc"]),
  /** The portal user with this address, when there is one. */
  userId: z.string().nullable(),
  name: z.string().nullable(),
});

export const emailDetailSchema = emailListItemSchema.extend({
  from: z.string(),
  html: z.string(),
  text: z.string(),
  statusHistory: z.array(emailStatusEntrySchema),
  errorUsers: z.array(emailErrorUserSchema),
  recipients: z.array(emailRecipientSchema),
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** GET /api/emails/{id} and POST /api/emails/{emailId}/resend: one param name, as the router needs one per segment. */
export const emailIdParamsSchema = z.object({ emailId: z.uuid() });
export const clientEmailsParamsSchema = z.object({ clientId: z.uuid() });
export const clientEmailParamsSchema = z.object({ clientId: z.uuid(), emailId: z.uuid() });

/** What every call that sends e-mail answers: the ids it stored, for the "just sent" toast. */
export const emailIdsResponseSchema = z.object({ emailIds: z.array(z.string()) });
export type EmailIdsResponse = z.infer<typeof emailIdsResponseSchema>;
