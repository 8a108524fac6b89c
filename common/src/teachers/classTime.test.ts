import { describe, expect, it } from "vitest";
import { TIME_SHARDS, classTimeChange, timeShardIds, timeShardOf } from "./classTime";

describe("a class's time counters", () => {
  it("names each shard once, 0 to TIME_SHARDS - 1", () => {
    expect(timeShardIds()).toEqual(Array.from({ length: TIME_SHARDS }, (_, shard) => String(shard)));
  });

  it("puts one student always in the same shard, one of those", () => {
    for (const id of ["a", "s1", "Xq3Jk9vTqYbZp0cWm2Rr8nLd4Ha1", ""]) {
      expect(timeShardIds()).toContain(timeShardOf(id));
      expect(timeShardOf(id)).toBe(timeShardOf(id));
    }
  });

  it("spreads a school's students over every shard, none with more than twice its share", () => {
    const ids = Array.from({ length: 3000 }, (_, index) => `uid${index.toString(36)}x${(index * 7919).toString(36)}`);
    const perShard = new Map<string, number>();
    for (const id of ids) perShard.set(timeShardOf(id), (perShard.get(timeShardOf(id)) ?? 0) + 1);
    expect(perShard.size).toBe(TIME_SHARDS);
    for (const count of perShard.values()) expect(count).toBeLessThan((2 * ids.length) / TIME_SHARDS);
  });

  it("moves the class's time by the student's change, and not at all for a move that played no time", () => {
    expect(classTimeChange({ timeSpent: 60_000 }, { timeSpent: 90_000 })).toBe(30_000);
    expect(classTimeChange({ timeSpent: 60_000 }, { timeSpent: 60_000 })).toBe(0);
  });
});
