import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StatusLayout } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import PaymentSuccessPage from "~/routes/payment-success";

// The outcome cards are the site's one status card (StatusLayout), with the spec's texts.
async function render(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <MemoryRouter>
      <main>{node}</main>
    </MemoryRouter>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

const page = (verification: Promise<{ verified: boolean; plan?: string }>) => {
  const props = { loaderData: { sessionId: "cs_test_1", plan: "showcase", verification }, params: {}, matches: [] };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return <PaymentSuccessPage {...(props as any)} />;
};
const visible = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<template[^>]*><\/template>/g, "");

describe("/payment-success cards", () => {
  it("shows the verified payment as the success status card", async () => {
    const html = visible(await render(page(Promise.resolve({ verified: true, plan: "featured" }))));
    const expected = await render(
      <StatusLayout
        tone="success"
        title="Payment Successful!"
        message="Thank you! You've successfully subscribed to Featured Supplier."
        steps={{ title: "Next Step: Create Your Account", items: ["Click Create Account to set up your login credentials."] }}
      >
        <Button asChild>
          <Link to="/account-creation?session_id=cs_test_1&plan=featured">Create Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </StatusLayout>,
    );
    expect(html).toBe(visible(expected));
  });

  it("shows a failed verification as the error status card", async () => {
    const html = visible(await render(page(Promise.resolve({ verified: false }))));
    const expected = await render(
      <StatusLayout
        tone="error"
        title="Payment Verification Failed"
        message="There was an issue verifying your payment. Please contact our support team."
      >
        <Button asChild>
          <Link to="/onboarding">Try Again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Support</Link>
        </Button>
      </StatusLayout>,
    );
    expect(html).toBe(visible(expected));
  });

  it("shows the loading state while the payment is being confirmed", async () => {
    // Cancelling the never-finished render afterwards is expected: its abort is not an error here.
    const stream = await renderToReadableStream(
      <MemoryRouter>
        <main>{page(new Promise(() => {}))}</main>
      </MemoryRouter>,
      { onError: () => {} },
    );
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first).toContain('role="status"');
    expect(first).toContain("Verifying your payment…");
  });
});
