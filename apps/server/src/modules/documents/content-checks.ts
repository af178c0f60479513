/**
 * The checks a document's type needs beyond its head, run on every chunk as the file streams (ByteInspector): text
 * must hold no binary control bytes to its end, and an old Office file must name its Word or Excel stream somewhere.
 * Both throw `refuse()` (the documents API's 400) to refuse the file.
 */
import type { ByteInspector } from "../uploads/index";

// biome-ignore lint/suspicious/noControlCharactersInRegex: text files may hold tab, line feed, form feed and return only.
const BINARY_CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Text in any 8-bit encoding (UTF-8, or a spreadsheet's Windows-1252 export): no binary control bytes. */
export function isPlainText(bytes: Uint8Array): boolean {
  return !BINARY_CONTROL.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"));
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
