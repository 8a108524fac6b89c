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

// Between two letters the joiners join (Persian, the Indic scripts): see "keeps what joins".
const JOINERS = ["zero-width non-joiner", "zero-width joiner"];

describe("cleanName", () => {
  it.each(Object.entries(INVISIBLES))("removes a %s at a name's ends, beside a space, and as the whole name", (_label, invisible) => {
    expect(cleanName(`${invisible}Ray ${invisible}`)).toBe("Ray");
    expect(cleanName(`Ray ${invisible}mond`)).toBe("Ray mond");
    expect(cleanName(`Ray${invisible} mond`)).toBe("Ray mond");
    expect(cleanName(invisible.repeat(3))).toBe("");
  });

  it.each(Object.entries(INVISIBLES).filter(([label]) => !JOINERS.includes(label)))("removes a %s between two letters", (_label, invisible) => {
    expect(cleanName(`Ray${invisible}mond`)).toBe("Raymond");
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

  describe("keeps what joins: the joiners and selectors that shape their neighbours, exactly where they do", () => {
    // Real names whose letters join only through a zero-width (non-)joiner, and names with emoji sequences.
    const JOINED = {
      "Persian Alireza, with a non-joiner": "\u0639\u0644\u06CC\u200C\u0631\u0636\u0627",
      "Persian Mohammad-Reza": "\u0645\u062D\u0645\u062F\u200C\u0631\u0636\u0627",
      "Sinhala Sriyani, with a joiner": "\u0DC1\u0DCA\u200D\u0DBB\u0DD2\u0DBA\u0DCF\u0DB1\u0DD2",
      "Marathi, an eyelash ra": "\u0938\u0942\u0930\u094D\u200D\u092F",
      "an astronaut of one skin tone": "Star \u{1F469}\u{1F3FD}\u200D\u{1F680}",
      "a family": "Lee \u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
      "a rainbow flag": "Kai \u{1F3F3}\uFE0F\u200D\u{1F308}",
      "a red heart": "Mia \u2764\uFE0F",
      "a keycap": "Team 1\uFE0F\u20E3",
      "Scotland's flag": "Isla \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
      "a Han letter's variant": "\u845B\u{E0100}\u98FE",
    };

    it.each(Object.entries(JOINED))("%s is stored exactly as typed", (_label, name) => {
      expect(cleanName(name)).toBe(name);
      expect(cleanName(` ${name}\u200B `)).toBe(name);
    });

    it("the astronaut stays one astronaut: the joiner is not taken out of it", () => {
      expect(Array.from(cleanName("Star \u{1F469}\u{1F3FD}\u200D\u{1F680}"))).toContain("\u200D");
    });

    it("removes a joiner with nothing to join, a selector with nothing to select, a broken flag's tags", () => {
      expect(cleanName("\u200D\u{1F680}")).toBe("\u{1F680}");
      expect(cleanName("\u{1F680}\u200D")).toBe("\u{1F680}");
      expect(cleanName("Ray\u200D\u200Dmond")).toBe("Raymond");
      expect(cleanName("\u3164\u200Da")).toBe("a");
      expect(cleanName("Ray\uFE0F")).toBe("Ray");
      expect(cleanName("Ray\u{E0100}")).toBe("Ray");
      expect(cleanName("Isla \u{1F3F4}\u{E0067}\u{E0062}")).toBe("Isla \u{1F3F4}");
    });

    it("the keys fold them away, so a name with and without a joiner is one student and one username", () => {
      expect(usernameKey("Ray\u200Dmond")).toBe(usernameKey("Raymond"));
      expect(usernameKey("\u0639\u0644\u06CC\u200C\u0631\u0636\u0627")).toBe(usernameKey("\u0639\u0644\u06CC\u0631\u0636\u0627"));
      expect(studentKey("Mia \u2764\uFE0F", "Lee")).toBe(studentKey("Mia \u2764", "Lee"));
    });
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
