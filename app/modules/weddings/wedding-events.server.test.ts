import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { PLANNER_LIMITS, weddingEvents } from "~/db/schema";
import { resetClock, setClock } from "~/modules/time/clock";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";
import { weddingEventSchema, type WeddingEventFormValues } from "~/modules/weddings/wedding-event-form";
import { addWeddingEvent, listCoupleEvents, listWeddingEvents, removeWeddingEvent, updateWeddingEvent } from "~/modules/weddings/wedding-events.server";
import { createUser } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#events, decision 083: a wedding's events, soonest first, at most 20, each town
// placed on the gazetteer when it knows it, and changed or removed only within the couple's own wedding.

const form = (overrides: Partial<WeddingEventFormValues> = {}): WeddingEventFormValues => ({
  eventType: "Walima",
  customName: "",
  eventDate: "2027-08-14",
  placeName: "Leicester",
  venueName: "",
  guestCount: "450",
  ...overrides,
});
const parsed = (overrides: Partial<WeddingEventFormValues> = {}) => weddingEventSchema.parse(form(overrides));

describeEachDatabase("a wedding's events", (getDb) => {
  afterEach(() => resetClock());
  const at = () => setClock(() => new Date("2026-12-01T10:00:00Z"));

  it("begins the wedding on the first event and lists the events soonest first, the town placed on the gazetteer", async () => {
    at();
    const couple = await createUser(getDb());
    expect(await listCoupleEvents(getDb(), couple.id)).toEqual([]);
    await addWeddingEvent(getDb(), couple.id, parsed());
    await addWeddingEvent(getDb(), couple.id, parsed({ eventType: "Mehndi", eventDate: "2027-08-12", guestCount: "150", placeName: "Atlantisford", venueName: "Our garden" }));
    await addWeddingEvent(getDb(), couple.id, parsed({ eventType: "Other", customName: "Dholki", eventDate: "2027-08-10", placeName: "leicester, uk" }));
    const weddingId = (await findWeddingId(getDb(), couple.id))!;
    const events = await listWeddingEvents(getDb(), weddingId);
    expect(events.map(({ id: _id, ...event }) => event)).toEqual([
      { eventType: "Other", customName: "Dholki", eventDate: "2027-08-10", placeName: "Leicester", venueName: null, guestCount: 450 },
      { eventType: "Mehndi", customName: null, eventDate: "2027-08-12", placeName: "Atlantisford", venueName: "Our garden", guestCount: 150 },
      { eventType: "Walima", customName: null, eventDate: "2027-08-14", placeName: "Leicester", venueName: null, guestCount: 450 },
    ]);
    const [placed, unplaced] = await Promise.all(
      [events[0]!.id, events[1]!.id].map(async (id) => (await getDb().select().from(weddingEvents).where(eq(weddingEvents.id, id)))[0]!),
    );
    expect(placed!.placeLat).toBeCloseTo(52.63, 1);
    expect(unplaced).toMatchObject({ placeLat: null, placeLng: null });
  });

  it("refuses the event past the limit, adding nothing", async () => {
    at();
    const couple = await createUser(getDb());
    for (let index = 0; index < PLANNER_LIMITS.events; index += 1) await addWeddingEvent(getDb(), couple.id, parsed());
    const error = await refusal(addWeddingEvent(getDb(), couple.id, parsed()));
    expect(error.code).toBe("conflict");
    expect(error.message).toBe("A wedding holds up to 20 events. Remove one to add another.");
    expect(await listCoupleEvents(getDb(), couple.id)).toHaveLength(PLANNER_LIMITS.events);
  });

  it("changes and removes only the couple's own events; another wedding's id is not found and stays as it was", async () => {
    at();
    const a = await createUser(getDb());
    const b = await createUser(getDb());
    const own = await addWeddingEvent(getDb(), a.id, parsed());
    const theirs = await addWeddingEvent(getDb(), b.id, parsed({ eventType: "Nikah" }));
    await updateWeddingEvent(getDb(), a.id, own, parsed({ guestCount: "500", venueName: "Athena" }));
    expect(await listCoupleEvents(getDb(), a.id)).toMatchObject([{ id: own, guestCount: 500, venueName: "Athena" }]);

    const before = await listCoupleEvents(getDb(), b.id);
    expect((await refusal(updateWeddingEvent(getDb(), a.id, theirs, parsed({ guestCount: "1" })))).code).toBe("not_found");
    expect((await refusal(removeWeddingEvent(getDb(), a.id, theirs))).code).toBe("not_found");
    const stranger = await createUser(getDb());
    expect((await refusal(removeWeddingEvent(getDb(), stranger.id, theirs))).code).toBe("not_found");
    expect(await listCoupleEvents(getDb(), b.id)).toEqual(before);

    await removeWeddingEvent(getDb(), a.id, own);
    expect(await listCoupleEvents(getDb(), a.id)).toEqual([]);
  });
});

describe("the event form", () => {
  afterEach(() => resetClock());

  it("takes today to five years ahead, asks a name for 'Other' and a whole number of guests", () => {
    setClock(() => new Date("2026-12-01T10:00:00Z"));
    const errors = (values: Partial<WeddingEventFormValues>) => {
      const result = weddingEventSchema.safeParse(form(values));
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
    };
    expect(errors({ eventDate: "2026-12-01" })).toEqual({});
    expect(errors({ eventDate: "2031-12-01" })).toEqual({});
    expect(errors({ eventDate: "2026-11-30" })).toEqual({ eventDate: "The date of an event cannot be in the past." });
    expect(errors({ eventDate: "2031-12-02" })).toEqual({ eventDate: "Please choose a date within the next 5 years." });
    expect(errors({ eventDate: "2027-02-30" })).toEqual({ eventDate: "Please enter the date of your event." });
    expect(errors({ eventType: "Other" })).toEqual({ customName: "Please give the event a name." });
    expect(errors({ eventType: "Birthday" })).toEqual({ eventType: "Please choose the type of event." });
    expect(errors({ guestCount: "0" })).toEqual({ guestCount: "The guest count must be between 1 and 10,000." });
    expect(errors({ guestCount: "10001" })).toEqual({ guestCount: "The guest count must be between 1 and 10,000." });
    expect(errors({ guestCount: "12.5" })).toEqual({ guestCount: "Please enter the number of guests as a whole number." });
    expect(errors({ placeName: " " })).toEqual({ placeName: "Please enter the town of your event." });
    expect(weddingEventSchema.parse(form({ customName: "Ignored" })).customName).toBeNull();
  });
});
