/** One-time SMS codes: 6 random digits, stored only as a hash bound to their transaction, valid for 5 minutes. */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { SMS_CODE_DIGITS, SMS_CODE_TTL_MINUTES } from "@onboard/domain/identity/authn-limits";
import type { SmsMeta, SmsSender } from "../../integrations/sms/sms-sender";

export interface IssuedSmsCode {
  code: string;
  /** What the transaction stores to check the code later. */
  stored: { smsCodeHash: string; smsCodeExpiresAt: Date };
}

function hashSmsCode(transactionId: string, code: string): string {
  return createHash("sha256").update(`${transactionId}:${code}`).digest("hex");
}

export function issueSmsCode(transactionId: string, now: Date): IssuedSmsCode {
  const code = randomInt(0, 10 ** SMS_CODE_DIGITS)
    .toString()
    .padStart(SMS_CODE_DIGITS, "0");
  const smsCodeExpiresAt = new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000);
  return { code, stored: { smsCodeHash: hashSmsCode(transactionId, code), smsCodeExpiresAt } };
}

export function isSmsCodeMatch(
  transaction: { id: string; smsCodeHash: string | null; smsCodeExpiresAt: Date | null },
  code: string,
  now: Date,
): boolean {
  const { smsCodeHash, smsCodeExpiresAt } = transaction;
  if (!smsCodeHash || !smsCodeExpiresAt || smsCodeExpiresAt.getTime() <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(smsCodeHash, "hex"), Buffer.from(hashSmsCode(transaction.id, code), "hex"));
}

export function deliverSmsCode(smsSender: SmsSender, to: string, code: string, meta: SmsMeta): Promise<void> {
  const body = `Your Onboard verification code is ${code}. It expires in ${SMS_CODE_TTL_MINUTES} minutes. Do not share it.`;
  return smsSender.send(to, body, meta);
}
