import { describe, expect, it } from "vitest";
import { parseLoadArgs } from "./args";

describe("npm run load's options", () => {
  it("runs the lesson by default, and the jobs at full size with --big-class", () => {
    expect(parseLoadArgs([]).bigClass).toBe(false);
    expect(parseLoadArgs(["--big-class"])).toMatchObject({ bigClass: true, running: false });
    expect(parseLoadArgs(["--students", "40", "--big-class"])).toMatchObject({ bigClass: true, students: 40 });
  });

  it("measures the admin's pages on a programme of 2,000 teachers of 30 with --programme, or as many as asked", () => {
    expect(parseLoadArgs([]).programmeTeachers).toBe(0);
    expect(parseLoadArgs(["--programme"])).toMatchObject({ programmeTeachers: 2000, students: 30 });
    expect(parseLoadArgs(["--teachers", "120", "--programme", "--students", "3"])).toMatchObject({ programmeTeachers: 120, students: 3 });
  });
});
