import { MSG } from '@amc/contracts';

/** What went wrong, in words a service may use; the error plugin turns each into its HTTP status. */
export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  TOO_MANY: 429,
  NOT_INSTALLED: 503,
  UNAVAILABLE: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<TErrorCode, string> = {
  BAD_INPUT: MSG.invalidInput,
  UNAUTHENTICATED: MSG.unauthenticated,
  FORBIDDEN: MSG.forbidden,
  NOT_FOUND: MSG.notFound,
  CONFLICT: MSG.invalidInput,
  TOO_LARGE: MSG.fileTooLarge,
  UNSUPPORTED_TYPE: MSG.unsupportedFile,
  TOO_MANY: MSG.tooManyRequests,
  NOT_INSTALLED: MSG.notInstalled,
  UNAVAILABLE: MSG.serverError,
};

export type TIssue = { path: string; message: string };

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly issues: TIssue[];

  constructor(code: TErrorCode, message?: string, issues: TIssue[] = []) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.code = code;
    this.issues = issues;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  /** A bad value in one field: the message is both the headline and the field's issue. */
  static field(path: string, message: string, code: TErrorCode = 'BAD_INPUT'): AppError {
    return new AppError(code, message, [{ path, message }]);
  }
}

/** The row a read found, or 404: a row that is not there, or not the caller's to reach, is not found. */
export function foundOr404<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw new AppError('NOT_FOUND');
  return row;
}
