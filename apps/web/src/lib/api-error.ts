/** The one error type the api client throws: HTTP status (0 = no response), code, message and field errors. */

export interface ApiFieldError {
  /** The field's path with the server's leading "body." removed, ready for a form. */
  path: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: ApiFieldError[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ApiFieldError[];

  constructor({ status, code, message, errors = [] }: ApiErrorInit) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The status react-query's retry policy looks at; errors that are not HTTP failures never retry. */
export function errorStatus(error: unknown): number {
  return isApiError(error) ? error.status : -1;
}
