import type { KeyboardEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AutocompleteOption } from "~/components/autocomplete";
import { AUTOCOMPLETE_BLUR_CLOSE_MS, createSuggestions } from "~/components/autocomplete-suggestions";

const PLACES = {
  Lei: [
    { placeId: "gn-1", name: "Leicester", formattedAddress: "Leicester, Leicestershire, England" },
    { placeId: "gn-2", name: "Leigh", formattedAddress: "Leigh, Greater Manchester, England" },
  ],
  LE5: [{ placeId: "pc-LE5", name: "Leicester", postcode: "LE5", formattedAddress: "LE5, Leicester" }],
} as Record<string, object[]>;

/**
 * A page: the box's element, the document's pointer listeners, and /api/places answering from PLACES when the test
 * says so, aborted or not (an answer can arrive just as the visitor types on); the requests made.
 */
function setUp() {
  const listeners = new Set<(event: PointerEvent) => void>();
  const inside = {};
  const wrapper = {
    contains: (node: unknown) => node === inside,
    ownerDocument: {
      addEventListener: (_type: string, listener: (event: PointerEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: PointerEvent) => void) => listeners.delete(listener),
    },
  } as unknown as HTMLElement;
  const requests: { url: string; signal: AbortSignal }[] = [];
  const answers: { resolve: () => void }[] = [];
  vi.stubGlobal("fetch", (url: string, { signal }: { signal: AbortSignal }) => {
    requests.push({ url, signal });
    const input = new URL(url, "http://localhost").searchParams.get("input")!;
    return new Promise((resolve) => answers.push({ resolve: () => resolve(Response.json({ predictions: PLACES[input] ?? [] })) }));
  });
  const changed = vi.fn();
  const suggestions = createSuggestions("places", wrapper, changed);
  const press = (target: unknown) => listeners.forEach((listener) => listener({ target } as unknown as PointerEvent));
  return { suggestions, requests, answers, changed, listeners, press, inside };
}

/** Resolves the pending answers and lets their handlers run. */
async function answer(answers: { resolve: () => void }[]) {
  for (const pending of answers.splice(0)) pending.resolve();
  await vi.runAllTimersAsync();
}

function key(name: string) {
  return { key: name, preventDefault: vi.fn() } as unknown as KeyboardEvent<HTMLInputElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

const labels = (options: AutocompleteOption[]) => options.map((option) => option.label);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("createSuggestions", () => {
  it("looks up 2+ characters once typing pauses, trimmed, and opens the list with the places it finds", async () => {
    const { suggestions, requests, answers, changed } = setUp();
    suggestions.typed("L", 150);
    suggestions.typed(" Le", 150);
    vi.advanceTimersByTime(100);
    suggestions.typed(" Lei ", 150);
    vi.advanceTimersByTime(149);
    expect(requests).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requests.map((request) => request.url)).toEqual(["/api/places?input=Lei"]);
    expect(suggestions.expanded()).toBe(false);
    changed.mockClear();
    await answer(answers);
    expect(suggestions.expanded()).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(suggestions.activeId("list")).toBeUndefined();
  });

  it("labels a postcode with its town, so the search it starts is about the postcode", async () => {
    const { suggestions, answers } = setUp();
    const picked: AutocompleteOption[] = [];
    suggestions.typed("LE5", 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(answers);
    suggestions.keyDown(key("ArrowDown"), (option) => picked.push(option));
    suggestions.keyDown(key("Enter"), (option) => picked.push(option));
    expect(labels(picked)).toEqual(["LE5, Leicester"]);
  });

  it("drops the answer to an earlier text when the visitor types on, and closes under 2 characters", async () => {
    const { suggestions, requests, answers } = setUp();
    suggestions.typed("Lei", 0);
    await vi.advanceTimersByTimeAsync(0);
    suggestions.typed("Leic", 150);
    expect(requests[0]!.signal.aborted).toBe(true);
    answers.splice(0).forEach((pending) => pending.resolve());
    await vi.advanceTimersByTimeAsync(0);
    expect(suggestions.expanded()).toBe(false);
    suggestions.typed("L", 150);
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
    expect(suggestions.expanded()).toBe(false);
  });

  it("moves through the options with the arrows, wrapping, picks with Enter and closes with Escape", async () => {
    const { suggestions, answers } = setUp();
    const picked: AutocompleteOption[] = [];
    const select = (option: AutocompleteOption) => picked.push(option);
    suggestions.typed("Lei", 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(answers);

    // Enter with nothing highlighted is left to the form, which submits.
    const enter = key("Enter");
    suggestions.keyDown(enter, select);
    expect(enter.preventDefault).not.toHaveBeenCalled();
    suggestions.keyDown(key("ArrowUp"), select);
    expect(suggestions.activeId("list")).toBe("list-1");
    suggestions.keyDown(key("ArrowDown"), select);
    expect(suggestions.activeId("list")).toBe("list-0");
    suggestions.keyDown(key("Escape"), select);
    expect(suggestions.expanded()).toBe(false);
    suggestions.keyDown(key("ArrowDown"), select);
    expect([suggestions.expanded(), suggestions.activeId("list")]).toEqual([true, "list-1"]);
    suggestions.keyDown(key("Enter"), select);
    expect(labels(picked)).toEqual(["Leigh"]);
    expect(suggestions.expanded()).toBe(false);
    // The options went with the pick: the arrows do nothing until the visitor types again.
    suggestions.keyDown(key("ArrowDown"), select);
    expect(suggestions.expanded()).toBe(false);
  });

  it("closes on a press outside the box and 200 ms after blur, listening for presses only while open", async () => {
    const { suggestions, answers, listeners, press, inside } = setUp();
    suggestions.typed("Lei", 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(answers);
    expect(listeners.size).toBe(1);
    press(inside);
    expect(suggestions.expanded()).toBe(true);
    press({});
    expect(suggestions.expanded()).toBe(false);
    expect(listeners.size).toBe(0);

    suggestions.focused();
    expect(suggestions.expanded()).toBe(true);
    suggestions.blurred();
    vi.advanceTimersByTime(AUTOCOMPLETE_BLUR_CLOSE_MS - 1);
    suggestions.focused();
    vi.advanceTimersByTime(AUTOCOMPLETE_BLUR_CLOSE_MS);
    expect(suggestions.expanded()).toBe(true);
    suggestions.blurred();
    vi.advanceTimersByTime(AUTOCOMPLETE_BLUR_CLOSE_MS);
    expect(suggestions.expanded()).toBe(false);
  });

  it("closes the list when a lookup fails", async () => {
    const { suggestions, answers } = setUp();
    suggestions.typed("Lei", 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(answers);
    expect(suggestions.expanded()).toBe(true);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    suggestions.typed("Leic", 0);
    await vi.runAllTimersAsync();
    expect(suggestions.expanded()).toBe(false);
  });

  it("runs nothing once stopped", async () => {
    const { suggestions, requests, answers, listeners, changed } = setUp();
    suggestions.typed("Lei", 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(answers);
    suggestions.typed("Leic", 150);
    suggestions.blurred();
    suggestions.stop();
    changed.mockClear();
    await vi.runAllTimersAsync();
    expect(requests).toHaveLength(1);
    expect(listeners.size).toBe(0);
    expect(changed).not.toHaveBeenCalled();
  });
});
