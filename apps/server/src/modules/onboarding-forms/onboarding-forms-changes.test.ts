/**
 * Changing a sent form through the calls, and who may: decline, void (staff only), reassign (staff only), a recipient
 * added for an optional role, the user's e-mail change, the reminder schedule and expiry, a reminder now, the sync,
 * one signer at a time (lockStatus with two sessions), and another tenant's client.
 */
import { randomBytes } from "node:crypto";
import type { FormLockStatus, OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { esignRecipients } from "../../db/schema/esign";
import { emails, sessions } from "../../db/schema/index";
import { hashSessionToken } from "../users/find-user-by-session-token";
import {
  arrangeClient,
  createFormsTestContext,
  deliverWebhooks,
  type FormsClient,
  type FormsTestContext,
  formsUrl,
} from "./onboarding-forms-test-support";

let c: FormsTestContext;
beforeAll(async () => {
  c = await createFormsTestContext();
});
afterAll(() => c?.close());

/** A Group Application sent to the ben admin alone (the broker's role is optional), its events applied. */
async function sentToBenAdmin(client: FormsClient, extra: Record<string, unknown> = {}): Promise<OnboardingForm> {
  const response = await c.request(client.staff.cookie, "POST", formsUrl(client.clientId), {
    templateId: "tpl-group-application",
    recipients: [{ roleId: "authorized-signer", userId: client.benAdmin.user.id }],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const form = response.json<OnboardingForm>();
  await deliverWebhooks(c.t, form.id);
  return form;
}

async function current(client: FormsClient, formId: string): Promise<OnboardingForm> {
  const response = await c.request(client.staff.cookie, "GET", formsUrl(client.clientId));
  const form = response.json<OnboardingForm[]>().find((f) => f.id === formId);
  if (!form) throw new Error(`form ${formId} is not listed`);
  return form;
}

const signerOf = (form: OnboardingForm) => form.recipients[0]?.recipientId ?? "";

describe("sending a form", () => {
  it("refuses a missing required role, a signer of another client, and an expiry in the past", async () => {
    const client = await arrangeClient(c.t);
    const stranger = await buildUser(c.t.database.db, { role: "BROKER" });
    const url = formsUrl(client.clientId);
    const missing = await c.request(client.staff.cookie, "POST", url, {
      templateId: "tpl-group-application",
      recipients: [{ roleId: "broker", userId: client.broker.user.id }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please choose who signs as Authorized signer");
    const foreign = await c.request(client.staff.cookie, "POST", url, {
      templateId: "tpl-group-application",
      recipients: [{ roleId: "authorized-signer", userId: stranger.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      {
        path: "body.recipients.0.userId",
        message: "The signer must be a benefits administrator or broker of this client",
      },
    ]);
    const past = await c.request(client.staff.cookie, "POST", url, {
      templateId: "tpl-group-application",
      recipients: [{ roleId: "authorized-signer", userId: client.benAdmin.user.id }],
      expiresOn: "2020-01-01",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("The expiry date must be after today");
  });

  it("lets a ben admin send one for their own client, and refuses another tenant's client", async () => {
    const client = await arrangeClient(c.t);
    const other = await arrangeClient(c.t);
    const body = {
      templateId: "tpl-hipaa-authorization",
      recipients: [{ roleId: "authorized-signer", userId: client.benAdmin.user.id }],
    };
    const own = await c.request(client.benAdmin.cookie, "POST", formsUrl(client.clientId), body);
    expect([own.statusCode, own.body]).toEqual([201, expect.any(String)]);
    const foreign = await c.request(other.benAdmin.cookie, "POST", formsUrl(client.clientId), body);
    expect(foreign.statusCode).toBe(403);
    const list = await c.request(other.broker.cookie, "GET", formsUrl(client.clientId));
    expect(list.statusCode).toBe(403);
  });
});

describe("declining and voiding", () => {
  it("a signer declines with a reason; the form is declined once the webhook lands", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const base = `${formsUrl(client.clientId)}/${form.id}`;
    await c.request(client.benAdmin.cookie, "POST", `${base}/embedded-view/${signerOf(form)}`);
    const noReason = await c.request(client.benAdmin.cookie, "PUT", `${base}/embedded-view-action/declined`, {
      recipientId: signerOf(form),
      reason: "  ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Please say why you decline to sign");
    const declined = await c.request(client.benAdmin.cookie, "PUT", `${base}/embedded-view-action/declined`, {
      recipientId: signerOf(form),
      reason: "The group name is wrong",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await deliverWebhooks(c.t, form.id);
    const after = await current(client, form.id);
    expect(after.status).toBe("DECLINED");
    expect(after.recipients[0]).toMatchObject({ status: "declined", declineReason: "The group name is wrong" });
  });

  it("only staff void, with a reason; a voided form cannot be signed", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const base = `${formsUrl(client.clientId)}/${form.id}`;
    const byBenAdmin = await c.request(client.benAdmin.cookie, "DELETE", base, { reason: "No" });
    expect(byBenAdmin.statusCode).toBe(403);
    const noReason = await c.request(client.staff.cookie, "DELETE", base, { reason: "" });
    expect(noReason.statusCode).toBe(400);
    const voided = await c.request(client.staff.cookie, "DELETE", base, { reason: "Sent to the wrong person" });
    expect(voided.statusCode, voided.body).toBe(200);
    await deliverWebhooks(c.t, form.id);
    const after = await current(client, form.id);
    expect(after).toMatchObject({ status: "VOIDED", userAction: "none" });
    expect(after.recipients[0]?.status).toBe("voided");
    const open = await c.request(client.benAdmin.cookie, "POST", `${base}/embedded-view/${signerOf(form)}`);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe("This form can no longer be changed: it is voided");
  });
});

describe("recipients", () => {
  it("staff reassign a pending recipient to another user of the client; brokers may not", async () => {
    const client = await arrangeClient(c.t);
    const second = await createSessionFor(c.t.database.db, { role: "BEN_ADMIN", clientIds: [client.clientId] });
    const form = await sentToBenAdmin(client);
    const url = `${formsUrl(client.clientId)}/${form.id}/reassign-recipient`;
    const body = { recipientId: signerOf(form), userId: second.user.id };
    expect((await c.request(client.broker.cookie, "PUT", url, body)).statusCode).toBe(403);
    const reassigned = await c.request(client.staff.cookie, "PUT", url, body);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    await deliverWebhooks(c.t, form.id);
    const after = await current(client, form.id);
    expect(after.recipients.map((r) => [r.userId, r.status])).toEqual([[second.user.id, "sent"]]);
    const listed = await c.request(second.cookie, "GET", formsUrl(client.clientId));
    expect(listed.json<OnboardingForm[]>()[0]?.userAction).toBe("sign");
  });

  it("adds the broker for the optional role; the broker signs after the ben admin", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const url = `${formsUrl(client.clientId)}/${form.id}/recipient`;
    const added = await c.request(client.benAdmin.cookie, "POST", url, {
      roleId: "broker",
      userId: client.broker.user.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await c.request(client.benAdmin.cookie, "POST", url, {
      roleId: "broker",
      userId: client.broker.user.id,
    });
    expect(again.statusCode).toBe(400);
    await deliverWebhooks(c.t, form.id);
    const after = await current(client, form.id);
    expect(after.recipients.map((r) => [r.roleId, r.status])).toEqual([
      ["authorized-signer", "sent"],
      ["broker", "waiting"],
    ]);
  });

  it("follows the user's e-mail change with the provider", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const moved = await c.request(
      client.staff.cookie,
      "PUT",
      `/api/users/${client.benAdmin.user.id}/onboarding-form-email`,
      {
        email: "moved.address@example.test",
        oldEmail: client.benAdmin.user.email,
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ updatedRecipients: 1 });
    const [envelopeRecipient] = await c.t.database.db
      .select()
      .from(esignRecipients)
      .where(eq(esignRecipients.id, signerOf(form)));
    expect(envelopeRecipient?.email).toBe("moved.address@example.test");
    await deliverWebhooks(c.t, form.id);
    expect((await current(client, form.id)).recipients[0]?.email).toBe("moved.address@example.test");
  });
});

describe("one signer at a time", () => {
  it("a second session of the signer sees who holds the form until the first closes the view", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const base = `${formsUrl(client.clientId)}/${form.id}`;
    const [first, second] = [client.benAdmin.cookie, await secondSessionOf(client)];
    expect((await c.request(first, "POST", `${base}/embedded-view/${signerOf(form)}`)).statusCode).toBe(200);
    const mine = await c.request(first, "GET", `${base}/lockStatus`);
    expect(mine.json<FormLockStatus>()).toMatchObject({ locked: true, mine: true });
    const theirs = await c.request(second, "GET", `${base}/lockStatus`);
    expect(theirs.json<FormLockStatus>()).toMatchObject({
      locked: true,
      mine: false,
      lockedByName: client.benAdmin.user.name,
    });
    const refused = await c.request(second, "POST", `${base}/embedded-view/${signerOf(form)}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `This form is being signed by ${client.benAdmin.user.name}. Please try again later.`,
    );
    await c.request(first, "PUT", `${base}/embedded-view-action/later`, { recipientId: signerOf(form) });
    expect((await c.request(second, "GET", `${base}/lockStatus`)).json<FormLockStatus>().locked).toBe(false);
    expect((await c.request(second, "POST", `${base}/embedded-view/${signerOf(form)}`)).statusCode).toBe(200);
  });
});

describe("reminders, expiry and sync", () => {
  it("staff set the schedule and expiry, send a reminder now, and sync the form", async () => {
    const client = await arrangeClient(c.t);
    const form = await sentToBenAdmin(client);
    const base = `${formsUrl(client.clientId)}/${form.id}`;
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const set = await c.request(client.staff.cookie, "PATCH", `${base}/notification`, {
      reminderIntervalDays: 5,
      expiresOn: inTenDays,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<OnboardingForm>()).toMatchObject({ reminderIntervalDays: 5, expiresOn: inTenDays });
    const byBroker = await c.request(client.broker.cookie, "POST", `${base}/reminders`);
    expect(byBroker.statusCode).toBe(403);
    const reminded = await c.request(client.staff.cookie, "POST", `${base}/reminders`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    const sent = await c.t.database.db.select().from(emails).where(eq(emails.clientId, client.clientId));
    expect(sent.map((e) => e.to)).toContainEqual([client.benAdmin.user.email]);
    const synced = await c.request(client.benAdmin.cookie, "POST", `${base}/sync-envelope`);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json<OnboardingForm>()).toMatchObject({ status: "SENT", waitingForWebhook: false });
  });
});

async function secondSessionOf(client: FormsClient): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await c.t.database.db.insert(sessions).values({
    id: hashSessionToken(token),
    userId: client.benAdmin.user.id,
    idleExpiresAt: new Date(Date.now() + 3_600_000),
    absoluteExpiresAt: new Date(Date.now() + 7_200_000),
  });
  return `onboard_session=${token}`;
}
