import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { isTotpCodeValid, newTotpSecret, totpQrCodeDataUrl, totpUri } from "./totp";

describe("TOTP", () => {
  it("makes a 160-bit base32 secret and an otpauth URI with issuer Onboard, labelled with the e-mail", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri("jane.doe@example.com", secret));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Onboard:jane.doe@example.com");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Onboard");
  });

  it("draws the URI as a PNG QR code", async () => {
    expect(await totpQrCodeDataUrl("otpauth://totp/Onboard:a@b.co?secret=ABC")).toMatch(
      /^data:image\/png;base64,.{100,}/,
    );
  });

  it("checks a code at the given time, and never throws on a bad secret", async () => {
    const secret = newTotpSecret();
    const now = new Date("2026-03-02T10:00:10Z");
    const code = await generate({ secret, epoch: now.getTime() / 1000 });
    expect(await isTotpCodeValid(secret, code, now)).toBe(true);
    expect(await isTotpCodeValid(secret, code, new Date(now.getTime() + 90_000))).toBe(false);
    expect(await isTotpCodeValid("not base32!", code, now)).toBe(false);
  });
});
