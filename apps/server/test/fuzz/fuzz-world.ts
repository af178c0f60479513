/**
 * The fuzzer's fixtures: two tenants (the callers' own and another), each a client with a policy, tasks, an uploaded
 * PDF, an uploaded medical video, a live explorer page with a plan, an e-mail, a broker and a ben admin; and a signed-in
 * caller of every role, linked to the own tenant's client. Records are made through the API where one exists (so
 * that files really are in storage and pages are what staff would build), else inserted.
 */
import { randomBytes } from "node:crypto";
import { CARRIER_ROLES, type CarrierRole } from "@onboard/domain/users/roles";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/client";
import { emails, monthlyClaimsReportMailingLocations, subsidiaries, tasks } from "../../src/db/schema/index";
import { buildClient, buildContact, buildLocation, buildPlan, buildPolicy, buildUser } from "../factories/index";
import { createSessionFor } from "../sessions";
import { baseUpload, encodeMultipart } from "./multipart";
import { siteBody } from "./route-bases";

export interface Person {
  id: string;
  email: string;
}

export interface Tenant {
  clientId: string;
  ticketId: string;
  policyId: string;
  documentId: string;
  videoId: string;
  explorerPageId: string;
  vanitySlug: string;
  planId: string;
  associationId: string;
  emailId: string;
  /** The EIF's records: a location, a contact, an LTD plan on the policy, a subsidiary and a mailing location. */
  eif: EifRecords;
  broker: Person;
  benAdmin: Person;
}

export interface EifRecords {
  locationId: string;
  contactId: string;
  planId: string;
  subsidiaryId: string;
  mailingLocationId: string;
}

export interface Caller extends Person {
  cookie: string;
}

export interface FuzzWorld {
  own: Tenant;
  other: Tenant;
  callers: Record<CarrierRole, Caller>;
  /** A carrier staff user who is no caller (page owner, internal user to edit). */
  staff: Person;
  csrf: { cookie: string; token: string };
}

async function csrfOf(app: FastifyInstance) {
  const response = await app.inject({ method: "GET", url: "/api/csrf-token" });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return { cookie, token: response.json<{ token: string }>().token };
}

type Send = (method: "POST" | "GET", url: string, payload?: object | Buffer, contentType?: string) => Promise<unknown>;

function sender(app: FastifyInstance, staff: Caller, csrf: FuzzWorld["csrf"]): Send {
  return async (method, url, payload, contentType) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: `${staff.cookie}; ${csrf.cookie}`,
        "x-csrf-token": csrf.token,
        ...(contentType ? { "content-type": contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    if (response.statusCode >= 300)
      throw new Error(`fixture ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

async function upload(send: Send, url: string) {
  const { payload, contentType } = encodeMultipart(baseUpload(url));
  return send("POST", url, payload, contentType);
}

async function buildEifRecords(db: Database, clientId: string, policyId: string): Promise<EifRecords> {
  const location = await buildLocation(db, { clientId, name: "Fuzz office" });
  const contact = await buildContact(db, { clientId, firstName: "Fuzz", lastName: "Contact" });
  const plan = await buildPlan(db, { clientId, policyId, benefitType: "LTD" });
  const [subsidiary] = await db.insert(subsidiaries).values({ clientId, locationId: location.id }).returning();
  const [mailing] = await db
    .insert(monthlyClaimsReportMailingLocations)
    .values({ clientId, locationId: location.id })
    .returning();
  if (!subsidiary || !mailing) throw new Error("EIF fixture insert returned no row");
  return {
    locationId: location.id,
    contactId: contact.id,
    planId: plan.id,
    subsidiaryId: subsidiary.id,
    mailingLocationId: mailing.id,
  };
}

async function buildTenant(db: Database, send: Send, staff: Person): Promise<Tenant> {
  const suffix = randomBytes(4).toString("hex");
  const client = await buildClient(db, { ticketId: `FUZZ-${suffix}` });
  const policy = await buildPolicy(db, {
    clientId: client.id,
    policyNumber: `P-${suffix}`,
    policyEffective: "2026-01-01",
    primaryPolicy: true,
  });
  await db.insert(tasks).values([
    { clientId: client.id, taskId: "kickoff-call", status: "NOT_STARTED", dueDate: "2030-01-01" },
    { clientId: client.id, taskId: "company-profile", status: "NOT_STARTED" },
    { clientId: client.id, taskId: "prior-carrier-certificates", status: "IN_PROGRESS" },
  ]);
  const [email] = await db
    .insert(emails)
    .values({
      clientId: client.id,
      template: "welcome",
      subject: "Welcome",
      html: "<p>Welcome</p>",
      text: "Welcome",
      from: "no-reply@onboard.example",
      to: ["someone@example.test"],
    })
    .returning();
  if (!email) throw new Error("email insert returned no row");
  const [document] = (await upload(send, `/api/clients/${client.id}/documents`)) as { id: string }[];
  const video = (await upload(send, `/api/clients/${client.id}/documents/vidyard/upload`)) as { vidyardId: string };
  const slug = `fuzz-${suffix}`;
  const page = (await send(
    "POST",
    `/api/clients/${client.id}/explorer-pages`,
    siteBody({ policyId: policy.id, documentId: document?.id ?? "" }, staff.id, slug),
  )) as { id: string; associationId: string; benefits: { id: string }[] };
  const [broker, benAdmin] = await Promise.all([
    buildUser(db, { role: "BROKER", clientIds: [client.id] }),
    buildUser(db, { role: "BEN_ADMIN", clientIds: [client.id] }),
  ]);
  return {
    clientId: client.id,
    ticketId: client.ticketId ?? "",
    policyId: policy.id,
    documentId: document?.id ?? "",
    videoId: video.vidyardId,
    explorerPageId: page.id,
    vanitySlug: slug,
    planId: page.benefits[0]?.id ?? "",
    associationId: page.associationId,
    emailId: email.id,
    eif: await buildEifRecords(db, client.id, policy.id),
    broker: { id: broker.id, email: broker.email },
    benAdmin: { id: benAdmin.id, email: benAdmin.email },
  };
}

export async function buildFuzzWorld(app: FastifyInstance, db: Database): Promise<FuzzWorld> {
  const csrf = await csrfOf(app);
  const staffUser = await buildUser(db, { role: "SLF_ADMIN" });
  const staff = { id: staffUser.id, email: staffUser.email };
  const uploader = await createSessionFor(db, { role: "SLF_ADMIN", clientIds: [] });
  const send = sender(app, { ...uploader.user, cookie: uploader.cookie }, csrf);
  const own = await buildTenant(db, send, staff);
  const other = await buildTenant(db, send, staff);
  const callers = {} as Record<CarrierRole, Caller>;
  for (const role of CARRIER_ROLES) {
    const session = await createSessionFor(db, { role, clientIds: [own.clientId] });
    callers[role] = { id: session.user.id, email: session.user.email, cookie: session.cookie };
  }
  return { own, other, callers, staff, csrf };
}
