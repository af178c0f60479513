/**
 * Test support for the sign-in API's integration tests: the test users' password, TOTP codes and a request helper.
 * The users themselves come from test/factories (`buildUser` with `password` and `factors`).
 */
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { TEST_PASSWORD } from "../../../test/factories/index";
import { csrfHeaders } from "../../../test/test-app";

/** The password of the users these tests build with `buildUser(db, { password: PASSWORD, ... })`. */
export const PASSWORD = TEST_PASSWORD;

/** The code an authenticator app would show, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** A well-formed code that no step within the accepted drift would produce. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const accepted = await Promise.all([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  const candidates = ["000000", "111111", "222222", "333333"];
  return candidates.find((code) => !accepted.includes(code)) ?? "444444";
}

let nextAddress = 1;

/**
 * Posts with the CSRF headers. Each client has its own address, so that the per-address rate limit of one test
 * does not spill into another.
 */
export async function authnClient(app: FastifyInstance) {
  const headers = await csrfHeaders(app);
  const remoteAddress = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress++;
  return (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url, payload, headers, remoteAddress });
}
