import { describe, expect, it } from "vitest";
import { confirmPasswordProblem, registrationBodySchema, registrationFieldSchemas } from "./registration";

const good = {
  name: "Pat Coach",
  email: "Pat@Example.com",
  school: "Maple School",
  schoolDistrict: "North District",
  schoolAddress: "1 Rink Road",
  city: "Boston",
  state: "Massachusetts",
  zipCode: "02108",
  gradeTaught: "5",
  classSize: "28",
  userName: "patcoach",
  password: "secret77",
};

const problem = (field: keyof typeof registrationFieldSchemas, value: unknown) => {
  const result = registrationFieldSchemas[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("registration rules", () => {
  it("accepts a form's text, reading numbers, the state's name and a zip code with a leading zero", () => {
    const parsed = registrationBodySchema.parse({ ...good, role: "teacher", confirmPassword: "secret77" });
    expect(parsed).toMatchObject({ email: "pat@example.com", state: "MA", zipCode: "02108", gradeTaught: 5, classSize: 28 });
  });

  it("says '*Required.' for a blank text field and 'Required' for a blank number", () => {
    expect(problem("name", "  ")).toBe("*Required.");
    expect(problem("name", undefined)).toBe("*Required.");
    expect(problem("gradeTaught", "")).toBe("Required");
    expect(problem("classSize", "   ")).toBe("Required");
  });

  it("refuses names that do not start with a letter and fields over 99 characters", () => {
    expect(problem("name", "1Pat")).toBe("Please enter a valid name.");
    expect(problem("city", "B".repeat(100))).toBe("Please enter a valid city.");
    expect(problem("password", "p".repeat(100))).toBe("Password can be at most 99 characters.");
  });

  it("keeps grades within 1 to 12 and classes within 1 to 1500", () => {
    expect(problem("gradeTaught", "13")).toBe("Invalid Grade");
    expect(problem("gradeTaught", "4.5")).toBe("Invalid Grade");
    expect(problem("classSize", "0")).toBe("Class size must be from 1 to 1500.");
    expect(problem("classSize", 1500)).toBeUndefined();
    expect(problem("classSize", "1501")).toBe("Class size must be from 1 to 1500.");
  });

  it("refuses the students' reserved e-mail domain and usernames a login or Firestore would misread", () => {
    expect(problem("email", "kid@students.rink-money.invalid")).toBe("Please enter a valid email.");
    expect(problem("userName", "pat@school")).toBe("Please enter a valid username.");
    expect(problem("userName", "..")).toBe("Please enter a valid username.");
    expect(problem("userName", "__x__")).toBe("Please enter a valid username.");
  });

  it("keeps each text field cleaned, and says a field of only invisible characters is not valid", () => {
    const parsed = registrationBodySchema.parse({ ...good, name: "Pat\u200B  Coach\n", userName: "ｍｓ\u00ADｒｉｖｅｒａ", email: " Pat\u200B@Example.com " });
    expect(parsed).toMatchObject({ name: "Pat Coach", userName: "msrivera", email: "pat@example.com" });
    expect(problem("name", "\u200B\u2060")).toBe("Please enter a valid name.");
    expect(problem("userName", "\u3164\u3164")).toBe("Please enter a valid username.");
    expect(problem("schoolAddress", "\u200B")).toBe("Please enter a valid school address.");
    expect(problem("userName", "ms／rivera")).toBe("Please enter a valid username.");
  });

  it("asks for the confirmation and checks that it matches", () => {
    expect(confirmPasswordProblem("secret77", "")).toBe("*Required.");
    expect(confirmPasswordProblem("secret77", "other")).toBe("Passwords do not match.");
    expect(confirmPasswordProblem("secret77", "secret77")).toBeUndefined();
    const mismatch = registrationBodySchema.safeParse({ ...good, confirmPassword: "other" });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "Passwords do not match." });
  });

  it("lets only teachers register", () => {
    const admin = registrationBodySchema.safeParse({ ...good, role: "admin" });
    expect(admin.error?.issues[0]?.message).toMatch(/^Only teachers can register/);
  });
});
