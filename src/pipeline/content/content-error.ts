/** A content mistake the author must fix; the message always starts with `file:line`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'ContentError';
  }
}
