/**
 * Where explorer medical videos are hosted (spec §3 vidyardId, vidyardUploadId). Every upload is first kept as a
 * `medical-video` document in our own file storage, which the site references and the public page plays with HTML5
 * video; the host then receives it. The embedded default (embedded-video-host.ts) is that document itself, so nothing
 * leaves the server; an adapter for a third-party host (Vidyard or alike) would send the bytes there and answer its ids.
 */

/** The hosts `VIDEO_HOST` can select. Only the embedded one exists; a third-party adapter adds its name here. */
export const VIDEO_HOST_KINDS = ["embedded"] as const;
export type VideoHostKind = (typeof VIDEO_HOST_KINDS)[number];

export interface VideoToHost {
  clientId: string;
  /** The stored document that keeps our copy of the video. */
  documentId: string;
  name: string;
  mimeType: string;
  /** Where our copy's bytes are: a host adapter streams them from the file storage (`read`), never whole. */
  storageKey: string;
  sizeBytes: number;
}

export interface HostedVideo {
  /** The host's id of the video: the site's vidyardId, and what DELETE .../vidyard/delete/{vidyardId} names. */
  vidyardId: string;
  /** The host's id of this upload: the site's vidyardUploadId. */
  vidyardUploadId: string;
  /** Where the host plays the video, when it has its own player; null to play the stored document. */
  playbackUrl: string | null;
}

export interface VideoHost {
  readonly kind: VideoHostKind;
  upload(video: VideoToHost): Promise<HostedVideo>;
  /** The stored document that keeps the video this host calls `vidyardId`, or null when the id is not one of its. */
  storedDocumentId(vidyardId: string): Promise<string | null>;
  /** Removes the video from the host; removing an unknown video is not an error. */
  delete(vidyardId: string): Promise<void>;
}
