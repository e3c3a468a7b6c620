import { describe, expect, it } from "vitest";
import {
  aliasesFor,
  canonicalQuery,
  normalizeSearchText,
  spellingsOf,
  toPrefixTsQuery,
} from "../../../common/search";
import { toSearchResult } from "./search-shape";

describe("search text", () => {
  it("normalises case, accents and punctuation", () => {
    expect(normalizeSearchText("  Café   Coffee-Day! ")).toBe("cafe coffee day");
    expect(normalizeSearchText("'; drop table --")).toBe("drop table");
  });

  it("resolves old spellings to the catalogue's", () => {
    expect(canonicalQuery("Bangalore")).toBe("bengaluru");
    expect(canonicalQuery("fort cochin")).toBe("fort kochi");
    expect(canonicalQuery("Bombay to Madras")).toBe("mumbai to chennai");
    expect(canonicalQuery("Port Blair")).toBe("sri vijaya puram");
    expect(canonicalQuery("gurgaon")).toBe("gurugram");
    expect(canonicalQuery("trivandrum beaches")).toBe("thiruvananthapuram beaches");
    expect(canonicalQuery("calcutta")).toBe("kolkata");
    expect(canonicalQuery("goa")).toBe("goa");
  });

  it("stores every other spelling of the names a text contains", () => {
    expect(aliasesFor("Kochi")).toEqual(["cochin"]);
    expect(aliasesFor("Pondicherry heritage walk")).toEqual(["puducherry", "pondy"]);
    expect(aliasesFor("Munnar")).toEqual([]);
    expect(spellingsOf("mumbai")).toEqual(["mumbai", "bombay"]);
  });

  it("builds a prefix tsquery of safe words only", () => {
    expect(toPrefixTsQuery("goa beach")).toBe("goa:* & beach:*");
    expect(toPrefixTsQuery("cochin")).toBe("(kochi:* | cochin:*)");
    expect(toPrefixTsQuery("a & b | !c")).toBe("a:* & b:* & c:*");
    expect(toPrefixTsQuery("   ")).toBe("");
  });
});

describe("search result shape", () => {
  it("fills every spelling the spec uses and prices in whole rupees", () => {
    const result = toSearchResult({
      doc_class: "package",
      source_id: "42",
      title: "Kerala Backwaters",
      location: "Kerala · 4N/5D",
      href: "/packages/kerala-backwaters",
      price_minor: "2499950",
      links: '[{"label":"More in Kerala","href":"/tour-packages/kerala"}]',
      image: "/images/v1/packages/42-640x360.svg",
    });
    expect(result).toEqual({
      doc_class: "package",
      id: "42",
      title: "Kerala Backwaters",
      name: "Kerala Backwaters",
      location: "Kerala · 4N/5D",
      storyHeading: null,
      href: "/packages/kerala-backwaters",
      link: "/packages/kerala-backwaters",
      price: 25_000,
      links: [{ label: "More in Kerala", href: "/tour-packages/kerala" }],
      image: "/images/v1/packages/42-640x360.svg",
    });
    expect(
      toSearchResult({
        doc_class: "city",
        source_id: "1",
        title: "Munnar",
        location: "Kerala",
        href: "/x",
        price_minor: null,
        links: null,
        image: null,
      }).price,
    ).toBeNull();
  });
});
