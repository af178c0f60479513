/**
 * The app's FileStorage. One given to buildApp belongs to its caller, who closes it. Otherwise the app creates the
 * configured one and looks after it: when the app is ready it sweeps what writes a killed process left behind (logged,
 * never fatal), and when the app closes it closes the storage (the S3 client's sockets).
 *
 * Register it before the job runner: onClose hooks run in the reverse order of registration, and the server stops
 * (letting the downloads in flight finish) before any of them, so the storage closes after the last request and after
 * the last job (document.process reads from it).
 */
import type { FastifyInstance } from "fastify";
import type { FileStorage, ManagedFileStorage } from "../integrations/storage/file-storage";

export function registerFileStorage(
  app: FastifyInstance,
  given: FileStorage | undefined,
  create: () => ManagedFileStorage,
): FileStorage {
  if (given) return given;
  const storage = create();
  app.addHook("onReady", async () => {
    try {
      const removed = await storage.removeAbandonedWrites();
      if (removed > 0) app.log.info({ removed }, "temporary files of unfinished writes removed from file storage");
    } catch (err) {
      app.log.warn({ err }, "file storage: the sweep of unfinished writes failed");
    }
  });
  app.addHook("onClose", async () => {
    await storage.close();
  });
  return storage;
}
