/**
 * Recognises an uploaded file by its bytes (file-type's magic numbers), never by its name or declared content type,
 * and gives the document its clean name. A name whose extension is another allowed type's contradicts the bytes and is
 * refused (a PNG named ".pdf"); a name without a known extension gets the detected one appended, so that the name a
 * download carries always matches its bytes. Executables, archives and anything unrecognised are refused.
 */
import {
  ALLOWED_FILE_TYPES,
  type AllowedFileType,
  allowedFileType,
  fileExtension,
} from "@onboard/domain/documents/allowed-file-types";
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { sanitizeFileName } from "@onboard/domain/documents/sanitize-file-name";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors/app-error";

export interface RecognisedFile {
  type: AllowedFileType;
  name: string;
}

const KNOWN_EXTENSIONS = new Set(ALLOWED_FILE_TYPES.flatMap((type) => type.extensions));

const notAllowed = () => new AppError("FILE_TYPE_NOT_ALLOWED", 400, DOCUMENT_MESSAGES.fileTypeNotAllowed);

/** Old Office files are compound documents (as are installers): the stream names tell Word and Excel apart. */
const CFB_STREAMS: Record<"doc" | "xls", string[]> = { doc: ["WordDocument"], xls: ["Workbook", "Book"] };

function hasUtf16Name(bytes: Uint8Array, name: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(name, "utf16le"));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: text files may hold tab, line feed, form feed and return only.
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Text in any 8-bit encoding (UTF-8, or a spreadsheet's Windows-1252 export): no binary control bytes. */
function isPlainText(bytes: Uint8Array): boolean {
  return !BINARY_CONTROL.test(Buffer.from(bytes).toString("latin1"));
}

/** A container the sniffer cannot read (a truncated ZIP, say) is as unrecognised as unknown bytes. */
async function detect(bytes: Uint8Array) {
  try {
    return (await fileTypeFromBuffer(bytes)) ?? null;
  } catch {
    return "unreadable" as const;
  }
}

async function sniff(bytes: Uint8Array, extension: string | null): Promise<AllowedFileType | null> {
  const detected = await detect(bytes);
  if (detected === "unreadable") return null;
  if (!detected) {
    if (!isPlainText(bytes)) return null;
    return allowedFileType(extension === "csv" ? "csv" : "txt");
  }
  if (detected.ext === "cfb") {
    const kind = extension === "doc" || extension === "xls" ? extension : null;
    if (!kind || !CFB_STREAMS[kind].some((stream) => hasUtf16Name(bytes, stream))) return null;
    return allowedFileType(kind);
  }
  return ALLOWED_FILE_TYPES.find((type) => type.extensions.includes(detected.ext)) ?? null;
}

export async function recogniseFile(bytes: Uint8Array, uploadedName: string): Promise<RecognisedFile> {
  const cleanName = sanitizeFileName(uploadedName);
  const extension = fileExtension(cleanName);
  const type = await sniff(bytes, extension);
  if (!type) throw notAllowed();
  if (extension !== null && type.extensions.includes(extension)) return { type, name: cleanName };
  // An allowed extension of another type contradicts the bytes; an unknown one ("Q1.2024") is part of the name.
  if (extension !== null && KNOWN_EXTENSIONS.has(extension)) throw notAllowed();
  return { type, name: sanitizeFileName(`${cleanName}.${type.extensions[0]}`) };
}
