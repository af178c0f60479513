/**
 * The embedded video host (`VIDEO_HOST=embedded`, the default): the stored `medical-video` document is the hosted
 * video, so its id is the vidyardId and HTML5 video plays it from our own file storage. No configuration, no network.
 */
import { randomUUID } from "node:crypto";
import type { HostedVideo, VideoHost, VideoToHost } from "./video-host";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createEmbeddedVideoHost(): VideoHost {
  return {
    kind: "embedded",
    async upload(video: VideoToHost): Promise<HostedVideo> {
      // Each upload gets its own id, as a host's upload job would; the video's id is the document's.
      return { vidyardId: video.documentId, vidyardUploadId: randomUUID(), playbackUrl: null };
    },
    async storedDocumentId(vidyardId: string): Promise<string | null> {
      return UUID.test(vidyardId) ? vidyardId.toLowerCase() : null;
    },
    async delete(): Promise<void> {
      // The bytes are the stored document's: the caller removes them with it.
    },
  };
}
