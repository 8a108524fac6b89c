// What the load run measures: every request's duration by kind, and the time from a
// student's move to the teacher's listener seeing it. Printed as one table per round.

export interface Sample {
  kind: string;
  startedAt: number;
  ms: number;
  ok: boolean;
}

export interface Summary {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  perSecond: number;
  errors: number;
}

/** Nearest-rank percentile of sorted values (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export function summarise(kind: string, samples: readonly Sample[]): Summary {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const first = Math.min(...samples.map((s) => s.startedAt));
  const last = Math.max(...samples.map((s) => s.startedAt + s.ms));
  const seconds = samples.length > 0 ? Math.max(0.001, (last - first) / 1000) : 1;
  return {
    kind,
    count: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    perSecond: samples.length / seconds,
    errors: samples.filter((s) => !s.ok).length,
  };
}

/** Collects samples of one round; errors keep their first few messages for the report. */
export class Recorder {
  readonly samples: Sample[] = [];
  readonly errorMessages: string[] = [];

  record(kind: string, startedAt: number, ok: boolean, error?: string): void {
    this.samples.push({ kind, startedAt, ms: performance.now() - startedAt, ok });
    if (!ok && error && this.errorMessages.length < 10) this.errorMessages.push(`${kind}: ${error}`);
  }

  /** One row per kind, in the order kinds first appeared, then "all moves" and "all requests". */
  table(): Summary[] {
    const kinds = [...new Set(this.samples.map((s) => s.kind))];
    const rows = kinds.map((kind) => summarise(kind, this.samples.filter((s) => s.kind === kind)));
    const moves = this.samples.filter((s) => s.kind.startsWith("move "));
    if (moves.length > 0) rows.push(summarise("all moves", moves));
    if (this.samples.length > 0) rows.push(summarise("all requests", this.samples));
    return rows;
  }

  get errors(): number {
    return this.samples.filter((s) => !s.ok).length;
  }
}

const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

export function formatTable(rows: readonly Summary[]): string {
  const header = ["request", "count", "p50", "p95", "max", "req/s", "errors"];
  const lines = rows.map((r) => [r.kind, String(r.count), ms(r.p50), ms(r.p95), ms(r.max), r.perSecond.toFixed(1), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [format(header), format(widths.map((w) => "-".repeat(w))), ...lines.map(format)].join("\n");
}
