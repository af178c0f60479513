/**
 * A route declared for GET and HEAD at once (a file download) is one operation object under both methods in the
 * document @fastify/swagger builds. The HEAD one gets its own operationId ("head…" for "get…") and its 2xx answers
 * without content: a HEAD reply has no body. Part of the swagger `transformObject` (document-transform.ts).
 */
interface Operation {
  operationId?: string;
  responses?: Record<string, { description?: string }>;
}
export type Paths = Record<string, Record<string, Operation | undefined> | undefined>;

function headOf(get: Operation): Operation {
  const responses = Object.fromEntries(
    Object.entries(get.responses ?? {}).map(([code, response]) => {
      if (!/^2/.test(code)) return [code, response];
      return [code, { description: `${response.description} (headers only)` }];
    }),
  );
  return { ...get, operationId: get.operationId?.replace(/^get/, "head"), responses };
}

export function splitHeadOperations(paths: Paths): void {
  for (const item of Object.values(paths)) {
    if (item?.head && item.head === item.get) item.head = headOf(item.head);
  }
}
