/** The actions an access check may ask about: read, update, create or delete, nothing else (onboarding spec §6). */

export const ACCESS_ACTIONS = ["read", "update", "create", "delete"] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** Rules may grant "manage" (every action); a check never asks for it. */
export type AppAction = AccessAction | "manage";

export class InvalidAccessActionError extends Error {
  constructor(readonly action: string) {
    super(`Access checks accept only read, update, create or delete, not "${action}"`);
    this.name = "InvalidAccessActionError";
  }
}

export function isAccessAction(action: string): action is AccessAction {
  return (ACCESS_ACTIONS as readonly string[]).includes(action);
}

export function assertAccessAction(action: string): asserts action is AccessAction {
  if (!isAccessAction(action)) throw new InvalidAccessActionError(action);
}
