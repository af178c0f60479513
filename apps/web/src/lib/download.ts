/** Downloads a file through the api client: checks the attachment headers, then saves the blob. */
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import type { QueryParams } from "@onboard/domain/routes/query-string";
import { apiFetch } from "./api-client";
import { ApiError } from "./api-error";

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of an "attachment" Content-Disposition (RFC 6266; filename* wins), or null. */
export function parseAttachmentFilename(header: string): string | null {
  const [type, ...params] = header.split(";").map((part) => part.trim());
  if (type?.toLowerCase() !== "attachment") return null;
  let plain: string | null = null;
  let extended: string | null = null;
  for (const param of params) {
    const index = param.indexOf("=");
    if (index === -1) continue;
    const key = param.slice(0, index).trim().toLowerCase();
    const value = param.slice(index + 1).trim();
    if (key === "filename*") extended = decodeExtendedValue(value);
    else if (key === "filename") plain = unquote(value);
  }
  const name = (extended ?? plain)?.replace(/[\\/]/g, "_").trim();
  return name ? name : null;
}

function unquote(value: string): string | null {
  if (!value.startsWith('"')) return value;
  if (value.length < 2 || !value.endsWith('"')) return null;
  return value.slice(1, -1).replace(/\\(.)/g, "$1");
}

function decodeExtendedValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.+)$/.exec(value);
  if (!match?.[2]) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

function downloadError(status: number, code: string, message: string): ApiError {
  return new ApiError({ status, code, message });
}

/** Reads a download response; throws the catalogue's three download errors. */
async function readDownload(response: Response): Promise<DownloadedFile> {
  if (!response.headers.get("content-type")) {
    throw downloadError(response.status, "DOWNLOAD_MISSING_CONTENT_TYPE", ERROR_MESSAGES.downloadMissingContentType);
  }
  const disposition = response.headers.get("content-disposition");
  if (!disposition) {
    throw downloadError(
      response.status,
      "DOWNLOAD_MISSING_CONTENT_DISPOSITION",
      ERROR_MESSAGES.downloadMissingContentDisposition,
    );
  }
  const fileName = parseAttachmentFilename(disposition);
  if (!fileName) {
    throw downloadError(response.status, "DOWNLOAD_MALFORMED_FILENAME", ERROR_MESSAGES.downloadMalformedFilename);
  }
  return { blob: await response.blob(), fileName };
}

/** Hands the blob to the browser as a file download. */
function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadFile(
  path: string,
  options: {
    query?: QueryParams;
    signal?: AbortSignal;
    /** Extra request headers (the outside signer's Authorization). */
    headers?: Record<string, string>;
    redirectOnError?: boolean;
  } = {},
): Promise<DownloadedFile> {
  const response = await apiFetch(path, { ...options, headers: { ...options.headers, Accept: "*/*" } });
  const file = await readDownload(response);
  saveFile(file);
  return file;
}
