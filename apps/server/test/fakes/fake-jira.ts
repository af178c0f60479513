/** A local fake Jira status endpoint: answers up, down, or never (held open until the fake closes). */
import { createServer, type Server, type ServerResponse } from "node:http";

export type FakeJiraMode = "up" | "down" | "timeout";

export interface FakeJira {
  url: string;
  mode: FakeJiraMode;
  hits: number;
  close(): Promise<void>;
}

export async function startFakeJira(initial: FakeJiraMode = "up"): Promise<FakeJira> {
  const held = new Set<ServerResponse>();
  const state = { mode: initial, hits: 0 };
  const server: Server = createServer((_req, res) => {
    state.hits++;
    if (state.mode === "up") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ state: "RUNNING" }));
    } else if (state.mode === "down") {
      res.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
    } else {
      held.add(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/status`,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeJiraMode) {
      state.mode = value;
    },
    get hits() {
      return state.hits;
    },
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
