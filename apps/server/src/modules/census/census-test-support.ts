/**
 * What the census integration tests share: an app with its own data directory, a client with a policy (Basic Life,
 * STD, Dental), its enrollment-elections task and "Awaiting Census" error, a second policy, another tenant's client
 * with its own policy, a caller per role, an upload helper through the documents API, and census files laid out as
 * the carrier template (the domain's test rows).
 */
import { CENSUS_FIELD_IDS, type CensusFieldId } from "@onboard/domain/census/census-fields";
import { templateRow } from "@onboard/domain/census/census-test-rows";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { and, eq, isNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { buildClient, buildPolicy } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders, type TestApp } from "../../../test/test-app";
import { clientErrors, policyTasks } from "../../db/schema/index";
import { createFileStorage } from "../../integrations/storage/create-file-storage";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { buildDocumentsTestApp, multipartBody, type UploadFile } from "../documents/documents-test-support";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Caller {
  user: Awaited<ReturnType<typeof createSessionFor>>["user"];
  request(
    method: Method,
    url: string,
    options?: { body?: object; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  upload(clientId: string, fields: Record<string, string>, files: UploadFile[]): Promise<LightMyRequestResponse>;
  /** The session cookie, with a CSRF token for a mutation. */
  headers(method: Method): Promise<Record<string, string>>;
}

/** A signed-in caller of `role` (linked to `clientIds`) that sends JSON, headers or multipart, with the CSRF header. */
export async function censusCallerFor(t: TestApp, role: CarrierRole, clientIds: readonly string[]): Promise<Caller> {
  const session = await createSessionFor(t.database.db, { role, clientIds });
  const headersFor = async (method: Method) => {
    const { cookie, ...token } = method === "GET" ? {} : await csrfHeaders(t.app);
    return { cookie: [session.cookie, cookie].filter(Boolean).join("; "), ...token };
  };
  return {
    user: session.user,
    headers: headersFor,
    async request(method, url, options = {}) {
      return t.app.inject({
        method,
        url,
        headers: { ...(await headersFor(method)), ...options.headers },
        ...(options.body === undefined ? {} : { payload: options.body }),
      });
    },
    async upload(clientId, fields, files) {
      const { payload, contentType } = multipartBody(fields, files);
      return t.app.inject({
        method: "POST",
        url: `/api/clients/${clientId}/documents`,
        headers: { ...(await headersFor("POST")), "content-type": contentType },
        payload,
      });
    },
  };
}

export const CENSUS_ROLES: readonly CarrierRole[] = ["SLF_OWNER", "SLF_ADMIN", "BROKER", "BEN_ADMIN"];

export interface CensusWorld {
  t: Awaited<ReturnType<typeof buildDocumentsTestApp>>["t"];
  close(): Promise<void>;
  clientId: string;
  policyId: string;
  secondPolicyId: string;
  otherClientId: string;
  otherPolicyId: string;
  /** Callers of the client, by role (staff are not linked to any client). */
  callers: Record<CarrierRole, Caller>;
  /** A ben admin of the other tenant's client only. */
  otherBenAdmin: Caller;
}

export async function buildCensusWorld(): Promise<CensusWorld> {
  const { t, close } = await buildDocumentsTestApp();
  const db = t.database.db;
  const client = await buildClient(db);
  const other = await buildClient(db);
  const coverages = ["BASIC_LIFE", "STD", "DENTAL"] as const;
  const policy = await buildPolicy(db, { clientId: client.id, slfCoverages: [...coverages] });
  const secondPolicy = await buildPolicy(db, { clientId: client.id, slfCoverages: [...coverages] });
  const otherPolicy = await buildPolicy(db, { clientId: other.id, slfCoverages: [...coverages] });
  for (const p of [policy, secondPolicy, otherPolicy]) {
    await db.insert(policyTasks).values({ clientId: p.clientId, policyId: p.id, taskId: "enrollment-elections" });
  }
  await db.insert(clientErrors).values({ clientId: client.id, type: "Awaiting Census" });
  const entries = await Promise.all(
    CENSUS_ROLES.map(async (role) => {
      const linked = role === "BROKER" || role === "BEN_ADMIN" ? [client.id] : [];
      return [role, await censusCallerFor(t, role, linked)] as const;
    }),
  );
  return {
    t,
    close,
    clientId: client.id,
    policyId: policy.id,
    secondPolicyId: secondPolicy.id,
    otherClientId: other.id,
    otherPolicyId: otherPolicy.id,
    callers: Object.fromEntries(entries) as Record<CarrierRole, Caller>,
    otherBenAdmin: await censusCallerFor(t, "BEN_ADMIN", [other.id]),
  };
}

export const censusPath = (clientId: string, policyId: string) => `/api/clients/${clientId}/census/${policyId}`;

/** One CSV line: every cell quoted when it holds a comma, quote or line break. */
function csvLine(cells: readonly string[], separator = ","): string {
  return cells
    .map((cell) => (/[",\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replaceAll('"', '""')}"` : cell))
    .join(separator);
}

/** A census in the carrier template's column order: the field ids as headers, then the rows. */
export function templateCsv(rows: readonly string[][], separator = ","): string {
  const lines = [CENSUS_FIELD_IDS, ...rows].map((row) => csvLine(row, separator));
  return `${lines.join("\r\n")}\r\n`;
}

/** A valid employee of the template whose ids, SSN and name are made from `n` (unique per n). */
export function employee(n: number, cells: Partial<Record<CensusFieldId, string>> = {}): string[] {
  const ssn = String(100_000_000 + n).padStart(9, "0");
  return templateRow({
    employeeId: `E${n}`,
    ssn: `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
    firstName: `First${n}`,
    lastName: `Last${n}`,
    ...cells,
  });
}

/** Uploads a census file of the policy through the documents API; answers its document id. */
export async function uploadCensus(
  caller: Caller,
  clientId: string,
  policyId: string,
  filename: string,
  bytes: Uint8Array | string,
): Promise<string> {
  const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  const response = await caller.upload(clientId, { category: "enrollment-elections", policyId }, [
    { filename, bytes: body },
  ]);
  if (response.statusCode !== 201) throw new Error(`upload ${filename}: ${response.statusCode} ${response.body}`);
  const [document] = response.json<{ id: string }[]>();
  if (!document) throw new Error("no document uploaded");
  return document.id;
}

/** Confirms the template mapping (every column its field) with If-Match `version`. */
export function mapAsTemplate(caller: Caller, base: string, documentId: string, version: number) {
  return caller.request("PUT", `${base}/files/${documentId}/mapping`, {
    body: { source: "CARRIER_TEMPLATE", mapping: CENSUS_FIELD_IDS.map((fieldId) => ({ fieldId })) },
    headers: { "if-match": `"${version}"` },
  });
}

/** The client's open error types. */
export async function openErrorTypes(world: CensusWorld): Promise<string[]> {
  const rows = await world.t.database.db
    .select({ type: clientErrors.type })
    .from(clientErrors)
    .where(and(eq(clientErrors.clientId, world.clientId), isNull(clientErrors.resolvedAt)));
  return [...new Set(rows.map((row) => row.type))].sort();
}

/** The app's file storage (files under the world's DATA_DIR), for a test that reads or writes bytes itself. */
export function worldStorage(world: CensusWorld): FileStorage {
  return createFileStorage({ storageUrl: null, diskRoot: `${world.t.config.dataDir}/files` });
}
