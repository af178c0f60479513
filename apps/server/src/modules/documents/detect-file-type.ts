/**
 * Recognises an uploaded file by its bytes (file-type's magic numbers), never by its name or declared content type,
 * and gives the document its clean name. A name whose extension is another allowed type's contradicts the bytes and is
 * refused (a PNG named ".pdf"); a name without a known extension gets the detected one appended, so that the name a
 * download carries always matches its bytes. Executables, archives and anything unrecognised are refused.
 *
 * Uploads stream, so the type is decided on the file's head (incoming-file.ts), and what only the whole file can show
 * is checked on the way to storage: text stays text to its end, an old Office file names its Word or Excel stream
 * (`check`). Text is CSV, TSV or TXT by its name; UTF-16 text is known by its byte-order mark before the sniffer
 * looks (which takes the little-endian mark for an MPEG audio frame). A Word or Excel (OOXML) file whose head holds no content types yet (a ZIP that lists them last) is
 * detected again on the stored file (`detectStoredType`).
 */
import {
  ALLOWED_FILE_TYPES,
  type AllowedFileType,
  allowedFileType,
  fileExtension,
} from "@onboard/domain/documents/allowed-file-types";
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { sanitizeFileName } from "@onboard/domain/documents/sanitize-file-name";
import { fileTypeFromBlob, fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { StoredObjectBlob } from "../../integrations/storage/stored-object-blob";
import type { ByteInspector } from "../uploads/index";
import {
  checkWhole,
  isPlainText,
  isUtf16Text,
  plainTextCheck,
  utf16Encoding,
  utf16NameCheck,
  utf16TextCheck,
} from "./content-checks";

export interface RecognisedFile {
  type: AllowedFileType;
  name: string;
  /** What the rest of the file must pass as it streams; null when the head was the whole file (checked already). */
  check: ByteInspector | null;
  /** An OOXML file the head could not tell from a plain ZIP: detect it again once stored. */
  detectStoredType: boolean;
}

interface Sniffed {
  type: AllowedFileType;
  check: ByteInspector | null;
  detectStoredType: boolean;
}

const KNOWN_EXTENSIONS = new Set(ALLOWED_FILE_TYPES.flatMap((type) => type.extensions));
const OOXML_EXTENSIONS = new Set(["docx", "xlsx"]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const notAllowed = () => new AppError("FILE_TYPE_NOT_ALLOWED", 400, DOCUMENT_MESSAGES.fileTypeNotAllowed);

/** Old Office files are compound documents (as are installers): the stream names tell Word and Excel apart. */
const CFB_STREAMS: Record<"doc" | "xls", string[]> = { doc: ["WordDocument"], xls: ["Workbook", "Book"] };

/** A container the sniffer cannot read (a truncated ZIP, say) is as unrecognised as unknown bytes. */
async function detect(bytes: Uint8Array) {
  try {
    return (await fileTypeFromBuffer(bytes)) ?? null;
  } catch {
    return "unreadable" as const;
  }
}

const found = (type: AllowedFileType, check: ByteInspector | null = null): Sniffed => ({
  type,
  check,
  detectStoredType: false,
});

/** Text is CSV or TSV when its name says so, else TXT. */
const textType = (extension: string | null) =>
  allowedFileType(extension === "csv" || extension === "tsv" ? extension : "txt");

async function sniff(head: Uint8Array, extension: string | null): Promise<Sniffed | null> {
  const utf16 = utf16Encoding(head);
  if (utf16 && isUtf16Text(head, utf16)) return found(textType(extension), utf16TextCheck(utf16, notAllowed));
  const detected = await detect(head);
  const zipHead = Buffer.from(head.subarray(0, 4)).equals(ZIP_SIGNATURE);
  if (
    (detected === "unreadable" || detected?.ext === "zip") &&
    zipHead &&
    extension &&
    OOXML_EXTENSIONS.has(extension)
  ) {
    return { type: allowedFileType(extension as "docx" | "xlsx"), check: null, detectStoredType: true };
  }
  if (detected === "unreadable") return null;
  if (!detected) {
    if (!isPlainText(head)) return null;
    return found(textType(extension), plainTextCheck(notAllowed));
  }
  if (detected.ext === "cfb") {
    const kind = extension === "doc" || extension === "xls" ? extension : null;
    if (!kind) return null;
    return found(allowedFileType(kind), utf16NameCheck(CFB_STREAMS[kind], notAllowed));
  }
  const type = ALLOWED_FILE_TYPES.find((allowed) => allowed.extensions.includes(detected.ext));
  return type ? found(type) : null;
}

/**
 * The type and clean name of a file from its head; `complete` says the head is the whole file, which is then checked
 * at once (and a ZIP whose head says nothing more is refused).
 */
export async function recogniseFile(
  head: Uint8Array,
  uploadedName: string,
  { complete }: { complete: boolean } = { complete: true },
): Promise<RecognisedFile> {
  const cleanName = sanitizeFileName(uploadedName);
  const extension = fileExtension(cleanName);
  const sniffed = await sniff(head, extension);
  if (!sniffed || (complete && sniffed.detectStoredType)) throw notAllowed();
  if (complete && sniffed.check) checkWhole(sniffed.check, head);
  const recognised = (name: string): RecognisedFile => ({
    type: sniffed.type,
    name,
    check: complete ? null : sniffed.check,
    detectStoredType: sniffed.detectStoredType,
  });
  if (extension !== null && sniffed.type.extensions.includes(extension)) return recognised(cleanName);
  // An allowed extension of another type contradicts the bytes; an unknown one ("Q1.2024") is part of the name.
  if (extension !== null && KNOWN_EXTENSIONS.has(extension)) throw notAllowed();
  return recognised(sanitizeFileName(`${cleanName}.${sniffed.type.extensions[0]}`));
}

/** For `detectStoredType`: the stored file, read by ranges, must be the OOXML type its name says. */
export async function confirmStoredType(
  storage: FileStorage,
  key: string,
  sizeBytes: number,
  type: AllowedFileType,
): Promise<void> {
  const blob = new StoredObjectBlob(storage, key, sizeBytes);
  const detected = await fileTypeFromBlob(blob as unknown as Blob).catch(() => undefined);
  if (!detected || !type.extensions.includes(detected.ext)) throw notAllowed();
}
