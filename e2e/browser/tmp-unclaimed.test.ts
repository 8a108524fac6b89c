import { afterAll, beforeAll, it } from "vitest";
import { openBrowser, takeCspViolations, type BrowserSession } from "../support/browser";
import { stackInfo } from "../support/stack-info";
let browser: BrowserSession;
beforeAll(async () => { browser = await openBrowser(); });
afterAll(async () => { takeCspViolations(); await browser.close(); });
it("TEMP: a test that lets a violation happen and says nothing", async () => {
  await browser.page.goto(`${stackInfo().hostingUrl}/dashboard`);
  await browser.page.getByRole("link", { name: "Student", exact: true }).waitFor();
  await browser.page.evaluate(() => { const s = document.createElement("script"); s.textContent = "1"; document.body.append(s); });
  await browser.page.waitForTimeout(1000);
});
it("TEMP: the next test is clean", async () => {
  await browser.page.goto(`${stackInfo().hostingUrl}/dashboard`);
});
