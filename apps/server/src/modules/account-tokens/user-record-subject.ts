/**
 * The CASL subject a user's own record is checked as: carrier staff are the internal-user resource (managed by
 * SLF_OWNER alone), brokers and ben admins their Broker and BenAdmin records (managed by both staff roles).
 * Acting on someone's credentials (reset password, reset MFA) is an update of that record.
 */
import { asSubject } from "@onboard/domain/permissions/app-ability";
import type { AppSubjectType } from "@onboard/domain/permissions/subjects";
import type { CarrierRole } from "@onboard/domain/users/roles";

const RECORD_SUBJECT = {
  SLF_OWNER: "InternalUser",
  SLF_ADMIN: "InternalUser",
  BROKER: "Broker",
  BEN_ADMIN: "BenAdmin",
} as const satisfies Record<CarrierRole, AppSubjectType>;

export function userRecordSubject(user: { id: string; role: CarrierRole }) {
  return asSubject(RECORD_SUBJECT[user.role], { id: user.id });
}
