// POST /api/v1/auth/register: public teacher registration with every rule of
// docs/product.md#registration checked by the server, usernames and e-mails unique.
import { describe, expect, it } from "vitest";
import { nameKeyOf, searchIndexOf, timeShardDocId, timeShardIds } from "@rink/common";
import { api } from "../../support/api";
import { auth, db, makeTeacher } from "../../support/server-sdk";
import { expectNothingCreated, registration, traces } from "./fixtures";

describe("teacher registration", () => {
  it("creates the Auth user with the teacher role, the username claim and the profile (no password) with an empty class's counters", async () => {
    const body = registration();
    const answer = await api("POST", "/auth/register", { body });
    expect(answer).toEqual({ status: 201, body: { success: true } });

    const user = await auth().getUserByEmail(body.email);
    expect(user.customClaims).toEqual({ role: "teacher" });
    const claim = await db().collection("usernames").doc(body.userName.toLowerCase()).get();
    expect(claim.data()).toEqual({ uid: user.uid, role: "teacher" });
    const teacher = (await db().collection("teachers").doc(user.uid).get()).data();
    expect(teacher).toEqual({
      _id: user.uid,
      role: "teacher",
      studentCount: 0,
      // A registered class takes the money check until its teacher turns it off (docs/learning.md).
      moneyCheck: true,
      name: body.name,
      userName: body.userName,
      email: body.email,
      school: body.school,
      schoolDistrict: body.schoolDistrict,
      schoolAddress: body.schoolAddress,
      city: body.city,
      state: "MN",
      zipCode: "55401",
      gradeTaught: 5,
      classSize: 28,
      // The admin's search and order, from the same profile (docs/decisions.md#d77).
      nameKey: nameKeyOf(body.name),
      searchIndex: searchIndexOf({ name: body.name, gradeTaught: 5, school: body.school, schoolDistrict: body.schoolDistrict }),
    });
    // The class's time played starts at 0 in each of its counters.
    const shards = await db().collection("classTime").where("teacherId", "==", user.uid).get();
    expect(shards.docs.map((shard) => [shard.id, shard.data()]).sort()).toEqual(timeShardIds().map((id) => [timeShardDocId(user.uid, id), { teacherId: user.uid, timeSpentMs: 0 }]).sort());
  });

  it("takes a full state name (stored as its code), numbers sent as text, and keeps a zip code's leading zero", async () => {
    const body = registration({ state: "massachusetts", zipCode: "02108", gradeTaught: "12", classSize: "1500", email: "  MixedCase@Example.com " });
    const answer = await api("POST", "/auth/register", { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const user = await auth().getUserByEmail("mixedcase@example.com");
    const teacher = (await db().collection("teachers").doc(user.uid).get()).data();
    expect(teacher).toMatchObject({ state: "MA", zipCode: "02108", gradeTaught: 12, classSize: 1500, email: "mixedcase@example.com" });
  });

  // [field, value sent (undefined = left out), the answer's error text]
  const refusals: [string, unknown, string][] = [
    ["name", undefined, "name: *Required."],
    ["name", "   ", "name: *Required."],
    ["name", "4ever Coach", "name: Please enter a valid name."],
    ["name", `J${"o".repeat(99)}`, "name: Please enter a valid name."],
    ["email", undefined, "email: *Required."],
    ["email", "coach.example.com", "email: Please enter a valid email."],
    ["email", `${"c".repeat(88)}@example.com`, "email: Please enter a valid email."],
    ["email", "someone@students.rink-money.invalid", "email: Please enter a valid email."],
    ["school", undefined, "school: *Required."],
    ["school", "12 Oaks School", "school: Please enter a valid school name."],
    ["school", `S${"s".repeat(99)}`, "school: Please enter a valid school name."],
    ["schoolDistrict", "", "schoolDistrict: *Required."],
    ["schoolDistrict", "#5 District", "schoolDistrict: Please enter a valid school district."],
    ["schoolAddress", undefined, "schoolAddress: *Required."],
    ["city", "", "city: *Required."],
    ["city", "123", "city: Please enter a valid city."],
    ["state", undefined, "state: *Required."],
    ["state", "ZZ", "state: Please enter a valid state."],
    ["state", "Ontario", "state: Please enter a valid state."],
    ["zipCode", undefined, "zipCode: *Required."],
    ["zipCode", "1234", "zipCode: Please enter a valid zipcode."],
    ["zipCode", "55a01", "zipCode: Please enter a valid zipcode."],
    ["gradeTaught", undefined, "gradeTaught: Required"],
    ["gradeTaught", 0, "gradeTaught: Invalid Grade"],
    ["gradeTaught", 13, "gradeTaught: Invalid Grade"],
    ["gradeTaught", 4.5, "gradeTaught: Invalid Grade"],
    ["gradeTaught", "fifth", "gradeTaught: Invalid Grade"],
    ["classSize", "", "classSize: Required"],
    ["classSize", 0, "classSize: Class size must be from 1 to 1500."],
    ["classSize", 1501, "classSize: Class size must be from 1 to 1500."],
    ["userName", undefined, "userName: *Required."],
    ["userName", "u".repeat(100), "userName: Please enter a valid username."],
    ["userName", "coach/one", "userName: Please enter a valid username."],
    ["userName", "coach@one", "userName: Please enter a valid username."],
    ["password", undefined, "password: *Required."],
    ["password", "short1", "password: Password must be at least 7 characters."],
    ["confirmPassword", "not-the-same", "confirmPassword: Passwords do not match."],
  ];

  it.each(refusals)("refuses %s = %j with 400 '%s' and creates nothing", async (field, value, error) => {
    const body: Record<string, unknown> = registration();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const answer = await api("POST", "/auth/register", { body });
    expect(answer).toEqual({ status: 400, body: { success: false, error } });
    await expectNothingCreated(String(body.userName ?? "missing"), String(body.email ?? "missing@example.com"));
  });

  it("accepts a password of exactly 7 characters", async () => {
    const body = registration({ password: "seven77", confirmPassword: "seven77" });
    expect((await api("POST", "/auth/register", { body })).status).toBe(201);
  });

  it.each(["admin", "student"])("refuses role '%s' and makes no account", async (role) => {
    const body = registration({ role });
    const answer = await api("POST", "/auth/register", { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: expect.stringContaining("Only teachers can register") });
    await expectNothingCreated(body.userName, body.email);
  });

  it("refuses a username already taken, whatever its case, with 409 and leaves no Auth user behind", async () => {
    const existing = await makeTeacher();
    const body = registration({ userName: existing.userName.toUpperCase() });
    const answer = await api("POST", "/auth/register", { body });
    expect(answer).toEqual({ status: 409, body: { success: false, error: "That username is already taken." } });
    expect(await traces(body.userName, body.email)).toEqual({ usernameClaimed: true, teacherDocuments: 0, authUser: false });
  });

  it("refuses an e-mail already registered, whatever its case, with 409 and claims no username", async () => {
    const existing = await makeTeacher();
    const body = registration({ email: existing.email.toUpperCase() });
    const answer = await api("POST", "/auth/register", { body });
    expect(answer).toEqual({ status: 409, body: { success: false, error: "That email is already registered." } });
    const claim = await db().collection("usernames").doc(body.userName.toLowerCase()).get();
    expect(claim.exists).toBe(false);
  });
});
