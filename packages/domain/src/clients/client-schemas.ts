/** The client calls' request and response shapes (onboarding spec §3 "Client", §7 "Clients and sub-resources"). */
import { z } from "zod";
import { emailSchema } from "../validation/email";
import { CURSOR_LIST_OFFSET_MAX, checkCursorQuery, LIST_CURSOR_MAX_LENGTH } from "../validation/list-cursor";
import { makeListQuerySchema } from "../validation/list-query";
import { text191 } from "../validation/text";
import { CLIENT_MESSAGES } from "./client-messages";
import { CLIENT_ERROR_TYPES, IMPLEMENTATION_TYPES, PHASES, RELEASE_STATUSES } from "./enums";

/** A query parameter that may repeat (`?a=x&a=y`) or hold a comma-separated list (`?a=x,y`). */
function repeatable<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((raw) => {
    if (raw === undefined || raw === "") return undefined;
    const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => String(part).split(","));
    return parts.map((part) => part.trim()).filter((part) => part !== "");
  }, z.array(z.enum(values)).optional());
}

/** "true" or "false" in a query string. */
const queryBoolean = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true")
  .optional();

export const CLIENT_SORT_FIELDS = ["name", "caseId", "phaseId", "releaseStatus", "updatedAt"] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];

/** The client list's order when none is asked for. */
export const CLIENT_DEFAULT_SORT: ClientSortField = "name";

export const clientListQuerySchema = makeListQuerySchema(CLIENT_SORT_FIELDS)
  .extend({
    phaseIds: repeatable(PHASES),
    releaseStatuses: repeatable(RELEASE_STATUSES),
    errorTypes: repeatable(CLIENT_ERROR_TYPES),
    completedSetup: queryBoolean,
    /** Staff only; brokers and ben admins never see archived clients. */
    includeArchived: queryBoolean,
    /**
     * Keyset paging: the page after this cursor (a page's `nextCursor`), in the same order; `offset` is then ignored.
     * Without it, `offset` is at most CURSOR_LIST_OFFSET_MAX.
     */
    after: z.string().max(LIST_CURSOR_MAX_LENGTH).optional(),
  })
  .superRefine(checkCursorQuery(CLIENT_DEFAULT_SORT, { offsetMax: CURSOR_LIST_OFFSET_MAX }));
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

export const clientListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  caseId: z.string(),
  ticketId: z.string().nullable(),
  phaseId: z.enum(PHASES),
  releaseStatus: z.enum(RELEASE_STATUSES),
  /** The open (unresolved) errors' types, each once. */
  errorTypes: z.array(z.enum(CLIENT_ERROR_TYPES)),
  isArchived: z.boolean(),
  isTest: z.boolean(),
  completedSetup: z.boolean(),
  implementationType: z.enum(IMPLEMENTATION_TYPES),
  updatedAt: z.string(),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListSchema = z.object({
  data: z.array(clientListItemSchema),
  /** The matches, counted up to a cap (1,000): when `totalIsCapped`, there are more than `count`. */
  count: z.number().int(),
  totalIsCapped: z.boolean(),
  /** Where the next page starts (`after`), when this page is full; null on a last page. */
  nextCursor: z.string().nullable(),
});
export type ClientList = z.infer<typeof clientListSchema>;

export const implementationConsultantSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type ImplementationConsultant = z.infer<typeof implementationConsultantSchema>;

export const clientRefSchema = z.object({ id: z.string(), name: z.string(), caseId: z.string() });
export type ClientRef = z.infer<typeof clientRefSchema>;

export const clientDetailSchema = clientListItemSchema.extend({
  baseClientId: z.string().nullable(),
  baseClient: clientRefSchema.nullable(),
  employeesNumber: z.number().int().nullable(),
  isActive: z.boolean(),
  implementationConsultant: implementationConsultantSchema.nullable(),
  changesUndoneAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** The implementation consultant as a form sends it: all four fields, or null to clear. */
export const implementationConsultantInputSchema = z.object({
  firstName: text191(),
  lastName: text191(),
  phoneNumber: text191(),
  email: z.union([z.literal(""), emailSchema]),
});

const optionalText = text191()
  .nullable()
  .optional()
  .transform((value) => (value === "" ? null : value));

export const createClientBodySchema = z.object({
  name: text191(CLIENT_MESSAGES.nameRequired),
  caseId: text191(CLIENT_MESSAGES.caseIdRequired),
  ticketId: optionalText,
  implementationType: z.enum(IMPLEMENTATION_TYPES).default("NEW_IMPLEMENTATION"),
  isTest: z.boolean().default(false),
  baseClientId: z.uuid().nullable().optional(),
  employeesNumber: z.number().int().min(0).nullable().optional(),
  implementationConsultant: implementationConsultantInputSchema.nullable().optional(),
});
export type CreateClientBody = z.infer<typeof createClientBodySchema>;
export type CreateClientInput = z.input<typeof createClientBodySchema>;

/** The fields PUT /api/clients/:clientId may change; each is optional. BROKER and BEN_ADMIN may send only some. */
export const UPDATABLE_CLIENT_FIELDS = [
  "name",
  "caseId",
  "ticketId",
  "implementationType",
  "isTest",
  "isArchived",
  "phaseId",
  "releaseStatus",
  "employeesNumber",
  "implementationConsultant",
] as const;

export const updateClientBodySchema = z
  .object({
    name: text191(CLIENT_MESSAGES.nameRequired).optional(),
    caseId: text191(CLIENT_MESSAGES.caseIdRequired).optional(),
    ticketId: optionalText,
    implementationType: z.enum(IMPLEMENTATION_TYPES).optional(),
    isTest: z.boolean().optional(),
    isArchived: z.boolean().optional(),
    phaseId: z.enum(PHASES).optional(),
    releaseStatus: z.enum(RELEASE_STATUSES).optional(),
    employeesNumber: z.number().int().min(0).nullable().optional(),
    implementationConsultant: implementationConsultantInputSchema.nullable().optional(),
    /** The version edited, for callers that cannot send If-Match; the header wins when both are sent. */
    version: z.number().int().min(1).optional(),
  })
  .strict()
  .refine(
    (body) => UPDATABLE_CLIENT_FIELDS.some((field) => body[field] !== undefined),
    CLIENT_MESSAGES.nothingToUpdate,
  );
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;
export type UpdateClientInput = z.input<typeof updateClientBodySchema>;

export const clientIdParamsSchema = z.object({ clientId: z.uuid() });

export const ticketInfoParamsSchema = z.object({ ticketId: text191(CLIENT_MESSAGES.ticketIdRequired) });
/** Which client, if any, already carries a ticket (the create form warns about duplicates). */
export const ticketInfoSchema = z.object({ client: clientRefSchema.extend({ isArchived: z.boolean() }).nullable() });
export type TicketInfo = z.infer<typeof ticketInfoSchema>;

/** POST .../base-client: link (or, with null, unlink) the base client of an Add Coverage client. */
export const baseClientBodySchema = z.object({ baseClientId: z.uuid().nullable() });
export type BaseClientBody = z.infer<typeof baseClientBodySchema>;

export const planConfigurationResultSchema = z.object({
  copiedPlanIds: z.array(z.string()),
  /** Benefit types the client already had a plan for, left as they were. */
  skippedBenefitTypes: z.array(z.string()),
});
export type PlanConfigurationResult = z.infer<typeof planConfigurationResultSchema>;

export const undoIcEditsResultSchema = z.object({
  undoneCount: z.number().int(),
  changesUndoneAt: z.string(),
});
export type UndoIcEditsResult = z.infer<typeof undoIcEditsResultSchema>;

/** Routes that send e-mails answer with the ids stored, so that the page can show the "email sent" toast. */
export const emailIdsSchema = z.object({ emailIds: z.array(z.string()) });
export type EmailIds = z.infer<typeof emailIdsSchema>;
