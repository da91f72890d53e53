import { expect, it } from "vitest";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "./api.auth";

type Args = Parameters<typeof action>[0];
const call = (handler: typeof action | typeof loader, request: Request) =>
  handler({ request, params: { "*": new URL(request.url).pathname.slice("/api/auth/".length) }, context: {} } as unknown as Args);

describeEachDatabase("/api/auth/* (better-auth's handler)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("creates a vendor account through POST /api/auth/sign-up/email", async () => {
    const response = await call(
      action,
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shaadi-client-ip": "192.0.2.9" },
        body: JSON.stringify({ email: "meera@example.test", password: "jasmine-and-gold-77", name: "Meera" }),
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email: "meera@example.test", role: "vendor" });
  });

  it("answers GET /api/auth/get-session with null without a cookie", async () => {
    const response = await call(loader, new Request("http://localhost:3000/api/auth/get-session"));
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it("answers 404 for password sign-in, which only /vendor-auth offers", async () => {
    const response = await call(
      action,
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "meera@example.test", password: "jasmine-and-gold-77" }),
      }),
    );
    expect(response.status).toBe(404);
  });
});
