/**
 * Which of the fields a write touches the ability forbids. Writes reject rather than drop them (a 403 naming each
 * field), so a caller never believes a change was saved when it was not.
 */
import { type AccessAction, assertAccessAction } from "./access-action";
import type { AppAbility, AppSubject } from "./app-ability";

export function forbiddenFields(
  ability: AppAbility,
  action: AccessAction,
  subject: AppSubject,
  fields: Iterable<string>,
): string[] {
  assertAccessAction(action);
  return [...fields].filter((field) => !ability.can(action, subject, field));
}
