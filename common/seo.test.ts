import { describe, expect, it } from "vitest";
import { hreflangLinks, jsonLd } from "./seo";

describe("hreflangLinks", () => {
  it("lists every locale and x-default, absolute, from any locale's path", () => {
    const links = hreflangLinks(
      "https://triphive.example",
      "/ae-en/tour-packages/kerala?days[]=4-6",
    );
    expect(links).toContainEqual({
      hreflang: "en-IN",
      href: "https://triphive.example/in-en/tour-packages/kerala?days[]=4-6",
    });
    expect(links).toContainEqual({
      hreflang: "en-AE",
      href: "https://triphive.example/ae-en/tour-packages/kerala?days[]=4-6",
    });
    expect(links).toContainEqual({
      hreflang: "x-default",
      href: "https://triphive.example/tour-packages/kerala?days[]=4-6",
    });
    expect(new Set(links.map((l) => l.hreflang)).size).toBe(links.length);
  });

  it("handles the home page", () => {
    expect(hreflangLinks("http://x", "/")).toContainEqual({
      hreflang: "en-GB",
      href: "http://x/gb-en",
    });
  });
});

describe("jsonLd", () => {
  it("cannot close its script tag", () => {
    const out = jsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(JSON.parse(out).name).toBe("</script><script>alert(1)</script>");
  });
});
