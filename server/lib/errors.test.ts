import { describe, expect, it } from "vitest";
import { capturingLogger } from "../testing/captured-logs";
import { AppError, isAppError, logPartFailure } from "./errors";

describe("isAppError", () => {
  it("recognises app errors, also from another copy of this module", () => {
    const error = new AppError("not_found", "x_not_found", "No such x");
    expect(isAppError(error)).toBe(true);
    // What a second bundle's AppError looks like from here: same registry symbol, other class.
    const foreign = Object.assign(new Error("x"), { [Symbol.for("triphive.app-error")]: true });
    expect(isAppError(foreign)).toBe(true);
  });

  it("rejects everything else", () => {
    for (const value of [new Error("x"), { name: "AppError" }, null, "AppError", 42]) {
      expect(isAppError(value)).toBe(false);
    }
  });

  it("maps kinds to statuses and builds the shared error body", () => {
    const error = new AppError("rate_limited", "too_many_attempts", "Slow down", []);
    expect(error.status).toBe(429);
    expect(error.toBody()).toEqual({
      errors: [{ code: "too_many_attempts", message: "Slow down" }],
    });
    const field = new AppError("invalid_input", "bad", "Bad", [
      { code: "bad", message: "Bad", field: "email" },
    ]);
    expect(field.status).toBe(400);
    expect(field.toBody().errors[0]?.field).toBe("email");
  });
});

describe("logPartFailure", () => {
  it("logs a part lost to an unreachable database at warn, with its code and not the query", () => {
    const lines: Record<string, unknown>[] = [];
    const logger = capturingLogger(lines);
    const timedOut = Object.assign(
      new Error("Failed query: select * from users where email = $1\nparams: asha@test.example"),
      { cause: new Error("Query read timeout") },
    );
    logPartFailure(logger, timedOut, "top navigation unavailable");
    expect(lines).toEqual([expect.objectContaining({ level: 40, code: "database_unavailable" })]);
    expect(JSON.stringify(lines)).not.toContain("asha@test.example");
  });

  it("logs anything else at error with the error", () => {
    const lines: Record<string, unknown>[] = [];
    logPartFailure(capturingLogger(lines), new TypeError("boom"), "top navigation unavailable");
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, err: expect.objectContaining({ message: "boom" }) }),
    ]);
  });
});
