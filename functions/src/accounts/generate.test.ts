import { describe, expect, it } from "vitest";
import { usernameBase } from "./generate";

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
