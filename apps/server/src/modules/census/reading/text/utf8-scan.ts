/**
 * Byte-level UTF-8 checks for the census decoder: where the first invalid sequence starts (to name the row a broken
 * file breaks at), and how many trailing bytes are an unfinished character (kept for the next chunk).
 */

/** Length of the sequence a lead byte starts; 0 for a byte that cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The allowed range of the second byte, which rules out overlongs, surrogates and code points above U+10FFFF. */
function isValidSecond(lead: number, second: number): boolean {
  if (lead === 0xe0) return second >= 0xa0 && second <= 0xbf;
  if (lead === 0xed) return second >= 0x80 && second <= 0x9f;
  if (lead === 0xf0) return second >= 0x90 && second <= 0xbf;
  if (lead === 0xf4) return second >= 0x80 && second <= 0x8f;
  return second >= 0x80 && second <= 0xbf;
}

/**
 * Offset of the first byte of `bytes[start, end)` that starts an invalid sequence, or -1 when all is valid. A
 * sequence cut off by `end` counts as valid when `allowCutEnd` (more bytes follow), else as invalid.
 */
export function firstInvalidUtf8(bytes: Uint8Array, start: number, end: number, allowCutEnd: boolean): number {
  let i = start;
  while (i < end) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length = sequenceLength(lead);
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      if (i + k >= end) return allowCutEnd ? -1 : i;
      const next = bytes[i + k] as number;
      if (k === 1 ? !isValidSecond(lead, next) : next < 0x80 || next > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

/** How many bytes at the end of `bytes` are the start of a character the next chunk finishes (0 to 3). */
export function unfinishedUtf8Tail(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && back <= end; back++) {
    const byte = bytes[end - back] as number;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return sequenceLength(byte) > back ? back : 0;
  }
  return 0;
}
