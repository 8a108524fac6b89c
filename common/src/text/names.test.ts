import { describe, expect, it } from "vitest";
import { cleanName, emailKey, hasLetter, nameProblem, studentKey, usernameKey } from "./names";

// Each a character a tester typed or pasted that shows nothing on the roster.
const INVISIBLES = {
  "zero-width space": "\u200B",
  "zero-width non-joiner": "\u200C",
  "zero-width joiner": "\u200D",
  "left-to-right mark": "\u200E",
  "word joiner": "\u2060",
  "invisible separator": "\u2063",
  "Hangul filler": "\u3164",
  "Hangul choseong filler": "\u115F",
  "Hangul jungseong filler": "\u1160",
  "half-width Hangul filler": "\uFFA0",
  "braille blank": "\u2800",
  "soft hyphen": "\u00AD",
  "byte-order mark": "\uFEFF",
  "Mongolian vowel separator": "\u180E",
  "combining grapheme joiner": "\u034F",
  "variation selector 16": "\uFE0F",
  "tag letter a": "\u{E0061}",
};

describe("cleanName", () => {
  it.each(Object.entries(INVISIBLES))("removes a %s, inside a name and as the whole name", (_label, invisible) => {
    expect(cleanName(`Ray${invisible}mond`)).toBe("Raymond");
    expect(cleanName(`${invisible}Ray ${invisible}`)).toBe("Ray");
    expect(cleanName(invisible.repeat(3))).toBe("");
  });

  it("reads a line break as a space between words, so a quoted CSV cell 'Ray\\nmond' is 'Ray mond'", () => {
    expect(cleanName("Ray\nmond")).toBe("Ray mond");
    expect(cleanName("Ray\r\nmond")).toBe("Ray mond");
    expect(cleanName("Ray\tmond")).toBe("Ray mond");
    expect(cleanName("Ray\u2028mond")).toBe("Ray mond");
    expect(cleanName("Ray\u0085mond")).toBe("Ray mond");
  });

  it("removes control characters: a bell, an escape, a right-to-left override, NUL and DEL", () => {
    expect(cleanName("Ray\u0007mond")).toBe("Raymond");
    // ESC goes; the rest of the sequence is plain text that no terminal will act on.
    expect(cleanName("\u001b[31mRay\u001b[0m")).toBe("[31mRay[0m");
    expect(cleanName("\u202Ednomyar")).toBe("dnomyar");
    expect(cleanName("Ray\u0000mond\u007F")).toBe("Raymond");
    expect(cleanName("\u2066Ray\u2069")).toBe("Ray");
  });

  it("makes every run of spaces (no-break, ideographic, thin) one space, and trims", () => {
    expect(cleanName("  Mary \u00A0\u3000 Ann\u2009 ")).toBe("Mary Ann");
    expect(cleanName("Ivy  Stone")).toBe("Ivy Stone");
    expect(cleanName("Ivy\u200B Stone")).toBe("Ivy Stone");
  });

  it("reads full-width letters and ligatures as the letters they are (NFKC)", () => {
    expect(cleanName("ｍｓｒｉｖｅｒａ")).toBe("msrivera");
    expect(cleanName("Ｒａｙ")).toBe("Ray");
    expect(cleanName("ﬁona")).toBe("fiona");
  });

  it("keeps real names of every script exactly", () => {
    for (const name of ["José", "Łukasz", "Ærø", "Søren", "李", "王小明", "O'Brien", "Anne-Marie", "Nguyễn", "Ðorðe", "Straße", "محمد", "Ελένη", "Анна", "Zoë", "D'Souza", "Mary Ann", "김민준", "अर्जुन", "Jean-Luc St. Pierre"]) {
      expect(cleanName(name)).toBe(name.normalize("NFKC"));
    }
  });

  it("composes a letter and its accent into one (e + U+0301 is é) and keeps it", () => {
    expect(cleanName("Jose\u0301")).toBe("José");
    expect(cleanName("Jose\u200B\u0301")).toBe("José");
  });

  it("drops combining marks with no letter under them, and piles of more than four", () => {
    expect(cleanName("\u0301\u0308")).toBe("");
    expect(cleanName("\u0301Ray \u0308Stone")).toBe("Ray Stone");
    expect(cleanName(`Z${"\u0336\u0334\u0337\u0335\u0338\u0321\u0322".repeat(3)}oe`)).toBe("Z\u0336\u0334\u0337\u0335oe");
  });
});

describe("hasLetter and nameProblem", () => {
  it("a name of nothing but invisible characters has no letter", () => {
    for (const [label, invisible] of Object.entries(INVISIBLES)) {
      // JavaScript's trim() already counts a BOM as a space, so a name of BOMs is blank.
      expect(nameProblem(invisible.repeat(4), 99)).toBe(label === "byte-order mark" ? "missing" : "no-letter");
    }
    expect(nameProblem("\u0301", 99)).toBe("no-letter");
    expect(nameProblem("---", 99)).toBe("no-letter");
  });

  it("a blank name is missing; a long one is measured after cleaning", () => {
    expect(nameProblem("   ", 99)).toBe("missing");
    expect(nameProblem("", 99)).toBe("missing");
    expect(nameProblem("a".repeat(100), 99)).toBe("too-long");
    expect(nameProblem(`${"a".repeat(99)}\u200B\u200B`, 99)).toBeNull();
  });

  it("a letter of any script is a letter", () => {
    expect(hasLetter("李")).toBe(true);
    expect(hasLetter("O'Brien")).toBe(true);
    expect(hasLetter("")).toBe(false);
  });
});

describe("usernameKey, emailKey and studentKey", () => {
  it("folds lookalike usernames to one key", () => {
    const key = usernameKey("msrivera");
    expect(usernameKey("ｍｓｒｉｖｅｒａ")).toBe(key);
    expect(usernameKey("ms\u200Brivera")).toBe(key);
    expect(usernameKey("Ms\u00ADRivera")).toBe(key);
    expect(usernameKey(" MsRivera ")).toBe(key);
    expect(usernameKey("ＭＳＲＩＶＥＲＡ")).toBe(key);
  });

  it("leaves the key of a plain ASCII username as it was (lower case, trimmed): no stored claim moves", () => {
    for (const name of ["demo-teacher", "Sam", "jordan_lee42", "a.b", "Pat Coach"]) {
      expect(usernameKey(name)).toBe(name.trim().toLowerCase());
    }
  });

  it("folds an e-mail address the same way", () => {
    expect(emailKey(" Pat@Example.com\u200B ")).toBe("pat@example.com");
    expect(emailKey("ｐａｔ＠ｅｘａｍｐｌｅ.com")).toBe("pat@example.com");
  });

  it("one key for students who read the same", () => {
    const key = studentKey("Ivy", "Stone");
    expect(studentKey("Ivy\u200B", "Stone")).toBe(key);
    expect(studentKey("ivy", "stone")).toBe(key);
    expect(studentKey("  Ivy ", " Stone ")).toBe(key);
    expect(studentKey("Mary  Ann", "Lee")).toBe(studentKey("mary ann", "Lee"));
    expect(studentKey("Ivy", "Stones")).not.toBe(key);
    expect(studentKey("Ivy Stone", "")).not.toBe(studentKey("Ivy", "Stone"));
  });
});
