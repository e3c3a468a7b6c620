import { describe, expect, it } from "vitest";
import { collectDocument, hasDeferredData } from "./entry.server";

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
