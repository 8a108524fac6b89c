// GET /admin/teachers.csv: the teachers CSV download. Names and schools are the
// teachers' own text, so a cell a spreadsheet would run as a formula (one that
// starts with =, +, -, @, tab or carriage return) gets a leading apostrophe,
// and quoting follows RFC 4180.
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/api";
import { stackInfo } from "../../support/stack-info";
import { everyTeacherRow } from "../../../functions/src/admin/teacherRows";
import { unique } from "../../support/server-sdk";
import { adminToken, classWithTime, makeTeacher } from "./fixtures";

const COLUMNS = ["name", "userName", "email", "school", "schoolDistrict", "city", "state", "gradeTaught", "classSize", "studentCount", "totalMinutes"];

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

async function download(query = ""): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${stackInfo().apiUrl}/admin/teachers.csv${query}`, { headers: { authorization: `Bearer ${admin}` } });
  return { response, text: await response.text() };
}

function rowsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe("teachers CSV download", () => {
  it("is a CSV attachment named teachers.csv with the agreed columns", async () => {
    const { response, text } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="teachers.csv"');
    expect(text.split("\r\n")[0]).toBe(COLUMNS.join(","));
  });

  it("writes each teacher's profile, student count and minutes", async () => {
    const { teacher } = await classWithTime([10, 5], { name: `Plain Teacher ${unique()}` });
    const rows = rowsOf((await download()).text);
    const row = rows.find((cells) => cells[1] === teacher.userName);
    expect(row).toEqual([expect.stringContaining("Plain Teacher"), teacher.userName, teacher.email, "Test School", "Test District", "Testville", "MN", "5", "30", "2", "15"]);
  });

  it("defuses cells a spreadsheet would run as formulas, and quotes per RFC 4180", async () => {
    const hostile = ['=HYPERLINK("x")', "+1-2", "@SUM(A1)", "-2+3\nsecond line", "\tTabbed", "\rReturned"];
    const made: Array<{ userName: string; name: string }> = [];
    for (const name of hostile) {
      const teacher = await makeTeacher({ name });
      made.push({ userName: teacher.userName, name });
    }
    // A school with a comma and quotes, and a district that is itself a formula.
    const quoted = await makeTeacher({ name: "Quoted School Teacher", school: 'St. "Blades", North', schoolDistrict: "=cmd|' /C calc'!A0" });

    const { text } = await download();
    const rows = rowsOf(text);
    for (const { userName, name } of made) {
      const row = rows.find((cells) => cells[1] === userName);
      expect(row?.[0], JSON.stringify(name)).toBe(`'${name}`);
    }
    const quotedRow = rows.find((cells) => cells[1] === quoted.userName);
    expect(quotedRow?.[3]).toBe('St. "Blades", North');
    expect(quotedRow?.[4]).toBe("'=cmd|' /C calc'!A0");
    // The raw text: a quoted cell doubles its quotes, and no cell starts with a bare formula character.
    expect(text).toContain('"\'=HYPERLINK(""x"")"');
    expect(text).toContain('"St. ""Blades"", North"');
    for (const cells of rows) for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("keeps an ordinary name untouched", async () => {
    const teacher = await makeTeacher({ name: "Dana O'Neil-Smith" });
    const row = rowsOf((await download()).text).find((cells) => cells[1] === teacher.userName);
    expect(row?.[0]).toBe("Dana O'Neil-Smith");
  });

  it("takes the same search as the teacher list", async () => {
    const tag = unique();
    const wanted = await makeTeacher({ name: `Csv Search ${tag}` });
    await makeTeacher();
    const rows = rowsOf((await download(`?search=${encodeURIComponent(`csv search ${tag}`)}`)).text);
    expect(rows.slice(1).map((cells) => cells[1])).toEqual([wanted.userName]);
  });

  it("writes every teacher the list's pages hold, in the list's order, however many pages it streams", async () => {
    const tag = unique();
    for (const name of ["Gil Ray", "Ada Fox", "Ümit Kaya", "Bo Ng", "eve Hart"]) await makeTeacher({ name, school: `Stream School ${tag}` });
    const search = `stream school ${tag}`;
    const listed = (await api<{ data: { rows: Array<{ userName: string }> } }>("GET", `/admin/teachers?search=${encodeURIComponent(search)}`, { token: admin })).body.data.rows;
    const rows = rowsOf((await download(`?search=${encodeURIComponent(search)}`)).text);
    expect(rows.slice(1).map((cells) => cells[1])).toEqual(listed.map((row) => row.userName));
    // The CSV's reader, a page of 2 at a time: the same rows, the same order, nothing twice.
    const pages: string[][] = [];
    for await (const page of everyTeacherRow(search, 2)) pages.push(page.map((row) => row.userName));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(listed.map((row) => row.userName));
  });

  it("writes only the header when the search matches nobody", async () => {
    const { text } = await download(`?search=nobody-${unique()}`);
    expect(rowsOf(text)).toEqual([COLUMNS]);
  });
});
