import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectPath, test, useServerOfItsOwn, visit } from "./fixtures";

// docs/product/admin.md#data-requests: a vendor asks support by email for a copy of their data; the team logs the
// request on 'Data requests' and downloads the same zip the vendor would. The journey runs on a server of its own,
// so its first admin is made by the first-run setup.

const STAMP = Date.now();
const ADMIN = { email: `requests-admin-${STAMP}@example.test`, password: "ledger-of-lanterns-and-saffron-9" };

const ownServer = useServerOfItsOwn();

test("an export request is logged, then fulfilled with the vendor's own zip", async ({ open, demoVendor }) => {
  test.slow();
  // The refused form is answered 400 on purpose; the browser reports that status in the console.
  const admin = await open({ baseURL: ownServer().origin }, { ignoreErrors: /status of 400 \(Bad Request\).*\/admin-dashboard\/data-requests/ });
  await visit(admin, "/admin");
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await admin.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
  await admin.getByRole("button", { name: "Create Admin Account" }).click();
  await expectPath(admin, "/admin-dashboard");
  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Data requests" }).click();
  await expectPath(admin, "/admin-dashboard/data-requests");

  // A malformed address is refused, and what was typed stays.
  await admin.getByLabel("Requester's email").fill("not-an-address");
  await admin.getByLabel("They asked for").selectOption({ label: "Copy of their data" });
  await admin.getByLabel("Note (optional)").fill("Wrote from the shop's address");
  await admin.getByRole("button", { name: "Log request" }).click();
  await expect(admin.getByText("Enter an email address like name@example.com.")).toBeVisible();
  await expect(admin.getByLabel("Note (optional)")).toHaveValue("Wrote from the shop's address");

  await admin.getByLabel("Requester's email").fill(demoVendor.email);
  await admin.getByRole("button", { name: "Log request" }).click();
  const card = admin.getByRole("article", { name: demoVendor.email });
  await expect(card).toContainText("Copy of their data");
  await expect(card).toContainText("Open");

  const [download] = await Promise.all([admin.waitForEvent("download"), card.getByRole("button", { name: "Download their data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { kind: string; account: { email: string }; listing: { id: number } };
  expect(data.kind).toBe("vendor");
  expect(data.account.email).toBe(demoVendor.email);
  expect(data.listing.id).toBe(demoVendor.vendorId);

  await visit(admin, "/admin-dashboard/data-requests");
  await expect(admin.getByRole("article", { name: demoVendor.email })).toContainText("Fulfilled");
  await expect(admin.getByRole("article", { name: demoVendor.email })).toContainText(`Closed by ${ADMIN.email}`);
});
