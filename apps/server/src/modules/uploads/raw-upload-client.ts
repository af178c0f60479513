/**
 * Test support: a multipart upload over a real HTTP connection, sent piece by piece, so that a test can pause in the
 * middle of a file (to see its bytes reach storage before the request ends), finish it, or cut the connection.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";

export interface RawUpload {
  /** Sends more of the file (waiting while the connection is full). */
  send(bytes: Buffer): Promise<void>;
  /** Ends the file and the body; resolves with the answer. */
  finish(): Promise<{ statusCode: number; body: string }>;
  /** Cuts the connection mid-body, as a closed tab does. */
  abort(): void;
}

export interface RawUploadTarget {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  filename: string;
  /** How many bytes `send` will send: the Content-Length is computed from it, as a browser sends it. */
  fileBytes: number;
  boundary?: string;
}

/** What ends one file and starts the next under `file`, for a test that sends two files over one connection. */
export function nextFilePart(boundary: string, filename: string): Buffer {
  return Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
}

async function readBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export function startRawUpload(target: RawUploadTarget): RawUpload {
  const boundary = target.boundary ?? `----onboard${randomBytes(8).toString("hex")}`;
  const fieldParts = Object.entries(target.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const opening = Buffer.from(
    `${fieldParts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${target.filename}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const client = request(target.url, {
    method: "POST",
    headers: {
      ...target.headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(opening.length + target.fileBytes + closing.length),
    },
  });
  const answered = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    client.on("response", (response) => {
      readBody(response).then((body) => resolve({ statusCode: response.statusCode ?? 0, body }), reject);
    });
    client.on("error", reject);
  });
  // An aborted upload has no answer; its rejection is expected.
  answered.catch(() => undefined);
  client.write(opening);
  return {
    async send(bytes) {
      if (!client.write(bytes)) await Promise.race([once(client, "drain"), answered]);
    },
    async finish() {
      client.end(closing);
      return answered;
    },
    abort() {
      client.destroy();
    },
  };
}
