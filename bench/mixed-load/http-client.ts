/** A keep-alive HTTP client for the load workers: one request, its status, headers, body and time taken. */
import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface HttpRequest {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function httpClient(origin: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const { hostname, port } = new URL(origin);
  const send = (request: HttpRequest): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers["content-length"] = Buffer.byteLength(request.body);
      const outgoing = http.request(
        { agent, hostname, port, method: request.method, path: request.path, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(request.body);
    });
  return { send, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;
