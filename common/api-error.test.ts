import { describe, expect, it } from "vitest";
import { isApiErrorBody } from "./api-error";

describe("isApiErrorBody", () => {
  it.each([
    [{ errors: [] }],
    [{ errors: [{ code: "invalid_input", message: "required" }] }],
    [{ errors: [{ code: "invalid_input", message: "Invalid Email", field: "email" }] }],
  ])("accepts %j", (body) => {
    expect(isApiErrorBody(body)).toBe(true);
  });

  it.each([
    [null],
    ["Something went wrong"],
    [{}],
    [{ errors: "nope" }],
    [{ errors: [{ code: 1, message: "x" }] }],
    [{ errors: [{ code: "x" }] }],
    [{ errors: [{ code: "x", message: "y", field: 3 }] }],
    [{ errors: [null] }],
  ])("rejects %j", (body) => {
    expect(isApiErrorBody(body)).toBe(false);
  });
});
