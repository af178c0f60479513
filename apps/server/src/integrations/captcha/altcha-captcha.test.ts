/** The embedded captcha refuses what it did not issue, what was changed, and what has expired (replay: email-plan.test). */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createAltchaCaptcha } from "./altcha-captcha";

// Only a verified solution reaches the database (to record it); these cases never do.
const noDatabase = {} as Database;
const options = { db: noDatabase, cost: 10, counterRange: [10, 50] as [number, number] };

async function solve(captcha: ReturnType<typeof createAltchaCaptcha>, edit = (p: Record<string, unknown>) => p) {
  const challenge = await captcha.createChallenge();
  const solution = await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey });
  const payload = {
    challenge: { parameters: edit({ ...challenge.parameters }), signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describe("createAltchaCaptcha", () => {
  it("refuses a solution signed with another secret", async () => {
    const issuer = createAltchaCaptcha({ ...options, hmacSecret: "issuer-secret-0123456789" });
    const verifier = createAltchaCaptcha({ ...options, hmacSecret: "another-secret-0123456789" });
    expect(await verifier.verify(await solve(issuer))).toBe(false);
  });

  it("refuses a challenge whose parameters were changed", async () => {
    const captcha = createAltchaCaptcha({ ...options, hmacSecret: "issuer-secret-0123456789" });
    const easier = await solve(captcha, (p) => ({ ...p, expiresAt: Number(p.expiresAt) + 3600 }));
    expect(await captcha.verify(easier)).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    let now = new Date();
    const captcha = createAltchaCaptcha({ ...options, hmacSecret: "issuer-secret-0123456789", now: () => now });
    const payload = await solve(captcha);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it("refuses garbage and the widget's test payload", async () => {
    const captcha = createAltchaCaptcha({ ...options, hmacSecret: "issuer-secret-0123456789" });
    const test = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64");
    for (const payload of ["", "%%%", test]) expect(await captcha.verify(payload)).toBe(false);
  });
});
