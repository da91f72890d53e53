import { describe, expect, it } from "vitest";
import { appendResponseCookies, collectResponseCookies, forwardResponseCookies } from "~/modules/http/response-cookies.server";

const setCookies = (...values: string[]) => {
  const headers = new Headers();
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("collectResponseCookies", () => {
  it("collects what the handling queued, across awaits, and keeps requests apart", async () => {
    const handle = (name: string) => async () => {
      await pause();
      forwardResponseCookies(setCookies(`${name}=1; Path=/`));
      await pause();
      forwardResponseCookies(new Headers({ "cache-control": "no-store" }));
      forwardResponseCookies(undefined);
      return name;
    };
    const [first, second] = await Promise.all([collectResponseCookies(handle("a")), collectResponseCookies(handle("b"))]);
    expect(first).toEqual({ result: "a", setCookies: ["a=1; Path=/"] });
    expect(second).toEqual({ result: "b", setCookies: ["b=1; Path=/"] });
  });

  it("ignores cookies queued outside a request", async () => {
    forwardResponseCookies(setCookies("stray=1"));
    expect(await collectResponseCookies(async () => "ok")).toEqual({ result: "ok", setCookies: [] });
  });

  it("rejects with the handling's error", async () => {
    await expect(collectResponseCookies(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });
});

describe("appendResponseCookies", () => {
  it("adds queued cookies after the response's own", () => {
    const headers = setCookies("theme=dark; Path=/");
    appendResponseCookies(headers, ["shaadi.session_token=abc; Max-Age=604800; Path=/; HttpOnly"]);
    expect(headers.getSetCookie()).toEqual(["theme=dark; Path=/", "shaadi.session_token=abc; Max-Age=604800; Path=/; HttpOnly"]);
  });

  it("leaves a cookie the response sets itself as the route decided", () => {
    const headers = setCookies("shaadi.session_token=; Max-Age=0; Path=/");
    appendResponseCookies(headers, ["shaadi.session_token=abc; Max-Age=604800; Path=/"]);
    expect(headers.getSetCookie()).toEqual(["shaadi.session_token=; Max-Age=0; Path=/"]);
  });

  it("sends one value per cookie, the last queued", () => {
    const headers = new Headers();
    appendResponseCookies(headers, ["a=1", "b=1", "a=2", "=nameless"]);
    expect(headers.getSetCookie()).toEqual(["b=1", "a=2"]);
  });
});
