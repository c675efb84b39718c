/** An error the app's error handler answers with its status and message (never a 500). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = statusCode === 401 ? 'Unauthorized' : statusCode === 404 ? 'Not Found' : 'Bad Request',
  ) {
    super(message);
  }
}

/** A client error answered with HTTP 400 and this message as the reason. */
export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
