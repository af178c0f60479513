/** Test helpers of the documents module: a signed-in caller that sends JSON or multipart with the CSRF header. */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { LightMyRequestResponse } from "fastify";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface UploadFile {
  filename: string;
  bytes: Uint8Array;
  contentType?: string;
}

export interface Caller {
  user: Awaited<ReturnType<typeof createSessionFor>>["user"];
  request(method: Method, url: string, body?: object): Promise<LightMyRequestResponse>;
  upload(clientId: string, fields: Record<string, string>, files: UploadFile[]): Promise<LightMyRequestResponse>;
}

/** A multipart/form-data body: the fields first, then each file under `file`. */
export function multipartBody(fields: Record<string, string>, files: UploadFile[]) {
  const boundary = `----onboard${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function callerFor(t: TestApp, role: CarrierRole, clientIds?: readonly string[]): Promise<Caller> {
  const session = await createSessionFor(t.database.db, { role, clientIds });
  const headersFor = async (method: Method) => {
    const csrf = method === "GET" ? {} : await csrfHeaders(t.app);
    const { cookie, ...token } = csrf;
    return { cookie: [session.cookie, cookie].filter(Boolean).join("; "), ...token };
  };
  return {
    user: session.user,
    async request(method, url, body) {
      return t.app.inject({
        method,
        url,
        headers: await headersFor(method),
        ...(body === undefined ? {} : { payload: body }),
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

/** The app with its files in a temporary directory of its own. */
export async function buildDocumentsTestApp(): Promise<{ t: TestApp; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-documents-"));
  const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  return {
    t,
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` holds (the processing job runs in the background), or fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
