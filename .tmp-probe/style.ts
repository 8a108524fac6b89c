import { openBrowser, takeCspViolations } from "../e2e/support/browser";
const base = "http://127.0.0.1:45100";
const s = await openBrowser();
await s.context.route("**/*", async (route) => {
  if (route.request().resourceType() !== "document") return route.continue();
  const response = await route.fetch();
  const headers = { ...response.headers() };
  headers["content-security-policy"] = headers["content-security-policy"].replace("style-src 'self' 'unsafe-inline'", "style-src 'self'");
  await route.fulfill({ response, headers });
});
for (const p of ["/dashboard", "/login/student"]) { await s.page.goto(`${base}${p}`); await s.page.waitForTimeout(2000); }
const v = takeCspViolations();
console.log(v.length, v.filter((l) => !l.startsWith("console:")));
await s.page.screenshot({ path: "/work/wt/headers/.tmp-probe/no-unsafe-inline.png" });
await s.context.close();
