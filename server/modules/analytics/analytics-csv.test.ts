import { describe, expect, it } from "vitest";
import { csvField, csvOf } from "./analytics-csv";

describe("CSV of an analytics table", () => {
  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("Kochi, Munnar")).toBe('"Kochi, Munnar"');
    expect(csvField('The "Backwater" Trails')).toBe('"The ""Backwater"" Trails"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField("Goa")).toBe("Goa");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+91 98")).toBe("'+91 98");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@sum")).toBe("'@sum");
  });

  it("writes numbers as they are, and nothing for a missing value", () => {
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField(0)).toBe("0");
    expect(csvField(null)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
  });

  it("ends every line, the header's too, with CRLF", () => {
    expect(
      csvOf(
        ["a", "b"],
        [
          ["x, y", 1],
          [null, 2],
        ],
      ),
    ).toBe('a,b\r\n"x, y",1\r\n,2\r\n');
  });
});
