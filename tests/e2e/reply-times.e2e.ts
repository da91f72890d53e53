import { expect, test, visit } from "./fixtures";

// docs/product/couples-tools.md#response-times: on the demo catalogue, as a new visitor finds it, vendors with
// 5 or more enquiries in the last 90 days show how fast they usually reply, on their page and on their card.

type SearchVendor = { id: number; name: string; replies?: { enquiries: number; medianReplyMinutes: number | null } };

test.describe("reply times on demo vendors", () => {
  test("a demo vendor's page and card say how fast it usually replies @both-widths", async ({ open, baseUrl }) => {
    const api = (await (await fetch(`${baseUrl}/api/search?limit=48`)).json()) as { vendors: SearchVendor[] };
    const replying = api.vendors.find((vendor) => vendor.replies && vendor.replies.enquiries >= 5 && vendor.replies.medianReplyMinutes !== null);
    expect(replying, "a demo vendor with a reply record among the first results").toBeDefined();

    const page = await open();
    await visit(page, `/vendor/${replying!.id}`);
    await expect(page.getByText(/Usually replies within (an hour|\d+ hours|a day|\d+ days)/).first()).toBeVisible();
    await expect(page.getByText(/Replies to \d+% of enquiries within 48 hours/).first()).toBeVisible();

    await visit(page, `/search?q=${encodeURIComponent(replying!.name)}`);
    const card = page.getByRole("article").filter({ hasText: replying!.name }).first();
    await expect(card.getByText(/Usually replies within/)).toBeVisible();
  });
});
