/**
 * Remembers a compact key per row seen, to say "same as row N" when a key comes back (census duplicates, issue 16).
 *
 * An open-addressing table on one typed array rather than a Map: each slot is a key and its first row side by side,
 * so a probe touches one cache line (the table outgrows the caches at a few hundred thousand rows, and a separate rows
 * array cost a second miss per row). A million keys take 32 MB (two million slots of 16 bytes), where a Map of
 * non-Smi numbers costs about twice that; the server validates a million rows with three of these under a 200 MB
 * budget.
 */
const INITIAL_CAPACITY = 1024;

/** Slot of a key: its two 32-bit halves mixed, so sequential SSNs spread over the table. */
function slotOf(key: number, mask: number): number {
  const low = key >>> 0;
  const high = Math.floor(key / 4294967296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) & mask;
}

/** The smallest power of two that holds `keys` at most half full. */
function capacityFor(keys: number): number {
  let capacity = INITIAL_CAPACITY;
  while (capacity < keys * 2) capacity *= 2;
  return capacity;
}

export class DuplicateCheck {
  /** Slot i is entries[2i] (the key) and entries[2i + 1] (its first row; 0 marks an empty slot, rows start at 1). */
  private entries: Float64Array;
  private capacity: number;
  private count = 0;

  /**
   * `expectedKeys` sizes the table up front: growing rehashes every key into a new table, a random write each, and
   * holds both tables at once. A guess below the real count only means fewer growths.
   */
  constructor(expectedKeys = 0) {
    this.capacity = capacityFor(expectedKeys);
    this.entries = new Float64Array(this.capacity * 2);
  }

  /** The row that first had `key`, or 0 when it is new (it is then remembered against `rowNumber`, at least 1). */
  firstRowOf(key: number, rowNumber: number): number {
    const entries = this.entries;
    const mask = this.capacity - 1;
    let slot = slotOf(key, mask);
    for (;;) {
      const row = entries[2 * slot + 1] as number;
      if (row === 0) break;
      if (entries[2 * slot] === key) return row;
      slot = (slot + 1) & mask;
    }
    entries[2 * slot] = key;
    entries[2 * slot + 1] = rowNumber;
    this.count++;
    if (this.count * 2 > this.capacity) this.grow();
    return 0;
  }

  has(key: number): boolean {
    const entries = this.entries;
    const mask = this.capacity - 1;
    let slot = slotOf(key, mask);
    for (;;) {
      if (entries[2 * slot + 1] === 0) return false;
      if (entries[2 * slot] === key) return true;
      slot = (slot + 1) & mask;
    }
  }

  get size(): number {
    return this.count;
  }

  private grow(): void {
    const old = this.entries;
    this.capacity *= 2;
    this.entries = new Float64Array(this.capacity * 2);
    const entries = this.entries;
    const mask = this.capacity - 1;
    for (let i = 0; i < old.length; i += 2) {
      const row = old[i + 1] as number;
      if (row === 0) continue;
      const key = old[i] as number;
      let slot = slotOf(key, mask);
      while (entries[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      entries[2 * slot] = key;
      entries[2 * slot + 1] = row;
    }
  }
}
