/** The little of a logger that use cases need (pino's and Fastify's loggers fit), so that they take no HTTP type. */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}
