/**
 * The medical-video calls of benefits-explorer spec §7 ("POST .../documents/vidyard/upload" and "DELETE
 * .../documents/vidyard/delete/{vidyardId}"): the accepted video types, the default size limit, the upload's form field
 * and answer, and the messages (the spec shows no wording for these). Shared by the server and the site form.
 */
import { z } from "zod";
import { LANGUAGES } from "../common/environments";
import { documentMetaSchema } from "../documents/document-schemas";

/** Types every browser's HTML5 <video> plays (QuickTime .mov does not play everywhere, so it is refused). */
export const MEDICAL_VIDEO_TYPES = [
  { mimeType: "video/mp4", extensions: ["mp4", "m4v"] },
  { mimeType: "video/webm", extensions: ["webm"] },
] as const;

/** For the file input's `accept` attribute. */
export const ACCEPTED_MEDICAL_VIDEO_FILES = "video/mp4,video/webm,.mp4,.m4v,.webm";

/** The server's default limit per video (`MEDICAL_VIDEO_MAX_MB` changes it). */
export const DEFAULT_MEDICAL_VIDEO_MAX_MB = 200;
/** The document category an uploaded medical video is stored under (the only one a site's video fields take). */
export const MEDICAL_VIDEO_CATEGORY = "medical-video" as const;

/** The multipart field of the video; an optional `language` field ("en" or "es") goes before it. */
export const MEDICAL_VIDEO_FILE_FIELD = "file";

export const medicalVideoUploadFieldsSchema = z.object({ language: z.enum(LANGUAGES).optional() });
export type MedicalVideoUploadFields = z.infer<typeof medicalVideoUploadFieldsSchema>;

/** 201 of the upload: the host's ids for the site (vidyardId, vidyardUploadId) and the stored document. */
export const medicalVideoUploadSchema = z.object({
  vidyardId: z.string(),
  vidyardUploadId: z.string(),
  /** The site's medicalVideoDocumentId (or medicalVideoSpanishDocumentId). */
  documentId: z.string(),
  /** Where staff can play the video before the page is saved; null when the host gives none. */
  playbackUrl: z.string().nullable(),
  document: documentMetaSchema,
});
export type MedicalVideoUpload = z.infer<typeof medicalVideoUploadSchema>;

export const medicalVideoUploadParamsSchema = z.object({ clientId: z.uuid() });
/** A host's id is not necessarily a UUID, so any id is accepted here and an unknown one is 404. */
export const medicalVideoDeleteParamsSchema = z.object({ clientId: z.uuid(), vidyardId: z.string().min(1).max(191) });

export const MEDICAL_VIDEO_MESSAGES = {
  notVideo: "Upload the video as an MP4 or WebM file.",
  tooLarge: (maxMb: number) => `The video is larger than ${maxMb} MB.`,
  empty: "The video file is empty.",
  noFile: "Choose a video to upload.",
  oneFile: "Upload one video at a time.",
  notMultipart: "Send the video as multipart/form-data.",
  fieldsBeforeFile: "Send the language before the video.",
  videoNotFound: "Video not found",
  inUse: "This video is shown on an explorer page. Choose another video or no video there first.",
  hostFailed: "The video could not be stored. Please try again.",
} as const;
