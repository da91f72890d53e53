import { expect, expectPath, test, useServerOfItsOwn, visit } from "./fixtures";

// docs/product/admin.md#insights: a couple searches for something the demo catalogue does not have; the team opens
// Insights and finds it under 'Searches without results', written from this instance's batch at once. The journey
// runs on a server of its own, so its first admin is made by the first-run setup and its search log starts empty.

const STAMP = Date.now();
const ADMIN = { email: `insights-admin-${STAMP}@example.test`, password: "saffron-threads-and-ledger-lamps-6" };
const QUERY = "zzqx underwater harpist";
// Headless Chromium names itself 'HeadlessChrome', which the crawler list (isbot) leaves out of every count: the
// couple's browser says what a person's Chrome says.
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const ownServer = useServerOfItsOwn();

test("a search that finds nothing is listed on the admin's Insights tab", async ({ open }) => {
  test.slow();
  const couple = await open({ baseURL: ownServer().origin, userAgent: PERSON });
  await visit(couple, "/");
  await couple.getByRole("combobox", { name: "What are you looking for?" }).fill(QUERY);
  await couple.getByRole("search", { name: "Search vendors" }).getByRole("button", { name: "Search Vendors" }).click();
  await expectPath(couple, "/search?q=zzqx+underwater+harpist");
  await expect(couple.getByRole("heading", { level: 1 })).toBeVisible();

  const admin = await open({ baseURL: ownServer().origin, viewport: { width: 1366, height: 900 } });
  await visit(admin, "/admin");
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await admin.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
  await admin.getByRole("button", { name: "Create Admin Account" }).click();
  await expectPath(admin, "/admin-dashboard");
  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Insights" }).click();
  await expectPath(admin, "/admin-dashboard/insights");
  const unanswered = admin.getByRole("table", { name: "Searches without results" });
  const row = unanswered.getByRole("row").filter({ has: admin.getByRole("rowheader", { name: QUERY, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await expect(admin.getByRole("link", { name: "Download CSV of Searches without results" })).toHaveAttribute("href", "/admin-dashboard/insights/searches-without-results.csv");
});
