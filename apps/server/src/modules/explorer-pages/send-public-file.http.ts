/**
 * Answers a public explorer document: shown in the browser when it is a type the browser renders safely (PDF,
 * raster images, video, audio), else an attachment; cacheable by anyone (the file behind an id does not change),
 * unless the caller says otherwise (staff previews); tagged with its SHA-256 (the documents row's, never computed per
 * request) for 304s; streamed from storage with single byte ranges, which phones need to play a video
 * (http/send-stored-file.ts).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { attachmentDisposition } from "../../http/content-disposition";
import { sendStoredFile } from "../../http/send-stored-file";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { PageDocumentFile } from "./download-page-document";

export const DOCUMENT_CACHE_CONTROL = "public, max-age=3600";

const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp)|video\/[\w.+-]+|audio\/[\w.+-]+)$/i;

export function dispositionFor(name: string, mimeType: string): string {
  const attachment = attachmentDisposition(name);
  return INLINE_TYPES.test(mimeType) ? attachment.replace(/^attachment/, "inline") : attachment;
}

export function sendPublicFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: PageDocumentFile,
  cacheControl = DOCUMENT_CACHE_CONTROL,
) {
  return sendStoredFile(request, reply, storage, file, {
    disposition: dispositionFor(file.name, file.mimeType),
    cacheControl,
    etag: `"${file.sha256}"`,
    ranges: true,
  });
}
