/**
 * The file types an upload may have, recognised by their bytes (magic numbers) on the server, never by the name or
 * the browser's content type. Old Office files (DOC, XLS) share one container format, so the name's extension says
 * which of the two is meant and the server checks the container's streams. Text (CSV, TSV, TXT) has no magic number:
 * it must hold no binary control characters (UTF-8 or an 8-bit encoding, or UTF-16 that starts with its byte-order
 * mark). ZIP archives and executables are refused.
 */
export interface AllowedFileType {
  /** The type's key; `detected` is what the byte sniffer (file-type) calls it. */
  key: "pdf" | "png" | "jpg" | "gif" | "tif" | "xlsx" | "docx" | "xls" | "doc" | "csv" | "tsv" | "txt";
  mimeType: string;
  /** Accepted name extensions, the first being the one appended to a name that has none. */
  extensions: readonly string[];
}

export const ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  { key: "pdf", mimeType: "application/pdf", extensions: ["pdf"] },
  { key: "png", mimeType: "image/png", extensions: ["png"] },
  { key: "jpg", mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  { key: "gif", mimeType: "image/gif", extensions: ["gif"] },
  { key: "tif", mimeType: "image/tiff", extensions: ["tif", "tiff"] },
  {
    key: "xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
  },
  {
    key: "docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  { key: "xls", mimeType: "application/vnd.ms-excel", extensions: ["xls"] },
  { key: "doc", mimeType: "application/msword", extensions: ["doc"] },
  { key: "csv", mimeType: "text/csv", extensions: ["csv"] },
  { key: "tsv", mimeType: "text/tab-separated-values", extensions: ["tsv"] },
  { key: "txt", mimeType: "text/plain", extensions: ["txt"] },
];

/** For a file input's `accept` attribute: every allowed extension, e.g. ".pdf,.png,...". */
export const ACCEPTED_FILE_EXTENSIONS = ALLOWED_FILE_TYPES.flatMap((type) =>
  type.extensions.map((extension) => `.${extension}`),
).join(",");

export function allowedFileType(key: AllowedFileType["key"]): AllowedFileType {
  const found = ALLOWED_FILE_TYPES.find((type) => type.key === key);
  if (!found) throw new Error(`unknown file type ${key}`);
  return found;
}

/** The lower-case extension of a file name ("Report.PDF" → "pdf"), or null when it has none. */
export function fileExtension(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1] ? match[1].toLowerCase() : null;
}
