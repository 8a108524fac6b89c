import { openBrowser, takeCspViolations } from "../e2e/support/browser";
const base = "http://127.0.0.1:45100";
const s = await openBrowser();
const errors: string[] = [];
s.page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`); });
await s.page.goto(`${base}/dashboard`);
await s.page.waitForTimeout(1500);
await s.page.goto(`${base}/login/student`);
await s.page.getByLabel("Username").fill("skater1");
await s.page.getByLabel("Password").fill("puck1234");
await s.page.getByRole("button", { name: /log in/i }).click();
await s.page.waitForURL((u) => u.pathname === "/home", { timeout: 30000 });
for (const p of ["/home", "/budget", "/team", "/scout", "/season", "/trophies"]) {
  await s.page.goto(`${base}${p}`);
  await s.page.waitForTimeout(3000);
}
console.log("VIOLATIONS", takeCspViolations());
console.log("CONSOLE", errors);
await s.context.close();
