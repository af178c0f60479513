/**
 * Remembers a compact key per row seen, to say "same as row N" when a key comes back (census duplicates, issue 16).
 *
 * An open-addressing table (linear probing) on one Int32Array rather than a Map: each slot is three words side by
 * side, the key's low 32 bits, its high 21 bits and its first row, so a probe touches one cache line. Twelve bytes a
 * slot and a table at most three quarters full: a million keys take about 20 MB where a Map of non-Smi numbers costs
 * three times that; the server validates a million rows with three of these under a 200 MB budget, and the smaller
 * the tables, the more of them stays in the processor's cache (these probes are most of the checks' time).
 */
const INITIAL_CAPACITY = 1024;
const WORDS = 3;
/** Sized at this load; grown (doubled) past MAX_LOAD. */
const SIZED_LOAD = 0.6;
const MAX_LOAD = 0.75;
const TWO_TO_32 = 4294967296;

function capacityFor(keys: number): number {
  return Math.max(INITIAL_CAPACITY, Math.ceil(keys / SIZED_LOAD));
}

/** A key's high part: the bits above 32 (keys are below 2^53; -1 and other negatives never match a real key). */
function highOf(key: number): number {
  return Math.floor(key / TWO_TO_32) | 0;
}

export class DuplicateCheck {
  /** Slot i is words[3i] (low), words[3i + 1] (high) and words[3i + 2] (first row; 0 marks an empty slot). */
  private words: Int32Array;
  private capacity: number;
  private limit: number;
  private count = 0;

  /**
   * `expectedKeys` sizes the table up front: growing rehashes every key into a new table, a random write each, and
   * holds both tables at once. A guess below the real count only means a growth.
   */
  constructor(expectedKeys = 0) {
    this.capacity = capacityFor(expectedKeys);
    this.limit = Math.floor(this.capacity * MAX_LOAD);
    this.words = new Int32Array(this.capacity * WORDS);
  }

  /** The home slot: the two halves mixed, then scaled to the capacity by the product's high bits (no power of 2). */
  private home(low: number, high: number): number {
    const mixed = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) >>> 0;
    return Math.floor((mixed * this.capacity) / TWO_TO_32);
  }

  /** The row that first had `key`, or 0 when it is new (it is then remembered against `rowNumber`, at least 1). */
  firstRowOf(key: number, rowNumber: number): number {
    const words = this.words;
    const low = key | 0;
    const high = highOf(key);
    const capacity = this.capacity;
    let slot = this.home(low, high);
    for (;;) {
      const at = slot * WORDS;
      const row = words[at + 2] as number;
      if (row === 0) {
        words[at] = low;
        words[at + 1] = high;
        words[at + 2] = rowNumber;
        if (++this.count > this.limit) this.grow();
        return 0;
      }
      if (words[at] === low && words[at + 1] === high) return row;
      slot = slot + 1 === capacity ? 0 : slot + 1;
    }
  }

  has(key: number): boolean {
    const words = this.words;
    const low = key | 0;
    const high = highOf(key);
    const capacity = this.capacity;
    let slot = this.home(low, high);
    for (;;) {
      const at = slot * WORDS;
      if (words[at + 2] === 0) return false;
      if (words[at] === low && words[at + 1] === high) return true;
      slot = slot + 1 === capacity ? 0 : slot + 1;
    }
  }

  get size(): number {
    return this.count;
  }

  private grow(): void {
    const old = this.words;
    this.capacity *= 2;
    this.limit = Math.floor(this.capacity * MAX_LOAD);
    this.words = new Int32Array(this.capacity * WORDS);
    const words = this.words;
    const capacity = this.capacity;
    for (let at = 0; at < old.length; at += WORDS) {
      const row = old[at + 2] as number;
      if (row === 0) continue;
      const low = old[at] as number;
      const high = old[at + 1] as number;
      let slot = this.home(low, high);
      while (words[slot * WORDS + 2] !== 0) slot = slot + 1 === capacity ? 0 : slot + 1;
      words[slot * WORDS] = low;
      words[slot * WORDS + 1] = high;
      words[slot * WORDS + 2] = row;
    }
  }
}
