/** The video host `VIDEO_HOST` selects (config.ts); `embedded` unless configured otherwise. */
import { createEmbeddedVideoHost } from "./embedded-video-host";
import type { VideoHost, VideoHostKind } from "./video-host";

export function createVideoHost(kind: VideoHostKind): VideoHost {
  switch (kind) {
    case "embedded":
      return createEmbeddedVideoHost();
  }
}
