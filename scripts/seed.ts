// Seeds the demo admin, teacher and two students into the emulators through the
// same account functions the API uses. Running it again changes nothing: every
// demo account has a fixed id and is skipped when present. Saved data of an older shape is
// brought to the current one first (current-shape.ts).
import { auth } from "../functions/src/lib/admin";
import { createAdminAccount } from "../functions/src/accounts/admins";
import { createTeacherAccount } from "../functions/src/accounts/teachers";
import { createStudentAccount } from "../functions/src/accounts/students";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { bringToCurrentShape } from "./current-shape";

async function exists(uid: string): Promise<boolean> {
  return auth()
    .getUser(uid)
    .then(() => true)
    .catch(() => false);
}

// First, so the accounts below read documents of the current shape.
const reshaped = await bringToCurrentShape();
if (reshaped.length > 0) console.log(`Saved data brought to the current shape: ${reshaped.join(", ")}.`);

let created = 0;
const { admin, teacher, students } = DEMO_ACCOUNTS;
if (!(await exists(admin.uid))) {
  await createAdminAccount(admin);
  created++;
}
if (!(await exists(teacher.uid))) {
  const { uid, password, ...profile } = teacher;
  await createTeacherAccount(profile, password, uid);
  created++;
}
for (const { uid, userName, password, firstName, lastName } of students) {
  if (await exists(uid)) continue;
  await createStudentAccount(teacher.uid, { firstName, lastName }, { uid, userName, password });
  created++;
}
console.log(created === 0 ? "Demo accounts already present." : `Seeded ${created} demo account(s).`);
process.exit(0);
