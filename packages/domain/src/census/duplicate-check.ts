/**
 * Remembers a compact key per row seen, to say "same as row N" when a key comes back (census duplicates, issue 16).
 *
 * An open-addressing table on typed arrays rather than a Map: a million keys take 24 MB here (a Float64Array and an
 * Int32Array of two million slots), where a Map of non-Smi numbers costs about twice that, and the server validates
 * a million rows with three of these under a 200 MB budget.
 */
const INITIAL_CAPACITY = 1024;

/** Slot of a key: its two 32-bit halves mixed, so sequential SSNs spread over the table. */
function slotOf(key: number, mask: number): number {
  const low = key >>> 0;
  const high = Math.floor(key / 4294967296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) & mask;
}

export class DuplicateCheck {
  private keys = new Float64Array(INITIAL_CAPACITY);
  /** The first row of each key; 0 marks an empty slot (row numbers start at 1). */
  private rows = new Int32Array(INITIAL_CAPACITY);
  private count = 0;

  /** The row that first had `key`, or 0 when it is new (it is then remembered against `rowNumber`, at least 1). */
  firstRowOf(key: number, rowNumber: number): number {
    const mask = this.keys.length - 1;
    let slot = slotOf(key, mask);
    while (this.rows[slot] !== 0) {
      if (this.keys[slot] === key) return this.rows[slot] ?? 0;
      slot = (slot + 1) & mask;
    }
    this.keys[slot] = key;
    this.rows[slot] = rowNumber;
    this.count++;
    if (this.count * 2 > this.keys.length) this.grow();
    return 0;
  }

  has(key: number): boolean {
    const mask = this.keys.length - 1;
    let slot = slotOf(key, mask);
    while (this.rows[slot] !== 0) {
      if (this.keys[slot] === key) return true;
      slot = (slot + 1) & mask;
    }
    return false;
  }

  get size(): number {
    return this.count;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldRows = this.rows;
    this.keys = new Float64Array(oldKeys.length * 2);
    this.rows = new Int32Array(oldRows.length * 2);
    const mask = this.keys.length - 1;
    for (let i = 0; i < oldKeys.length; i++) {
      const row = oldRows[i] ?? 0;
      if (row === 0) continue;
      const key = oldKeys[i] ?? 0;
      let slot = slotOf(key, mask);
      while (this.rows[slot] !== 0) slot = (slot + 1) & mask;
      this.keys[slot] = key;
      this.rows[slot] = row;
    }
  }
}
