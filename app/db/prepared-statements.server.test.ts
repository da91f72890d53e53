import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-statements.server";

describe("preparedStatement", () => {
  it("prepares a statement once per database handle and name", () => {
    const first = {} as Database;
    const second = {} as Database;
    let prepared = 0;
    const prepare = () => ({ statement: ++prepared });
    const a = preparedStatement(first, "vendor_detail", prepare);
    expect(preparedStatement(first, "vendor_detail", prepare)).toBe(a);
    expect(prepared).toBe(1);
    // Another handle (a reopened database) prepares its own; another name is another statement.
    expect(preparedStatement(second, "vendor_detail", prepare)).not.toBe(a);
    expect(preparedStatement(first, "reviews", prepare)).not.toBe(a);
    expect(prepared).toBe(3);
  });
});
