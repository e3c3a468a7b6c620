import { describe, expect, it } from "vitest";
import {
  findJobOpening,
  findStaticPage,
  JOB_OPENINGS,
  STATIC_PAGES,
  type StaticBlock,
  type StaticPage,
} from "./static-pages";

const SLUGS: StaticPage["slug"][] = [
  "aboutus",
  "team",
  "contact_us",
  "tnc",
  "packages_tnc",
  "privacy",
  "career",
];

function isNonEmpty(value: string | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

function isBlockEmpty(block: StaticBlock): boolean {
  switch (block.kind) {
    case "paragraph":
    case "heading":
      return !isNonEmpty(block.text);
    case "list":
      return block.items.length === 0 || !block.items.every(isNonEmpty);
    case "people":
      return (
        block.people.length === 0 ||
        !block.people.every((p) => isNonEmpty(p.name) && isNonEmpty(p.role) && isNonEmpty(p.bio))
      );
    case "contacts":
      return (
        block.contacts.length === 0 ||
        !block.contacts.every(
          (c) =>
            isNonEmpty(c.label) &&
            (c.lines.length > 0 || c.email !== undefined || c.phone !== undefined) &&
            c.lines.every(isNonEmpty),
        )
      );
  }
}

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, out);
  } else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) collectStrings(item, out);
  }
  return out;
}

describe("STATIC_PAGES", () => {
  it("has every slug exactly once, with path '/' + slug", () => {
    expect(STATIC_PAGES.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
    for (const page of STATIC_PAGES) {
      expect(page.path).toBe(`/${page.slug}`);
    }
  });

  it("has well-formed metadata", () => {
    for (const page of STATIC_PAGES) {
      expect(page.metaTitle.endsWith(" | Triphive"), page.slug).toBe(true);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(160);
      expect(isNonEmpty(page.metaDescription), page.slug).toBe(true);
      expect(isNonEmpty(page.title), page.slug).toBe(true);
      expect(isNonEmpty(page.intro), page.slug).toBe(true);
      expect(page.updatedOn, page.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.updatedOn)), page.slug).toBe(false);
    }
  });

  it("dates the legal pages 2026-11-01", () => {
    for (const slug of ["tnc", "packages_tnc", "privacy"] as const) {
      expect(findStaticPage(slug).updatedOn).toBe("2026-11-01");
    }
  });

  it("has no empty pages or blocks", () => {
    for (const page of STATIC_PAGES) {
      expect(page.blocks.length, page.slug).toBeGreaterThan(0);
      for (const [index, block] of page.blocks.entries()) {
        expect(isBlockEmpty(block), `${page.slug} block ${index} (${block.kind})`).toBe(false);
      }
    }
  });

  it("has a cancellation heading on the terms page", () => {
    const tnc = findStaticPage("tnc");
    const headings = tnc.blocks.flatMap((b) => (b.kind === "heading" ? [b.text] : []));
    expect(headings.some((h) => h.includes("Cancellation"))).toBe(true);
  });

  it("lists 6-8 people on the team page", () => {
    const people = findStaticPage("team").blocks.flatMap((b) =>
      b.kind === "people" ? b.people : [],
    );
    expect(people.length).toBeGreaterThanOrEqual(6);
    expect(people.length).toBeLessThanOrEqual(8);
  });

  it("findStaticPage returns the page for each slug", () => {
    for (const slug of SLUGS) {
      expect(findStaticPage(slug).slug).toBe(slug);
    }
  });
});

describe("JOB_OPENINGS", () => {
  it("has 5-6 openings with unique kebab-case ids", () => {
    expect(JOB_OPENINGS.length).toBeGreaterThanOrEqual(5);
    expect(JOB_OPENINGS.length).toBeLessThanOrEqual(6);
    const ids = JOB_OPENINGS.map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("has complete openings", () => {
    for (const job of JOB_OPENINGS) {
      expect(isNonEmpty(job.title), job.id).toBe(true);
      expect(isNonEmpty(job.team), job.id).toBe(true);
      expect(isNonEmpty(job.location), job.id).toBe(true);
      expect(isNonEmpty(job.summary), job.id).toBe(true);
      expect(job.responsibilities.length, job.id).toBeGreaterThan(0);
      expect(job.requirements.length, job.id).toBeGreaterThan(0);
      expect(job.responsibilities.every(isNonEmpty), job.id).toBe(true);
      expect(job.requirements.every(isNonEmpty), job.id).toBe(true);
    }
  });

  it("findJobOpening finds known ids and returns undefined for unknown ones", () => {
    for (const job of JOB_OPENINGS) {
      expect(findJobOpening(job.id)).toBe(job);
    }
    expect(findJobOpening("no-such-role")).toBeUndefined();
    expect(findJobOpening("")).toBeUndefined();
  });
});

describe("content text", () => {
  it("contains no placeholder text", () => {
    const strings = collectStrings({ pages: STATIC_PAGES, jobs: JOB_OPENINGS });
    expect(strings.length).toBeGreaterThan(0);
    for (const text of strings) {
      expect(text.toLowerCase(), text).not.toContain("lorem");
      expect(text, text).not.toContain("TODO");
    }
  });
});
