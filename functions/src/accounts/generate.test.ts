import { describe, expect, it } from "vitest";
import { PASSWORD_MIN } from "@rink/common";
import { PASSWORD_NUMBERS, readablePassword, usernameBase } from "./generate";
import { FIRST_WORDS, SECOND_WORDS } from "./passwordWords";

describe("readablePassword", () => {
  const numbers = PASSWORD_NUMBERS.max - PASSWORD_NUMBERS.min + 1;

  it("comes from a space of at least 10 million passwords", () => {
    expect(numbers).toBe(90);
    expect(FIRST_WORDS.length * SECOND_WORDS.length * numbers).toBeGreaterThanOrEqual(10_000_000);
  });

  it("uses short lower-case words, each once across both lists", () => {
    const all = [...FIRST_WORDS, ...SECOND_WORDS];
    expect(new Set(all).size).toBe(all.length);
    for (const word of all) expect(word, word).toMatch(/^[a-z]{3,6}$/);
  });

  it("is a word of each list and two digits, long enough for the password rule", () => {
    for (let i = 0; i < 200; i++) {
      const password = readablePassword();
      const [first, second, digits, ...rest] = password.split("-");
      expect(rest).toEqual([]);
      expect(FIRST_WORDS).toContain(first);
      expect(SECOND_WORDS).toContain(second);
      expect(digits).toMatch(/^[1-9][0-9]$/);
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
    }
  });
});

describe("usernameBase", () => {
  it("keeps a name's letters, accents taken off", () => {
    expect(usernameBase("José", "Álvarez")).toBe("josea");
    expect(usernameBase("Anne-Marie", "D'Souza")).toBe("annemaried");
  });

  it("turns letters Unicode cannot decompose into their Latin base instead of dropping them", () => {
    expect(usernameBase("Łukasz", "Øster")).toBe("lukaszo");
    expect(usernameBase("Søren", "Ærø")).toBe("sorena");
    expect(usernameBase("Ðorðe", "Straße")).toBe("dordes");
  });

  it("falls back to 'student' when no letter is left", () => {
    expect(usernameBase("李", "王")).toBe("student");
  });
});
