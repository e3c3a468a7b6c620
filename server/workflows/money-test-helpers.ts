// The money tests' fixtures (quote money, credit notes, agency payouts): their clock, cast, and
// a traveller's quote accepted, invoiced, its deposit paid. Apart from quotes-test-helpers.ts,
// which processes outside Vitest import (the realtime child process, the inbox bench): this
// file reaches Vitest's expect through payments-test-helpers.ts.
import { IssueInvoiceInput } from "../../common/invoices";
import type { AuthenticatedUser } from "../../common/roles";
import type { Db } from "../db";
import { asAppError } from "../lib/errors";
import { payInSandbox } from "../modules/payments/payments-test-helpers";
import {
  insertAgent,
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  kochiDraft,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import type { Services } from "../services";
import { createTestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";

/** A promise's error code (`asAppError`), or "no error": for asserting refusals. */
export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    return asAppError(error)?.code ?? String(error);
  }
  return "no error";
}

/** Where the money tests stand: 57 days before their trips start (2027-01-20). */
export const MONEY_CLOCK = new Date("2026-11-24T06:00:00Z");

/**
 * The money tests' cast: Backwater Trails serving Kerala, a rival agency (Malabar Coast, also
 * serving Kerala, or Spice Route, serving Goa only) and a staff member.
 */
export async function insertMoneyCast(db: Db, rival: "kerala" | "goa") {
  const kerala = await insertDestination(db, "Kerala", "india");
  const agent = await insertBackwaterTrails(db, [kerala]);
  const otherAgent =
    rival === "kerala"
      ? await insertAgent(db, {
          companyName: "Malabar Coast",
          ratingTenths: 47,
          responseMinutes: 60,
          destinationIds: [kerala],
        })
      : await insertAgent(db, {
          companyName: "Spice Route",
          ratingTenths: 30,
          responseMinutes: 600,
          destinationIds: [await insertDestination(db, "Goa", "india")],
        });
  const ops = await insertUser(db, "ops", "Karan");
  return { agent, otherAgent, ops };
}

export interface MoneyWorld {
  db: Db;
  services: Services;
}

/**
 * A new traveller's Kerala trip (two adults, from 2027-01-20), quoted by `by` and accepted.
 * `traveller`: an existing one (signed in through the API) instead of a new one named `name`.
 */
export async function acceptedQuote(
  { db, services }: MoneyWorld,
  by: TestAgent,
  name: string,
  refundPercent = 90,
  existing?: AuthenticatedUser,
) {
  const traveller = existing ?? (await insertUser(db, "traveller", name));
  const trip = await services.trips.create(traveller, {
    ...KERALA_FAMILY_TRIP,
    start_date: "2027-01-20",
  } as never);
  const editor = await services.quotes.startDraft(by.user, trip.id, { from: "blank" });
  await services.quotes.saveDraft(
    by.user,
    editor.quoteId,
    kochiDraft({
      cancellationPolicy: [
        { daysBefore: 30, refundPercent },
        { daysBefore: 7, refundPercent: 50 },
      ],
    }),
  );
  await services.workflows.sendQuote(by.user, editor.quoteId);
  await services.workflows.acceptQuote(traveller, trip.id, editor.quoteId);
  return { traveller, tripId: trip.id, quoteId: editor.quoteId };
}

/** `by` issues the invoice of its accepted quote, at the draft's total, with a Kerala GSTIN. */
export async function issueQuoteInvoice({ services }: MoneyWorld, by: TestAgent, quoteId: number) {
  const draft = await services.invoices.draft(by.user, quoteId);
  return services.money.issueInvoice(
    by.user,
    quoteId,
    IssueInvoiceInput.parse({
      confirmTotalMinor: draft.totalMinor,
      agencyGstin: "32ABCDE1234F1Z9",
    }),
  );
}

/**
 * An accepted quote of `by`, invoiced, its deposit paid on the sandbox: the trip is Booked and
 * the agency's payout held.
 */
export async function paidDeposit(
  world: MoneyWorld,
  by: TestAgent,
  name: string,
  refundPercent = 90,
  existing?: AuthenticatedUser,
) {
  const accepted = await acceptedQuote(world, by, name, refundPercent, existing);
  const invoice = await issueQuoteInvoice(world, by, accepted.quoteId);
  const created = await world.services.money.payInstalment(
    accepted.traveller,
    accepted.tripId,
    accepted.quoteId,
    `dep-${name}`,
  );
  const order = await payInSandbox(world.services, created, "success");
  return { ...accepted, invoice, order };
}

/**
 * A fresh test database on MONEY_CLOCK (or a clock of the test's, which it moves), its
 * services, and the money cast with its rival.
 */
export async function openMoneyWorld(rival: "kerala" | "goa", now: () => Date = () => MONEY_CLOCK) {
  const database = await createTestDatabase();
  const { services } = createTestServices(database.db, {}, { now });
  return { database, services, ...(await insertMoneyCast(database.db, rival)) };
}
