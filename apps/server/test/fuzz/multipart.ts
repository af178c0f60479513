/**
 * multipart/form-data bodies for the upload routes, built from a small model that a mutation can change part by
 * part (a field's name or value, a file's name, type or bytes, the closing boundary), and the smallest files the
 * upload routes recognise by their bytes.
 */
import { randomBytes } from "node:crypto";

export interface FormPart {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; bytes: Buffer };
}

export interface MultipartModel {
  parts: FormPart[];
  /** false: the body stops before the closing boundary. */
  closed: boolean;
  /** The boundary the Content-Type header names; null: the header names none. */
  boundaryInHeader: string | null;
}

export function encodeMultipart(model: MultipartModel, boundary = `----fuzz${randomBytes(8).toString("hex")}`) {
  const chunks: Buffer[] = [];
  for (const part of model.parts) {
    const filename = part.file ? `; filename="${part.file.filename}"` : "";
    const type = part.file ? `\r\nContent-Type: ${part.file.contentType}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
    );
    chunks.push(part.file ? part.file.bytes : Buffer.from(part.value ?? ""), Buffer.from("\r\n"));
  }
  if (model.closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const named = model.boundaryInHeader === null ? "" : `; boundary=${model.boundaryInHeader || boundary}`;
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data${named}` };
}

/** A one-page PDF (header, catalog, page, trailer). */
export function pdfFile(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
      "trailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** An EBML header whose DocType is "webm", then a cluster's worth of zero bytes. */
export function webmFile(): Buffer {
  const ebml = [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08];
  const docType = [0x42, 0x82, 0x84, ...Buffer.from("webm"), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02];
  const body = [...ebml, ...docType];
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length, ...body]), Buffer.alloc(64)]);
}

const DOCUMENTS_UPLOAD = /\/documents$/;

/** The valid upload of a route: a plan summary PDF, or a medical video. */
export function baseUpload(path: string): MultipartModel {
  const isDocuments = DOCUMENTS_UPLOAD.test(path);
  const parts: FormPart[] = isDocuments
    ? [
        { name: "category", value: "plan-summary" },
        { name: "language", value: "en" },
        { name: "file", file: { filename: "Summary.pdf", contentType: "application/pdf", bytes: pdfFile() } },
      ]
    : [
        { name: "language", value: "en" },
        { name: "file", file: { filename: "Welcome.webm", contentType: "video/webm", bytes: webmFile() } },
      ];
  return { parts, closed: true, boundaryInHeader: "" };
}
