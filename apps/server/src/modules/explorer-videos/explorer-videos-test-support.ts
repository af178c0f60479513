/**
 * Test data of the medical-video tests: the smallest files file-type recognises as each container (an ISO-BMFF
 * `ftyp` box of the given brand, then `mdat`; a WebM EBML header), padded to a chosen size, and a staff caller.
 */
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { LightMyRequestResponse } from "fastify";
import { buildClient } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders, type TestApp } from "../../../test/test-app";
import { multipartBody, type UploadFile } from "../documents/documents-test-support";

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** An ISO-BMFF file: `isom` is MP4, `M4V ` M4V, `qt  ` QuickTime. */
export function isoMediaFile(brand: "isom" | "M4V " | "qt  " = "isom", payloadBytes = 64): Buffer {
  const ftyp = box(
    "ftyp",
    Buffer.concat([Buffer.from(brand, "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomavc1")]),
  );
  return Buffer.concat([ftyp, box("mdat", Buffer.alloc(payloadBytes, 0x11))]);
}

/** An EBML header whose DocType is "webm", then a cluster's worth of zero bytes. */
export function webmFile(): Buffer {
  const ebml = [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08];
  const docType = [0x42, 0x82, 0x84, ...Buffer.from("webm"), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02];
  const body = [...ebml, ...docType];
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body]), Buffer.alloc(64)]);
}

export const UPLOAD = (clientId: string) => `/api/clients/${clientId}/documents/vidyard/upload`;
export const DELETE = (clientId: string, vidyardId: string) =>
  `/api/clients/${clientId}/documents/vidyard/delete/${vidyardId}`;

export interface VideoCaller {
  userId: string;
  cookie: string;
  upload(clientId: string, files: UploadFile[], fields?: Record<string, string>): Promise<LightMyRequestResponse>;
  remove(clientId: string, vidyardId: string): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

export async function videoCaller(t: TestApp, role: CarrierRole, clientIds?: readonly string[]): Promise<VideoCaller> {
  const session = await createSessionFor(t.database.db, { role, clientIds });
  const mutationHeaders = async () => {
    const { cookie, ...token } = await csrfHeaders(t.app);
    return { cookie: [session.cookie, cookie].filter(Boolean).join("; "), ...token };
  };
  return {
    userId: session.user.id,
    cookie: session.cookie,
    async upload(clientId, files, fields = {}) {
      const { payload, contentType } = multipartBody(fields, files);
      const headers = { ...(await mutationHeaders()), "content-type": contentType };
      return t.app.inject({ method: "POST", url: UPLOAD(clientId), headers, payload });
    },
    async remove(clientId, vidyardId) {
      return t.app.inject({ method: "DELETE", url: DELETE(clientId, vidyardId), headers: await mutationHeaders() });
    },
    get(url) {
      return t.app.inject({ method: "GET", url, headers: { cookie: session.cookie } });
    },
  };
}

/** A client and a carrier admin. */
export async function staffWithClient(t: TestApp) {
  const client = await buildClient(t.database.db);
  return { client, staff: await videoCaller(t, "SLF_ADMIN") };
}
