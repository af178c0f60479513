/** MFA factor types as the sign-in API names them (Okta's names), and their stored names. */

export const FACTOR_TYPES = ["token:software:totp", "sms"] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

export const STORED_FACTOR_TYPES = ["TOTP", "SMS"] as const;
export type StoredFactorType = (typeof STORED_FACTOR_TYPES)[number];

const TO_STORED = { "token:software:totp": "TOTP", sms: "SMS" } as const satisfies Record<FactorType, StoredFactorType>;
const FROM_STORED = { TOTP: "token:software:totp", SMS: "sms" } as const satisfies Record<StoredFactorType, FactorType>;

export function toStoredFactorType(type: FactorType): StoredFactorType {
  return TO_STORED[type];
}

export function fromStoredFactorType(type: StoredFactorType): FactorType {
  return FROM_STORED[type];
}
