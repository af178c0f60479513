/**
 * How a change after signing reads: what changed (the answer, or a plan administrator's or location's field, or a
 * whole record added or removed) and its values before and after, worded as the review words answers.
 */
import { ENTITY_CREATED, ENTITY_DELETED } from "@onboard/domain/eif-changes/change-record";
import type { EifChanges } from "@onboard/domain/eif-changes/eif-changes-schema";
import type { TFunction } from "i18next";
import { type ReviewValueContext, reviewValue } from "../forms/review-values";

export type NetChangeView = EifChanges["changes"][number];

const RECORD_FIELDS: Record<string, string> = { contact: "contacts.fields", location: "locations.fields" };

function entityName(t: TFunction<"eif">, entity: string): string {
  return t(`changes.entities.${entity}`, { defaultValue: entity });
}

export function changeLabel(t: TFunction<"eif">, change: Pick<NetChangeView, "entity" | "attributeKey">): string {
  const { entity, attributeKey } = change;
  if (attributeKey === ENTITY_CREATED) return t("changes.added", { entity: entityName(t, entity) });
  if (attributeKey === ENTITY_DELETED) return t("changes.removed", { entity: entityName(t, entity) });
  if (entity === "client") return t(`fields.${attributeKey}`, { defaultValue: attributeKey });
  if (entity === "policy")
    return `${entityName(t, entity)}: ${t(`fields.${attributeKey}`, { defaultValue: attributeKey })}`;
  const group = RECORD_FIELDS[entity] ?? "changes.attributes";
  const attribute = t(`${group}.${attributeKey}`, {
    defaultValue: t(`changes.attributes.${attributeKey}`, { defaultValue: attributeKey }),
  });
  return `${entityName(t, entity)}: ${attribute}`;
}

/** An item of a list attribute (e.g. a class's plans) by its name. */
function objectName(item: Record<string, unknown>): string {
  return String(item.planName ?? item.name ?? JSON.stringify(item));
}

/** A whole record (added or removed) by its name. */
function recordName(record: Record<string, unknown>): string {
  const person = [record.firstName, record.lastName].filter(Boolean).join(" ");
  return person || String(record.name ?? "");
}

export function changeValue(
  context: ReviewValueContext,
  change: Pick<NetChangeView, "entity" | "attributeKey">,
  value: unknown,
): string {
  const { t } = context;
  if (value === null || value === undefined) return t("changes.blank");
  if (change.attributeKey === ENTITY_CREATED || change.attributeKey === ENTITY_DELETED) {
    return typeof value === "object" ? recordName(value as Record<string, unknown>) : String(value);
  }
  if (change.entity === "client" || change.entity === "policy") return reviewValue(change.attributeKey, value, context);
  if (typeof value === "boolean") return value ? t("form.yes") : t("form.no");
  const named = (id: unknown) =>
    context.snapshot.locations.find((location) => location.id === id)?.name ??
    context.snapshot.policies.find((policy) => policy.id === id)?.policyNumber ??
    (typeof id === "object" && id !== null ? objectName(id as Record<string, unknown>) : String(id));
  if (Array.isArray(value)) return value.length === 0 ? t("review.none") : value.map(named).join(", ");
  return named(value);
}
