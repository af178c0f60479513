/**
 * Recognises an uploaded medical video by its bytes (file-type's magic numbers), never by its name or declared
 * content type: MP4 (and its M4V brand) or WebM, which every browser's HTML5 video plays. A name whose extension is
 * another video type's contradicts the bytes and is refused; a name without one gets the detected extension.
 */
import { fileExtension } from "@onboard/domain/documents/allowed-file-types";
import { sanitizeFileName } from "@onboard/domain/documents/sanitize-file-name";
import { MEDICAL_VIDEO_MESSAGES, MEDICAL_VIDEO_TYPES } from "@onboard/domain/explorer/medical-video-api";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors/app-error";

export interface RecognisedVideo {
  mimeType: string;
  /** The extension of the stored file's key: the detected one. */
  extension: string;
  name: string;
}

const VIDEO_EXTENSIONS = new Set<string>(MEDICAL_VIDEO_TYPES.flatMap((type) => type.extensions));

export const notAVideo = () =>
  new AppError("FILE_TYPE_NOT_ALLOWED", 415, MEDICAL_VIDEO_MESSAGES.notVideo, [
    { path: "body.file", message: MEDICAL_VIDEO_MESSAGES.notVideo },
  ]);

async function detect(bytes: Uint8Array) {
  try {
    return (await fileTypeFromBuffer(bytes)) ?? null;
  } catch {
    // A container the sniffer cannot read is as unrecognised as unknown bytes.
    return null;
  }
}

export async function recogniseVideo(bytes: Uint8Array, uploadedName: string): Promise<RecognisedVideo> {
  const detected = await detect(bytes);
  const type = detected && MEDICAL_VIDEO_TYPES.find((t) => (t.extensions as readonly string[]).includes(detected.ext));
  if (!detected || !type) throw notAVideo();
  const cleanName = sanitizeFileName(uploadedName);
  const extension = fileExtension(cleanName);
  const result = { mimeType: type.mimeType, extension: detected.ext };
  const typeExtensions: readonly string[] = type.extensions;
  if (extension !== null && typeExtensions.includes(extension)) return { ...result, name: cleanName };
  if (extension !== null && VIDEO_EXTENSIONS.has(extension)) throw notAVideo();
  return { ...result, name: sanitizeFileName(`${cleanName}.${detected.ext}`) };
}
