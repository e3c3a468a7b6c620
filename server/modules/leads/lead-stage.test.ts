import { describe, expect, it } from "vitest";
import type { QuoteStatus } from "../../../common/quotes";
import { rankCandidates } from "./lead-routing";
import { stageOf } from "./lead-stage";

const quote = (agentId: number, status: QuoteStatus, sent = true, allPaid = false) => ({
  agentId,
  status,
  sent,
  allPaid,
});
const lead = { agentId: 1, state: "offered" as const };

describe("lead stage", () => {
  it("is new until the agent sends, quoted once a sent quote is active", () => {
    expect(stageOf(lead, "Active", [])).toBe("new");
    expect(stageOf(lead, "Active", [quote(1, "active", false)])).toBe("new");
    expect(stageOf({ ...lead, state: "quoted" }, "Active", [quote(1, "active")])).toBe("quoted");
  });

  it("follows the agent's own quote through chosen, invoiced, paid and converted", () => {
    expect(stageOf(lead, "Active", [quote(1, "chosen")])).toBe("chosen");
    expect(stageOf(lead, "Active", [quote(1, "invoiced")])).toBe("invoiced");
    expect(stageOf(lead, "Active", [quote(1, "payment")])).toBe("paid");
    expect(stageOf(lead, "Active", [quote(1, "converted", true, true)])).toBe("converted");
  });

  it("is lost when the trip stops, another agent wins, the lead expired or the quote died", () => {
    expect(stageOf(lead, "Cancelled", [quote(1, "active")])).toBe("lost");
    expect(stageOf(lead, "Postponed", [])).toBe("lost");
    expect(stageOf(lead, "Active", [quote(1, "active"), quote(2, "chosen")])).toBe("lost");
    expect(stageOf({ ...lead, state: "expired" }, "Active", [])).toBe("lost");
    expect(stageOf(lead, "Active", [quote(1, "declined")])).toBe("lost");
  });
});

describe("routing order", () => {
  const candidate = (agentId: number, ratingTenths: number, responseMinutes: number) => ({
    agentId,
    ratingTenths,
    responseMinutes,
    destinationIds: [1],
  });

  it("scores rating less answer hours less four per open lead; the agent id breaks ties", () => {
    const ranked = rankCandidates(
      [
        candidate(5, 45, 60),
        candidate(3, 40, 60),
        candidate(1, 45, 60),
        candidate(2, 45, 60),
        candidate(4, 45, 600),
      ],
      new Map([[2, 1]]),
    );
    // 44, 44, 40 (one open lead), 39, 35 (ten hours to answer).
    expect(ranked.map((c) => c.agentId)).toEqual([1, 5, 2, 3, 4]);
  });
});
