/** Byte ranges of a stored object, inclusive at both ends as in an HTTP Range header ("bytes=0-99" is 0..99). */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range starts at or after the object's end (HTTP 416); `sizeBytes` is the object's size, for Content-Range. */
export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly range: ByteRange,
    readonly sizeBytes: number,
  ) {
    super(`Range ${range.start}-${range.end} is not satisfiable for an object of ${sizeBytes} bytes`);
    this.name = "RangeNotSatisfiableError";
  }
}

/** Refuses what is not a range at all (a caller's bug, not a client's request). */
export function assertWellFormedRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}

/** The range within an object of `sizeBytes` (its end clamped to the last byte); throws when it starts past the end. */
export function clampRange(range: ByteRange, sizeBytes: number): ByteRange {
  assertWellFormedRange(range);
  if (range.start >= sizeBytes) throw new RangeNotSatisfiableError(range, sizeBytes);
  return { start: range.start, end: Math.min(range.end, sizeBytes - 1) };
}
