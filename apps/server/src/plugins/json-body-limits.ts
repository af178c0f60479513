/** Limits of JSON request bodies, read by the JSON body parser (plugins/json-body.ts) and the app's bodyLimit (app.ts). */
/** The deepest nesting of arrays and objects a JSON request body may have (ours; no form nests beyond 6). */
export const MAX_JSON_NESTING = 32;
/** The largest JSON request body, unless a route family sets its own (ours: 1 MiB). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
