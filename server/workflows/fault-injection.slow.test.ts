import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { IssueInvoiceInput } from "../../common/invoices";
import { NotificationsQuery } from "../../common/notification-queries";
import type { AuthenticatedUser } from "../../common/roles";
import { type Database, migrateDatabase, openDatabase } from "../db";
import { rowsOf } from "../lib/sql-rows";
import {
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  kochiDraft,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import type { FaultOrder, FaultTarget } from "../testing/fault-child";
import { createTestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";

// Decision 0184, measured: a process killed with SIGKILL right after a state change commits,
// before any handler of its events ran (server/testing/fault-child.ts), loses nothing and
// doubles nothing. The next process's job runner delivers the events: every captured payment
// books its quote, and each notification, mail and ledger journal exists exactly once.
// FAULT_KILLS rounds (each: a capture, a send, a voucher); the suite runs 1 on each database.

const ROUNDS = Number(process.env.FAULT_KILLS ?? 1);
const CHILD = path.resolve(import.meta.dirname, "../testing/fault-child.ts");

/** PGlite is one process's: the parent closes it while the child has it. */
interface Held {
  target: FaultTarget;
  open(): Promise<Database>;
  release(db: Database): Promise<void>;
  close(): Promise<void>;
}

async function heldDatabase(): Promise<Held> {
  if (process.env.TEST_DATABASE_URL) {
    const shared = await createTestDatabase();
    if (!shared.url) throw new Error("a PostgreSQL test database without its URL");
    return {
      target: { driver: "postgres", url: shared.url },
      open: async () => shared,
      release: async () => {},
      close: () => shared.close(),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "triphive-fault-"));
  const first = await openDatabase({ driver: "pglite", dir });
  await migrateDatabase(first);
  await first.close();
  return {
    target: { driver: "pglite", dir },
    open: () => openDatabase({ driver: "pglite", dir }),
    release: (db) => db.close(),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

function killedChild(order: FaultOrder): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, JSON.stringify(order)], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(signal ?? code));
  });
}

let held: Held;
let agent: TestAgent;

beforeAll(async () => {
  held = await heldDatabase();
  const database = await held.open();
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  await held.release(database);
});

afterAll(async () => {
  await held?.close();
});

/** Opens the database with services, runs `work`, and lets go of it (PGlite: for a child). */
async function withServices<T>(
  work: (s: ReturnType<typeof createTestServices>["services"], db: Database) => Promise<T>,
): Promise<T> {
  const database = await held.open();
  try {
    return await work(createTestServices(database.db).services, database);
  } finally {
    await held.release(database);
  }
}

/** The user's notifications' kinds, of one quote's when given. */
const subCategories = async (
  s: ReturnType<typeof createTestServices>["services"],
  user: AuthenticatedUser,
  quoteId?: number,
) =>
  (await s.notifications.list(user, NotificationsQuery.parse({ limit: 20 }))).notifications
    .filter((n) => quoteId === undefined || n.extraInfo.quoteId === quoteId)
    .map((n) => n.notificationSubCategory);
const times = (list: string[], value: string) => list.filter((v) => v === value).length;

async function journals(db: Database, kind: string, reference: string) {
  const rows = await db.db.execute(
    sql`select count(*)::int as n from ledger_journals where kind = ${kind} and reference = ${reference}`,
  );
  return rowsOf(rows, z.object({ n: z.number() }))[0]?.n ?? 0;
}

describe("a SIGKILL between a commit and its handlers", () => {
  it("loses no effect and doubles none: quote send, payment capture, voucher upload", async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // ---- quote send ----
      const sendCase = await withServices(async (s, database) => {
        const traveller = await insertUser(database.db, "traveller", `Send${round}`);
        const trip = await s.trips.create(traveller, KERALA_FAMILY_TRIP);
        const editor = await s.quotes.startDraft(agent.user, trip.id, { from: "blank" });
        await s.quotes.saveDraft(
          agent.user,
          editor.quoteId,
          kochiDraft({ validUntil: "2030-12-31" }),
        );
        return { traveller, tripId: trip.id, quoteId: editor.quoteId };
      });
      expect(
        await killedChild({
          target: held.target,
          action: "send",
          agent: agent.user,
          quoteId: sendCase.quoteId,
        }),
      ).toBe("SIGKILL");
      await withServices(async (s) => {
        await s.jobs.runDue(s.jobHandlers);
        await s.jobs.runDue(s.jobHandlers);
        const told = await subCategories(s, sendCase.traveller);
        expect(times(told, "new_quote")).toBe(1);
        expect((await s.trips.get(sendCase.traveller, sendCase.tripId)).quotes_count).toBe(1);
      });

      // ---- payment capture ----
      const payCase = await withServices(async (s, database) => {
        const traveller = await insertUser(database.db, "traveller", `Pay${round}`);
        const trip = await s.trips.create(traveller, {
          ...KERALA_FAMILY_TRIP,
          start_date: "2027-06-20",
        } as never);
        const editor = await s.quotes.startDraft(agent.user, trip.id, { from: "blank" });
        await s.quotes.saveDraft(
          agent.user,
          editor.quoteId,
          kochiDraft({ validUntil: "2030-12-31" }),
        );
        await s.workflows.sendQuote(agent.user, editor.quoteId);
        await s.workflows.acceptQuote(traveller, trip.id, editor.quoteId);
        const draft = await s.invoices.draft(agent.user, editor.quoteId);
        await s.money.issueInvoice(
          agent.user,
          editor.quoteId,
          IssueInvoiceInput.parse({
            confirmTotalMinor: draft.totalMinor,
            agencyGstin: "32ABCDE1234F1Z9",
          }),
        );
        const order = await s.money.payInstalment(
          traveller,
          trip.id,
          editor.quoteId,
          `fault-${round}`,
        );
        await s.jobs.runDue(s.jobHandlers);
        return { traveller, tripId: trip.id, quoteId: editor.quoteId, order };
      });
      expect(
        await killedChild({
          target: held.target,
          action: "capture",
          gatewayOrderId: payCase.order.gatewayOrderId,
        }),
      ).toBe("SIGKILL");
      await withServices(async (s, database) => {
        await s.jobs.runDue(s.jobHandlers);
        await s.jobs.runDue(s.jobHandlers);
        const order = await s.payments.getOrder(payCase.order.id);
        expect(order?.status).toBe("captured");
        // The capture booked the quote and the trip: no captured money without a booking.
        expect((await s.trips.get(payCase.traveller, payCase.tripId)).status).toBe("Booked");
        expect((await s.quotes.moneyFacts(payCase.quoteId)).status).toBe("payment");
        const invoice = await s.invoices.forQuote(payCase.quoteId);
        expect(invoice?.instalments.reduce((sum, i) => sum + i.paidMinor, 0)).toBe(
          order?.capturedMinor,
        );
        const told = await subCategories(s, payCase.traveller);
        expect(times(told, "payment_confirmed")).toBe(1);
        expect(times(told, "booking_confirmed")).toBe(1);
        expect(await journals(database, "capture", order?.ledgerReference ?? "")).toBe(1);
        const mailJobs = await database.db.execute(
          sql`select payload->>'subject' as subject from jobs
              where name = 'notifications.mail' and payload->>'userId' = ${payCase.traveller.id}`,
        );
        const subjects = rowsOf(mailJobs, z.object({ subject: z.string() })).map((r) => r.subject);
        expect(subjects.filter((m) => m.startsWith("Payment received"))).toHaveLength(1);
        expect(subjects.filter((m) => m.startsWith("Booked"))).toHaveLength(1);
        expect(new Set(subjects).size).toBe(subjects.length);
      });

      // ---- voucher upload ----
      expect(
        await killedChild({
          target: held.target,
          action: "voucher",
          agent: agent.user,
          quoteId: payCase.quoteId,
        }),
      ).toBe("SIGKILL");
      await withServices(async (s, database) => {
        await s.jobs.runDue(s.jobHandlers);
        await s.jobs.runDue(s.jobHandlers);
        const told = await subCategories(s, payCase.traveller);
        expect(times(told, "voucher_uploaded")).toBe(1);
        // The agency's held share was released by the voucher, once.
        expect(times(await subCategories(s, agent.user, payCase.quoteId), "payout_released")).toBe(
          1,
        );
        expect(await journals(database, "payout_release", `quote:${payCase.quoteId}`)).toBe(1);
        expect(await s.money.payoutOf(agent.agentId, payCase.quoteId, "INR")).toMatchObject({
          heldMinor: 0,
        });
      });
    }
  }, 600_000);
});
