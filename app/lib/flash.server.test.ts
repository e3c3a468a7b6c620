import { describe, expect, it } from "vitest";
import { flashCookie, readFlash, redirectWithFlash } from "./flash.server";

const requestWith = (cookie: string) => new Request("http://x/", { headers: { cookie } });

describe("flash messages", () => {
  it("carries a known key across a redirect and clears it once read", () => {
    const response = redirectWithFlash("/requested_trips/1", "requestCancelled", {
      "Set-Cookie": "session=1",
    });
    expect(response.headers.get("location")).toBe("/requested_trips/1");
    expect(response.headers.getSetCookie()).toEqual(["session=1", flashCookie("requestCancelled")]);
    const read = readFlash(requestWith("a=1; triphive.flash=requestCancelled"));
    expect(read.message).toBe("Your request has been cancelled");
    expect(read.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  it("ignores unknown keys and free text", () => {
    expect(readFlash(requestWith("triphive.flash=constructor")).message).toBeNull();
    expect(readFlash(requestWith("triphive.flash=<script>")).message).toBeNull();
    expect(readFlash(requestWith("")).headers.has("set-cookie")).toBe(false);
  });
});
