// Test support: s3rver in a process of its own (so that a test's memory figures are the client's alone). Argument:
// the directory for its files. It answers its port over IPC and stops when its parent goes.
import S3rver from "s3rver";

const [directory] = process.argv.slice(2);
const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
const { port } = await server.run();
process.send?.({ port });
process.on("disconnect", () => process.exit(0));
