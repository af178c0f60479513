/** The ability type shared by the server and the web app, and how a checked record is tagged with its subject. */
import { createMongoAbility, type ForcedSubject, type MongoAbility, subject } from "@casl/ability";
import type { AppAction } from "./access-action";
import type { AppSubjectType } from "./subjects";

/** A record checked against conditions, e.g. `asSubject("Client", { id })` or `asSubject("Document", { clientId })`. */
export type AppSubjectRecord = { [S in AppSubjectType]: Record<string, unknown> & ForcedSubject<S> }[AppSubjectType];
export type AppSubject = AppSubjectType | AppSubjectRecord;
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;

/** The tagged record type of one subject, distributed over a union of subjects. */
export type SubjectRecordOf<T extends AppSubjectType> = T extends AppSubjectType
  ? Record<string, unknown> & ForcedSubject<T>
  : never;

export function asSubject<T extends AppSubjectType>(type: T, record: Record<string, unknown>): SubjectRecordOf<T> {
  // CASL tags the object in place; copy so that callers' rows stay untouched.
  return subject(type, { ...record }) as SubjectRecordOf<T>;
}

/** No rules at all: what anonymous visitors hold. */
export function emptyAbility(): AppAbility {
  return createMongoAbility<AppAbility>([]);
}
