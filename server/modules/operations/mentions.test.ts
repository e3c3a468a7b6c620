import { describe, expect, it } from "vitest";
import { mentionsIn } from "./operations.service";

const STAFF = [
  { id: "u-ops", email: "ops@triphive.example" },
  { id: "u-admin", email: "admin@triphive.example" },
  { id: "u-dialer", email: "dialer@triphive.example" },
];

describe("@mentions in staff notes", () => {
  it("finds each staff member named by the part of their email before the @, once", () => {
    const found = mentionsIn("@dialer please call; @ops FYI, @dialer again", STAFF);
    expect(found.map((s) => s.id)).toEqual(["u-ops", "u-dialer"]);
  });

  it("ignores unknown handles and email addresses written out", () => {
    expect(mentionsIn("mail traveller@ops.example or @nobody", STAFF)).toEqual([]);
  });

  it("is case-insensitive", () => {
    expect(mentionsIn("@Admin see this", STAFF).map((s) => s.id)).toEqual(["u-admin"]);
  });
});
