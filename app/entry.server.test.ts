import { describe, expect, it } from "vitest";
import { collectDocument, DocumentEncoder, hasDeferredData, isBotAgent } from "./entry.server";

describe("hasDeferredData", () => {
  it("is false for plain loader and action data", () => {
    expect(hasDeferredData({ loaderData: { root: { user: null }, page: { cards: [1, 2] } } })).toBe(
      false,
    );
    expect(hasDeferredData({ loaderData: { page: null, other: "text" }, actionData: null })).toBe(
      false,
    );
  });

  it("is true when a loader or an action returned a promise for later", () => {
    const later = new Promise(() => {});
    expect(hasDeferredData({ loaderData: { root: {}, page: { similar: later } } })).toBe(true);
    expect(hasDeferredData({ loaderData: {}, actionData: { page: { result: later } } })).toBe(true);
  });
});

describe("collectDocument", () => {
  it("hands over everything written as one UTF-8 buffer at the end", () => {
    let html: Buffer | undefined;
    const destination = collectDocument(
      (done) => {
        html = done;
      },
      () => {},
    );
    destination.write("<!DOCTYPE html><p>Kochi");
    destination.write(" → Munnar, ₹24,700</p>");
    expect(html).toBeUndefined();
    destination.end();
    expect(html?.toString()).toBe("<!DOCTYPE html><p>Kochi → Munnar, ₹24,700</p>");
  });

  it("encodes a page of many pieces, past its segment size and its first buffer, byte for byte", () => {
    // ~1.3 MB of UTF-8 in ~40,000 pieces: one-byte text, two-byte (₹, ·) and surrogate pairs.
    const pieces = Array.from({ length: 40_000 }, (_, i) =>
      i % 3 === 0 ? `<p class="price">₹${i} · 🏝</p>` : `<span>Kochi ${i}</span>`,
    );
    let html: Buffer | undefined;
    const destination = collectDocument(
      (done) => {
        html = done;
      },
      () => {},
    );
    for (const piece of pieces) destination.write(piece);
    destination.end();
    expect(html?.equals(Buffer.from(pieces.join(""), "utf8"))).toBe(true);
  });

  it("copies big pieces from their stored bytes, the same on every page", () => {
    // Stored markup: the same string objects on every page, with two-byte characters.
    const menu = `<ul>${"<li>Munnar · ₹24,700 🏝</li>".repeat(80)}</ul>`;
    const card = `<article>${"Kochi → Alleppey ".repeat(100)}</article>`;
    const page = (n: number) => ["<!DOCTYPE html><p>", menu, `page ${n}`, card, card, "</p>"];
    for (const n of [1, 2]) {
      let html: Buffer | undefined;
      const destination = collectDocument(
        (done) => {
          html = done;
        },
        () => {},
      );
      for (const piece of page(n)) destination.write(piece);
      destination.end();
      expect(html?.toString()).toBe(page(n).join(""));
    }
  });

  it("keeps two documents apart when the second starts before the first ends", () => {
    const first = new DocumentEncoder();
    const second = new DocumentEncoder();
    first.write("<p>Munnar ₹");
    second.write("<p>Goa</p>");
    first.write("24,700</p>");
    expect(second.end().toString()).toBe("<p>Goa</p>");
    expect(first.end().toString()).toBe("<p>Munnar ₹24,700</p>");
    // The shared buffer came back: the next document gets it and sees nothing of the others.
    const third = new DocumentEncoder();
    third.write("<p>Ooty</p>");
    expect(third.end().toString()).toBe("<p>Ooty</p>");
  });

  it("reports a destroyed render as an error", () => {
    const failures: unknown[] = [];
    const destination = collectDocument(
      () => {},
      (error) => failures.push(error),
    );
    destination.destroy(new Error("render failed"));
    expect(failures).toHaveLength(1);
  });
});

describe("isBotAgent", () => {
  it("answers as isbot does, the same on every call", () => {
    const chrome =
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    const google = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    for (let i = 0; i < 2; i++) {
      expect(isBotAgent(chrome)).toBe(false);
      expect(isBotAgent(google)).toBe(true);
    }
  });
});
