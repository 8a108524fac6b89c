import { afterEach, describe, expect, it, vi } from "vitest";
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

  it("runs a school with --classes: classes of --students, starts spread over 60 s unless --stagger-seconds says otherwise", () => {
    expect(parseLoadArgs([]).classes).toBe(0);
    expect(parseLoadArgs(["--classes", "10"])).toMatchObject({ classes: 10, students: 30, staggerSeconds: 60, pacedSeconds: 4, running: false });
    expect(parseLoadArgs(["--classes", "3", "--students", "5", "--stagger-seconds", "0", "--paced-seconds", "2"])).toMatchObject({ classes: 3, students: 5, staggerSeconds: 0, pacedSeconds: 2 });
    expect(parseLoadArgs(["--classes", "2", "--logins-only"])).toMatchObject({ classes: 2, loginsOnly: true });
  });

  describe("refuses", () => {
    afterEach(() => vi.restoreAllMocks());
    const refused = (argv: string[]) => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(process, "exit").mockImplementation((code) => {
        throw new Error(`exit ${String(code)}`);
      });
      return () => parseLoadArgs(argv);
    };

    it("a school of no classes, a negative stagger, and a stagger without a school", () => {
      expect(refused(["--classes", "0"])).toThrow("exit 2");
      expect(refused(["--classes", "10", "--stagger-seconds", "-1"])).toThrow("exit 2");
      expect(refused(["--stagger-seconds", "30"])).toThrow("exit 2");
    });

    it("a school on the running stack, beside the other runs, or with the one class's rounds", () => {
      expect(refused(["--classes", "10", "--running"])).toThrow("exit 2");
      expect(refused(["--classes", "10", "--big-class"])).toThrow("exit 2");
      expect(refused(["--classes", "10", "--programme"])).toThrow("exit 2");
      expect(refused(["--classes", "10", "--rounds", "cold"])).toThrow("exit 2");
      expect(refused(["--classes", "10", "--cold-repeats", "3"])).toThrow("exit 2");
    });
  });
});
