/**
 * The user-administration API (onboarding spec §7 "Users"): list items, detail, create and update bodies, list
 * queries, check-existing, a user's clients and the bulk e-mail update. Shared by the server and the web app.
 */
import { z } from "zod";
import { PHASES, RELEASE_STATUSES } from "../clients/enums";
import { AUTHN_FIELD_MESSAGES } from "../identity/authn-errors";
import { normalizePhoneNumber } from "../identity/phone-number";
import { emailSchema } from "../validation/email";
import { CURSOR_LIST_OFFSET_MAX, checkCursorQuery, LIST_CURSOR_MAX_LENGTH } from "../validation/list-cursor";
import { makeListQuerySchema } from "../validation/list-query";
import { text191 } from "../validation/text";
import { CARRIER_ROLES, STAFF_ROLES } from "./roles";

/** Ours: the spec shows no wording for these. */
export const USER_ADMIN_MESSAGES = {
  nameRequired: "Name is required",
  emailTaken: "A user with this email already exists.",
  userNotFound: "There is no such user.",
  clientNotFound: "There is no such client.",
  alreadyActivated: "This user has already activated their account.",
  cannotDeleteSelf: "You cannot delete your own account.",
  cannotChangeOwnRole: "You cannot change your own role.",
  internalUsersHaveNoClients: "Internal users reach every client; they are not linked to clients.",
  wrongRole: "This user does not have the role this list is for.",
  idMismatch: "The id in the body does not match the user in the path.",
  bulkDuplicateUser: "Each user may appear only once.",
} as const;

/** Sort fields of every user list. */
export const USER_SORT_FIELDS = ["name", "email", "createdAt", "lastLoginAt"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/**
 * A user list pages by cursor in every order; an offset goes at most CURSOR_LIST_OFFSET_MAX deep. Never-signed-in
 * users sort last either way, keyed as infinity (the cursor's key is a timestamp in both time orders).
 */
export const userListQuerySchema = makeListQuerySchema(USER_SORT_FIELDS)
  .extend({
    /** Keyset paging: the page after this cursor (a page's `nextCursor`), in the same order; `offset` is then ignored. */
    after: z.string().max(LIST_CURSOR_MAX_LENGTH).optional(),
  })
  .superRefine(
    checkCursorQuery("name", { offsetMax: CURSOR_LIST_OFFSET_MAX, timestampSorts: ["createdAt", "lastLoginAt"] }),
  );
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userRoleParamsSchema = z.object({ role: z.enum(CARRIER_ROLES) });

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CARRIER_ROLES),
  companyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isActivated: z.boolean(),
  lastLoginAt: z.string().nullable(),
  clientCount: z.number().int(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({
  data: z.array(userListItemSchema),
  /** The matches, counted up to a cap (1,000; a search's 100): when `totalIsCapped`, there are more than `count`. */
  count: z.number().int(),
  totalIsCapped: z.boolean(),
  /** Where the next page starts (`after`), when this page is full; null on a last page. */
  nextCursor: z.string().nullable(),
});
export type UserList = z.infer<typeof userListSchema>;

export const userDetailSchema = userListItemSchema.extend({
  createdAt: z.string(),
  welcomeEmailSentAt: z.string().nullable(),
  termsOfUseAt: z.string().nullable(),
  firstLoginAt: z.string().nullable(),
  passwordSetAt: z.string().nullable(),
  clientIds: z.array(z.string()),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** A phone number that may be left empty (null); a typed one must be plausible, and is kept as typed. */
const optionalPhoneSchema = z
  .string()
  .trim()
  .max(32, AUTHN_FIELD_MESSAGES.phoneNumberInvalid)
  .refine((value) => value === "" || normalizePhoneNumber(value) !== null, AUTHN_FIELD_MESSAGES.phoneNumberInvalid)
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

const optionalTextSchema = text191()
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** The editable details of a user, as the forms send them. */
export const userDetailsFields = {
  name: text191(USER_ADMIN_MESSAGES.nameRequired),
  email: emailSchema,
  phoneNumber: optionalPhoneSchema,
  companyName: optionalTextSchema,
};

/**
 * POST /api/users/{internal|broker|ben-admin}. `role` is the list's own role when omitted (internal: SLF_ADMIN);
 * `sendWelcomeEmail` e-mails the activation link at once; `clientIds` links a broker or ben admin to clients.
 */
export const createUserBodySchema = z.object({
  ...userDetailsFields,
  role: z.enum(CARRIER_ROLES).optional(),
  sendWelcomeEmail: z.boolean(),
  clientIds: z.array(z.uuid()).max(500).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type CreateUserInput = z.input<typeof createUserBodySchema>;

/**
 * PUT /api/users/{internal|broker|ben-admin}/{userId}: every field optional. `role` (an internal user's SLF_OWNER or
 * SLF_ADMIN) and `clientIds` (replaces a broker's or ben admin's links) are staff-only; `id`, when sent, must be the
 * path's. A broker editing their own record who sends `clientIds`, `role` or `id` gets a 403 naming each.
 */
export const updateUserBodySchema = z.object({
  name: userDetailsFields.name.optional(),
  email: userDetailsFields.email.optional(),
  phoneNumber: optionalPhoneSchema,
  companyName: optionalTextSchema,
  role: z.enum(CARRIER_ROLES).optional(),
  clientIds: z.array(z.uuid()).max(500).optional(),
  id: z.string().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
export type UpdateUserInput = z.input<typeof updateUserBodySchema>;

/** The edit form: the details, with name and e-mail required (an internal user's role too, for the owner). */
export const userDetailsFormSchema = z.object({ ...userDetailsFields, role: z.enum(CARRIER_ROLES).optional() });
export type UserDetailsFormInput = z.input<typeof userDetailsFormSchema>;

/** The roles each administered list holds. */
export const USER_KIND_ROLES = {
  internal: STAFF_ROLES,
  broker: ["BROKER"],
  "ben-admin": ["BEN_ADMIN"],
} as const;
export type UserKind = keyof typeof USER_KIND_ROLES;

/** Create answers the new user and the ids of the e-mails it sent (the welcome e-mail). */
export const createdUserSchema = userDetailSchema.extend({ emailIds: z.array(z.string()) });
export type CreatedUser = z.infer<typeof createdUserSchema>;

/** Update answers the user and, when the e-mail changed, the old one (signing recipients followed it). */
export const updatedUserSchema = userDetailSchema.extend({ oldEmail: z.string().nullable() });
export type UpdatedUser = z.infer<typeof updatedUserSchema>;

export const emailIdsSchema = z.object({ emailIds: z.array(z.string()) });
export type EmailIds = z.infer<typeof emailIdsSchema>;

export const checkExistingParamsSchema = z.object({ value: emailSchema });
export const checkExistingSchema = z.object({
  exists: z.boolean(),
  user: z.object({ id: z.string(), name: z.string(), role: z.enum(CARRIER_ROLES) }).optional(),
});
export type CheckExisting = z.infer<typeof checkExistingSchema>;

/** GET /api/users/{userId}/clients: the user's clients, paged. */
export const USER_CLIENT_SORT_FIELDS = ["name", "caseId", "completedSetupAt"] as const;
export const userClientsQuerySchema = makeListQuerySchema(USER_CLIENT_SORT_FIELDS);
export type UserClientsQuery = z.infer<typeof userClientsQuerySchema>;
export const userClientItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  caseId: z.string(),
  phaseId: z.enum(PHASES),
  releaseStatus: z.enum(RELEASE_STATUSES),
  completedSetupAt: z.string().nullable(),
});
export type UserClientItem = z.infer<typeof userClientItemSchema>;
export const userClientListSchema = z.object({ data: z.array(userClientItemSchema), count: z.number().int() });
export type UserClientList = z.infer<typeof userClientListSchema>;

/** PUT /api/users/{userId}/onboarding-form-email: signing recipients with `oldEmail` get `email`. */
export const onboardingFormEmailBodySchema = z.object({ email: emailSchema, oldEmail: emailSchema });
export type OnboardingFormEmailBody = z.infer<typeof onboardingFormEmailBodySchema>;
export const onboardingFormEmailResultSchema = z.object({ updatedRecipients: z.number().int() });

export const activationLinkSchema = z.object({ link: z.string() });
export type ActivationLink = z.infer<typeof activationLinkSchema>;

/** POST /api/users/update-email-and-send-activation-email. */
export const bulkEmailUpdateBodySchema = z.object({
  users: z
    .array(z.object({ userId: z.uuid(), email: emailSchema, clientId: z.uuid() }))
    .min(1)
    .max(100)
    .refine(
      (rows) => new Set(rows.map((row) => row.userId)).size === rows.length,
      USER_ADMIN_MESSAGES.bulkDuplicateUser,
    ),
});
export type BulkEmailUpdateBody = z.infer<typeof bulkEmailUpdateBodySchema>;
export const bulkEmailUpdateResultSchema = z.object({ emailIds: z.array(z.string()), clientIds: z.array(z.string()) });
export type BulkEmailUpdateResult = z.infer<typeof bulkEmailUpdateResultSchema>;
