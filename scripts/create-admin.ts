// npm run create-admin -- <userName> <password> "<Name>"
// Makes an admin account: against the emulators when FIREBASE_AUTH_EMULATOR_HOST
// and FIRESTORE_EMULATOR_HOST are set (npm start prints them), otherwise against
// the project in GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT.
import { createAdminAccount } from "../functions/src/accounts/admins";

const [userName, password, name] = process.argv.slice(2);
if (!userName || !password || password.length < 7 || !name) {
  console.error('Usage: npm run create-admin -- <userName> <password (7+ characters)> "<Name>"');
  process.exit(2);
}
try {
  const admin = await createAdminAccount({ userName, password, name });
  console.log(`Admin "${admin.userName}" created (${admin._id}).`);
  process.exit(0);
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exit(1);
}
