/**
 * The V8 flags the server runs with: `npm start` and `npm run dev` pass them (apps/server/package.json; a test keeps
 * the two in step), and the census benchmark measures under them.
 *
 * --max-semi-space-size=16 caps each of the young generation's halves at 16 MB, the cap Node 20 had. Node 24's V8
 * sizes them by the machine's memory (64 MB here) and, under a high allocation rate such as a census file's cells,
 * sometimes grows them all the way: the same million-row validation then took 250–330 MB more RSS instead of about
 * 80 (decision 025). A smaller young generation means more, shorter scavenges; throughput was within the machine's
 * noise.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=16"];
