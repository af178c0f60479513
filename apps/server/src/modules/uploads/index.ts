/** The uploads module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { openIncomingFile } from "./incoming-file";
export { assertNotAborted, uploadFailure } from "./upload-failure.http";
export type { ByteInspector } from "./upload-meter";
export { UploadTooLargeError } from "./upload-meter";
