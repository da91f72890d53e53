import { expect, it } from "vitest";
import { createOutboxSender } from "~/modules/mail/outbox.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/dev.outbox";

describeEachDatabase("/dev/outbox", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("lists the outbox newest first, outside production", async () => {
    const send = createOutboxSender(getDb(), "no-reply@shaadivendors.example");
    await send({ template: "contact-to-support", to: "older@example.test", subject: "Older", text: "a", html: "<p>a</p>" });
    await send({ template: "contact-to-support", to: "newer@example.test", subject: "Newer", text: "b https://x.example/verify", html: "<p>b</p>" });
    const { mails } = await loader();
    expect(mails.map((mail) => mail.subject)).toEqual(["Newer", "Older"]);
    expect(mails[0]).toMatchObject({ to: "newer@example.test", from: "no-reply@shaadivendors.example", text: "b https://x.example/verify" });
    expect(mails[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
