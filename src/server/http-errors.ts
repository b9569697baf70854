/** An error that maps to an HTTP status with a safe, user-facing body. */
export class HttpError extends Error {
  statusCode: number;
  field?: string;
  reason?: string;
  extra?: Record<string, unknown>;
  constructor({
    statusCode,
    message,
    field,
    reason,
    extra,
  }: {
    statusCode: number;
    message: string;
    field?: string;
    reason?: string;
    extra?: Record<string, unknown>;
  }) {
    super(message);
    this.statusCode = statusCode;
    this.field = field;
    this.reason = reason;
    this.extra = extra;
  }
}

/** 400 naming the field and the reason. */
export const badRequest = ({ field, reason }: { field: string; reason: string }) =>
  new HttpError({ statusCode: 400, message: `${field}: ${reason}`, field, reason });

export const unauthorized = (
  message = 'Chưa đăng nhập hoặc phiên đã hết hạn / Not signed in or session expired',
) => new HttpError({ statusCode: 401, message });

export const forbidden = (message = 'Không có quyền truy cập / Access denied') =>
  new HttpError({ statusCode: 403, message });

export const notFound = (message = 'Không tìm thấy / Not found') =>
  new HttpError({ statusCode: 404, message });

export const conflict = (message: string) => new HttpError({ statusCode: 409, message });

export const tooManyRequests = ({
  message,
  retryAfterSeconds,
}: {
  message: string;
  retryAfterSeconds: number;
}) => new HttpError({ statusCode: 429, message, extra: { retryAfterSeconds } });
