import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_EVENT_TYPES } from "~/db/schema-portal";
import {
  ENQUIRY_MESSAGES,
  EVENT_TYPES,
  HONEYPOT_FIELD,
  enquiryFormValues,
  enquirySchema,
  eventDateRange,
  isCalendarDate,
  isHoneypotFilled,
} from "~/modules/enquiries/enquiry-form";
import { fieldErrors } from "~/modules/http/form-errors";
import { resetClock, setClock } from "~/modules/time/clock";

const valid = {
  name: "  Amira   Khan ",
  email: " amira@example.test ",
  phone: "",
  eventDate: "2026-08-15",
  eventType: "Nikah",
  guestCount: "250",
  message: "Hello! Are you free for our nikah?",
};

/** The field messages of parsing `valid` with `changes`. */
function errorsWith(changes: Partial<Record<keyof typeof valid, string>>): Record<string, string> {
  const parsed = enquirySchema.safeParse({ ...valid, ...changes });
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("the enquiry form", () => {
  // 23:30 UTC on 1 June 2026: "today" is judged in UTC.
  beforeEach(() => setClock(() => new Date("2026-06-01T23:30:00Z")));
  afterEach(() => resetClock());

  it("lists the same event types as the database", () => {
    expect(EVENT_TYPES).toEqual(ENQUIRY_EVENT_TYPES);
  });

  it("accepts a complete enquiry, trimmed, the name on one line and the guest count as a number", () => {
    expect(enquirySchema.parse(valid)).toEqual({
      name: "Amira Khan",
      email: "amira@example.test",
      phone: "",
      eventDate: "2026-08-15",
      eventType: "Nikah",
      guestCount: 250,
      message: "Hello! Are you free for our nikah?",
    });
    expect(enquirySchema.parse({ ...valid, phone: "+44 (0)7700 900123" }).phone).toBe("+44 (0)7700 900123");
  });

  it("refuses an event date in the past, but accepts today (UTC) and up to three years ahead", () => {
    expect(errorsWith({ eventDate: "2026-05-31" })).toEqual({ eventDate: ENQUIRY_MESSAGES.eventDatePast });
    expect(errorsWith({ eventDate: "2020-01-01" })).toEqual({ eventDate: ENQUIRY_MESSAGES.eventDatePast });
    expect(errorsWith({ eventDate: "2026-06-01" })).toEqual({});
    expect(errorsWith({ eventDate: "2029-06-01" })).toEqual({});
    expect(errorsWith({ eventDate: "2029-06-02" })).toEqual({ eventDate: ENQUIRY_MESSAGES.eventDateTooFar });
    expect(eventDateRange()).toEqual({ min: "2026-06-01", max: "2029-06-01" });
  });

  it("refuses a missing or impossible event date", () => {
    for (const eventDate of ["", "tomorrow", "2027-02-30", "2027-13-01", "15/08/2027", "2027-8-15"]) {
      expect(errorsWith({ eventDate })).toEqual({ eventDate: ENQUIRY_MESSAGES.eventDate });
    }
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });

  it("refuses a message of 5,001 characters and accepts 5,000", () => {
    expect(errorsWith({ message: "a".repeat(5001) })).toEqual({ message: ENQUIRY_MESSAGES.messageTooLong });
    expect(errorsWith({ message: "a".repeat(5000) })).toEqual({});
    expect(errorsWith({ message: "   " })).toEqual({ message: ENQUIRY_MESSAGES.message });
  });

  it("refuses a bad email address", () => {
    for (const email of ["", "amira", "amira@", "amira@example", "a b@example.test", `${"a".repeat(250)}@example.test`]) {
      expect(errorsWith({ email })).toEqual({ email: ENQUIRY_MESSAGES.email });
    }
  });

  it("refuses guest counts that are not whole numbers from 1 to 10,000", () => {
    for (const guestCount of ["0", "10001", "999999"]) expect(errorsWith({ guestCount })).toEqual({ guestCount: ENQUIRY_MESSAGES.guestRange });
    for (const guestCount of ["abc", "", "-5", "1.5", "2e3", "1000000"]) {
      expect(errorsWith({ guestCount })).toEqual({ guestCount: ENQUIRY_MESSAGES.guestCount });
    }
    expect(errorsWith({ guestCount: "1" })).toEqual({});
    expect(errorsWith({ guestCount: "10000" })).toEqual({});
  });

  it("refuses an unknown event type, a missing name and a bad phone number", () => {
    expect(errorsWith({ eventType: "Birthday" })).toEqual({ eventType: ENQUIRY_MESSAGES.eventType });
    expect(errorsWith({ eventType: "" })).toEqual({ eventType: ENQUIRY_MESSAGES.eventType });
    expect(errorsWith({ name: " " })).toEqual({ name: ENQUIRY_MESSAGES.name });
    expect(errorsWith({ phone: "call me" })).toEqual({ phone: ENQUIRY_MESSAGES.phone });
  });

  it("reads the posted values as typed, and tells a filled honeypot", () => {
    const form = new FormData();
    form.set("name", " Amira ");
    form.set("message", "Hi");
    expect(enquiryFormValues(form)).toEqual({ name: " Amira ", email: "", phone: "", eventDate: "", eventType: "", guestCount: "", message: "Hi" });
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "http://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
