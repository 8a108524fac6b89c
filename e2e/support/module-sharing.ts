// Which e2e files share one module cache. Most files import the same heavy modules (Playwright,
// the Admin SDK, the API's account functions, the engine): loaded once for the whole run instead
// of once per file, that is about a second less per file. The files on the second stack
// (support/own-stack.ts) cannot share: they point the Admin SDK and the helpers at another stack
// when they load them, so each still gets modules of its own. second-stack-files.test.ts fails
// when a file that calls useSecondStack is missing here.
export const SECOND_STACK_FILES = ["browser/fault-firestore.test.ts", "api/privacy/deletion-leaves-nothing.test.ts"];
