import { openBrowser, takeCspViolations } from "../e2e/support/browser";
const base = process.env.BASE ?? "http://127.0.0.1:45100";
const s = await openBrowser();
for (const p of ["/register/teacher", "/forgot-password", "/login/teacher"]) { await s.page.goto(`${base}${p}`); await s.page.waitForTimeout(2500); }
await s.page.goto(`${base}/register/teacher`);
await s.page.waitForTimeout(1500);
await s.page.getByRole("button").last().click().catch(() => {});
await s.page.waitForTimeout(1500);
console.log(takeCspViolations());
await s.context.close();
