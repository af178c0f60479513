/** Per kind of request: the latencies, the statuses and the transport errors, printed as a small table. */

interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}

export class LoadStats {
  private readonly kinds = new Map<string, KindStats>();

  private of(kind: string): KindStats {
    let stats = this.kinds.get(kind);
    if (!stats) {
      stats = { latencies: [], statuses: new Map(), errors: 0 };
      this.kinds.set(kind, stats);
    }
    return stats;
  }

  record(kind: string, status: number, ms: number): void {
    const stats = this.of(kind);
    stats.latencies.push(ms);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  }

  error(kind: string): void {
    this.of(kind).errors++;
  }

  count(predicate: (status: number) => boolean): number {
    let total = 0;
    for (const stats of this.kinds.values()) {
      for (const [status, count] of stats.statuses) if (predicate(status)) total += count;
    }
    return total;
  }

  get errors(): number {
    return [...this.kinds.values()].reduce((sum, stats) => sum + stats.errors, 0);
  }

  table(seconds: number): string {
    const percentile = (sorted: number[], p: number) =>
      sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
    const header = `${"kind".padEnd(26)}${"requests".padStart(9)}${"req/s".padStart(8)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"5xx".padStart(5)}  statuses`;
    const rows = [header, "-".repeat(header.length + 12)];
    let all: number[] = [];
    for (const [kind, stats] of [...this.kinds.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      all = all.concat(sorted);
      const fivexx = [...stats.statuses].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0);
      const statuses = [...stats.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(" ");
      rows.push(
        `${kind.padEnd(26)}${String(sorted.length).padStart(9)}${(sorted.length / seconds).toFixed(1).padStart(8)}` +
          `${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}` +
          `${String(fivexx).padStart(5)}  ${statuses}${stats.errors ? ` errors×${stats.errors}` : ""}`,
      );
    }
    all.sort((a, b) => a - b);
    rows.push("-".repeat(header.length + 12));
    rows.push(
      `${"all".padEnd(26)}${String(all.length).padStart(9)}${(all.length / seconds).toFixed(1).padStart(8)}` +
        `${percentile(all, 50).toFixed(1).padStart(9)}${percentile(all, 99).toFixed(1).padStart(9)}` +
        `${String(this.count((s) => s >= 500)).padStart(5)}`,
    );
    return rows.join("\n");
  }
}
