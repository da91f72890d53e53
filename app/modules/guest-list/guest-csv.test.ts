import { describe, expect, it } from "vitest";
import { GUEST_CSV_MESSAGES, guestsCsv, readGuestCsv } from "~/modules/guest-list/guest-csv";
import { isPhoneNumber } from "~/modules/guest-list/guest-rules";

// docs/product/couples-tools.md#guest-list-and-rsvp: the guest file's columns, delimiters and formula guard.

describe("reading a guest file", () => {
  it("reads a semicolon file with a byte order mark, names rows by their line, and skips blank rows", () => {
    const read = readGuestCsv("\uFEFFName;Household;Invited To;notes\nSana;The Mirzas;Mehndi, Walima;x\n;;;\nOmar;;;\n");
    expect(read).toEqual({
      rows: [
        { line: 2, cells: { name: "Sana", household: "The Mirzas", invited_to: "Mehndi, Walima" } },
        { line: 4, cells: { name: "Omar" } },
      ],
    });
  });

  it("reads back what the export guarded against formulas", () => {
    const text = guestsCsv([], [{ household: "=cmd", side: null, name: "@SUM(A1)", email: null, phone: "+44 7700 900123", dietary: null, invitations: new Map() }]);
    expect(text).toContain("'=cmd");
    expect(text).toContain("'@SUM(A1)");
    expect(readGuestCsv(text)).toEqual({ rows: [{ line: 2, cells: { household: "=cmd", name: "@SUM(A1)", phone: "+44 7700 900123" } }] });
  });

  it("refuses a file without a name column or without rows", () => {
    expect(readGuestCsv("email\nx@example.test")).toEqual({ fileError: GUEST_CSV_MESSAGES.noName });
    expect(readGuestCsv("name\n\n")).toEqual({ fileError: GUEST_CSV_MESSAGES.noRows });
    expect(readGuestCsv('name\n"never closed')).toEqual({ fileError: GUEST_CSV_MESSAGES.notCsv });
  });
});

describe("phone numbers", () => {
  it("takes 7 to 15 digits with the usual punctuation", () => {
    expect(["07700 900123", "+44 (0)20 7946 0958", "0116-496-0123"].map(isPhoneNumber)).toEqual([true, true, true]);
    expect(["123456", "call me", "+44 7700 900123 4567 89", "07700+900123"].map(isPhoneNumber)).toEqual([false, false, false, false]);
  });
});
