// Seeds the demo admin, teacher and two students into the emulators through the
// same account functions the API uses. Running it again changes nothing: every
// demo account has a fixed id and is skipped when present. Saved data of another
// shape is refused first (data-shape/savedData.ts): it is migrated or reseeded, never repaired.
import { auth, db } from "../functions/src/lib/admin";
import { createAdminAccount } from "../functions/src/accounts/admins";
import { createTeacherAccount } from "../functions/src/accounts/teachers";
import { createStudentAccount } from "../functions/src/students/createOutsideRequest";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { readSavedData, RESEED_EXIT_CODE, savedDataVerdict, writeDataShape } from "./data-shape/savedData";

async function exists(uid: string): Promise<boolean> {
  return auth()
    .getUser(uid)
    .then(() => true)
    .catch(() => false);
}

const verdict = savedDataVerdict(await readSavedData(db()));
if (verdict.kind === "reseed" || verdict.kind === "migrate") {
  console.error(verdict.message);
  process.exit(RESEED_EXIT_CODE);
}
if (verdict.kind === "fresh") await writeDataShape(db());

let created = 0;
const { admin, teacher, students } = DEMO_ACCOUNTS;
if (!(await exists(admin.uid))) {
  await createAdminAccount(admin);
  created++;
}
if (!(await exists(teacher.uid))) {
  const { uid, password, ...profile } = teacher;
  await createTeacherAccount(profile, password, { presetUid: uid });
  created++;
}
for (const { uid, userName, password, firstName, lastName } of students) {
  if (await exists(uid)) continue;
  await createStudentAccount(teacher.uid, { firstName, lastName }, { uid, userName, password });
  created++;
}
console.log(created === 0 ? "Demo accounts already present." : `Seeded ${created} demo account(s).`);
process.exit(0);
