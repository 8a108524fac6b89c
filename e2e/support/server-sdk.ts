// The Admin SDK and the one set of account fixtures (testing/accounts.ts), pointed at the test
// stack: the run's, or the file's own once support/own-stack has started it.
import { accountsOn } from "../../testing/accounts";
import { stackInfo } from "./stack-info";

export { unique, type TeacherFixture } from "../../testing/accounts";

export const { auth, db, makeTeacher, makeStudent, makeAdmin, customTokenWithSession } = await accountsOn(stackInfo());
