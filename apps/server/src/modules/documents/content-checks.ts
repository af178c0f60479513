/**
 * The checks a document's type needs beyond its head, run on every chunk as the file streams (ByteInspector): text
 * must hold no binary control characters to its end, and an old Office file must name its Word or Excel stream
 * somewhere. Both throw `refuse()` (the documents API's 400) to refuse the file.
 *
 * Text is 8-bit (UTF-8, or a spreadsheet's Windows-1252 export), checked byte by byte, or UTF-16 (Excel's "Unicode
 * Text", some HRIS exports), which is told by its byte-order mark and checked as the characters it decodes to: its
 * ASCII letters carry NUL bytes. UTF-16 without a byte-order mark cannot be told from binary and stays refused.
 */
import type { ByteInspector } from "../uploads/index";

// biome-ignore lint/suspicious/noControlCharactersInRegex: text files may hold tab, line feed, form feed and return only.
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Text in any 8-bit encoding (UTF-8, or a spreadsheet's Windows-1252 export): no binary control bytes. */
export function isPlainText(bytes: Uint8Array): boolean {
  return !BINARY_CONTROL.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
}

export type Utf16Encoding = "utf-16le" | "utf-16be";

/** The UTF-16 byte order the file's byte-order mark names, or null without one. */
export function utf16Encoding(head: Uint8Array): Utf16Encoding | null {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return null;
}

/**
 * Decodes UTF-16 as it streams: `fatal`, so an unpaired surrogate (which binary bytes soon make) is refused, and a
 * character split between two chunks waits for its second half. null: the bytes are not UTF-16 text.
 */
function utf16Reader(encoding: Utf16Encoding) {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const read = (bytes?: Uint8Array): boolean => {
    try {
      const text = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
      return !BINARY_CONTROL.test(text);
    } catch {
      return false;
    }
  };
  return read;
}

/** The head of a file that starts with a UTF-16 byte-order mark: text, as far as it goes (it may end mid-character). */
export function isUtf16Text(head: Uint8Array, encoding: Utf16Encoding): boolean {
  return utf16Reader(encoding)(head);
}

/** UTF-16 text to its end: no binary control characters, no broken surrogate, no odd byte left over. */
export function utf16TextCheck(encoding: Utf16Encoding, refuse: () => Error): ByteInspector {
  const read = utf16Reader(encoding);
  return {
    update(chunk) {
      if (!read(chunk)) throw refuse();
    },
    finish() {
      if (!read()) throw refuse();
    },
  };
}

export function plainTextCheck(refuse: () => Error): ByteInspector {
  return {
    update(chunk) {
      if (!isPlainText(chunk)) throw refuse();
    },
    finish() {},
  };
}

/** One of `names`, in UTF-16 (as a compound document's directory holds them), must occur in the bytes. */
export function utf16NameCheck(names: readonly string[], refuse: () => Error): ByteInspector {
  const needles = names.map((name) => Buffer.from(name, "utf16le"));
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  let tail = Buffer.alloc(0);
  let found = false;
  return {
    update(chunk) {
      if (found) return;
      // The tail of the previous chunks, so that a name split between two chunks is found.
      const window = Buffer.concat([tail, chunk]);
      found = needles.some((needle) => window.includes(needle));
      tail = Buffer.from(window.subarray(Math.max(0, window.length - overlap)));
    },
    finish() {
      if (!found) throw refuse();
    },
  };
}

/** Runs `check` over bytes held whole. */
export function checkWhole(check: ByteInspector, bytes: Uint8Array): void {
  check.update(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  check.finish();
}
