import { describe, expect, it } from "vitest";
import { hasDeferredData } from "./entry.server";

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
