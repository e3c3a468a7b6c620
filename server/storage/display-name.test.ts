import { describe, expect, it } from "vitest";
import { displayFileName } from "./display-name";

describe("displayFileName", () => {
  it("drops bidi controls, so a name cannot pretend to another extension", () => {
    expect(displayFileName("photo\u202Egnp.exe", "png")).toBe("photognp.exe");
    for (const mark of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068"]) {
      expect(displayFileName(`a${mark}b\u2069.pdf`, "pdf")).toBe("ab.pdf");
    }
    expect(displayFileName("\u200Eleft\u200F\u061C.pdf", "pdf")).toBe("left.pdf");
  });

  it("drops control characters and lone surrogates, and replaces path separators", () => {
    expect(displayFileName("in\u0000voice\u0085\u001b.pdf", "pdf")).toBe("invoice.pdf");
    expect(displayFileName("a\ud800b.png", "png")).toBe("ab.png");
    expect(displayFileName("../../etc/passwd", "pdf")).toBe(".._.._etc_passwd");
    expect(displayFileName('say "hi".pdf', "pdf")).toBe("say hi.pdf");
  });

  it("keeps readable names, right-to-left ones included, and their extension when cut", () => {
    expect(displayFileName("Passport scan.pdf", "pdf")).toBe("Passport scan.pdf");
    expect(displayFileName("جواز السفر.pdf", "pdf")).toBe("جواز السفر.pdf");
    const long = `${"x".repeat(300)}.pdf`;
    expect(displayFileName(long, "pdf")).toHaveLength(120);
    expect(displayFileName(long, "pdf").endsWith(".pdf")).toBe(true);
    expect(displayFileName(`${"😀".repeat(130)}.png`, "png")).not.toMatch(/\p{Cs}/u);
  });

  it("falls back to document.<ext> when nothing readable is left", () => {
    for (const name of ["", "   ", "\u202E\u0000", "...", "\u200B"]) {
      expect(displayFileName(name, "png"), JSON.stringify(name)).toBe("document.png");
    }
  });
});
