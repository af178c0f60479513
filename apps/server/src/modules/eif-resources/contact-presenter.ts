/**
 * Contact rows to the API shape: the five access columns become the `access` list, and back. presentContact keeps
 * the stored text (the audit and the change reverters read it); answerContact is what callers are answered.
 */
import type { ContactAccessFlag } from "@onboard/domain/clients/enums";
import { CONTACT_TEXT_FIELDS, restoreLessThanIn } from "@onboard/domain/common/text-handling";
import type { Contact, ContactBody } from "@onboard/domain/eif/eif-resource-schemas";
import type { ContactRow, ContactValues } from "./contact-repository";

const ACCESS_COLUMNS = {
  claims: "claimsAccess",
  billing: "billingAccess",
  payments: "paymentsAccess",
  documents: "documentsAccess",
  memberChanges: "memberChangesAccess",
} as const satisfies Record<ContactAccessFlag, keyof ContactRow>;

const ACCESS_FLAGS = Object.keys(ACCESS_COLUMNS) as ContactAccessFlag[];

/** The locations a contact manages are kept only when it manages a limited set. */
export function managedLocationIdsToKeep(body: ContactBody): string[] {
  return body.locationManagementType === "LIMITED" ? [...new Set(body.managedLocationIds)] : [];
}

export function contactValues(body: ContactBody): ContactValues {
  const { access, managedLocationIds: _ids, version: _version, ...fields } = body;
  const flags = Object.fromEntries(ACCESS_FLAGS.map((flag) => [ACCESS_COLUMNS[flag], access.includes(flag)]));
  return {
    ...fields,
    email: fields.email ?? null,
    title: fields.title ?? null,
    phoneNumber: fields.phoneNumber ?? null,
    faxNumber: fields.faxNumber ?? null,
    address1: fields.address1 ?? null,
    address2: fields.address2 ?? null,
    city: fields.city ?? null,
    state: fields.state ?? null,
    zipCode: fields.zipCode ?? null,
    type: fields.type ?? null,
    locationId: fields.locationId ?? null,
    ...(flags as Record<(typeof ACCESS_COLUMNS)[ContactAccessFlag], boolean>),
  };
}

export function presentContact(row: ContactRow, managedLocationIds: readonly string[]): Contact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    phoneNumber: row.phoneNumber,
    faxNumber: row.faxNumber,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    type: row.type,
    locationId: row.locationId,
    access: ACCESS_FLAGS.filter((flag) => row[ACCESS_COLUMNS[flag]]),
    locationManagementType: row.locationManagementType,
    managedLocationIds: row.locationManagementType === "LIMITED" ? [...managedLocationIds] : [],
    version: row.version,
  };
}

/** The contact as answered: names and address lines with the escaped less-than sign restored (spec §5). */
export function answerContact(contact: Contact): Contact {
  return restoreLessThanIn(contact, CONTACT_TEXT_FIELDS);
}

/** The contact as the audit trail keeps it (its version is bookkeeping, not a change). */
export function auditedContact({ version: _version, id: _id, ...fields }: Contact): Record<string, unknown> {
  return fields;
}
