import { and, asc, count, eq, inArray } from "drizzle-orm";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import { DOCUMENT_MAX_BYTES } from "../../../common/trips";
import type { VoucherType, VoucherView } from "../../../common/vouchers";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit";
import { displayFileName } from "../../storage/display-name";
import type { FileStorage } from "../../storage/file-storage";
import { sniffFileType } from "../../storage/file-type";
import type { QuoteMoneyFacts } from "../quotes";
import * as errors from "./vouchers.errors";
import { quoteVouchers } from "./vouchers.schema";

type VoucherRow = typeof quoteVouchers.$inferSelect;

export interface VouchersDeps {
  db: Db;
  storage: FileStorage;
  limiter: RateLimiter;
  quotes: { moneyFacts(quoteId: number): Promise<QuoteMoneyFacts> };
  agencyIdOf(userId: string): Promise<number | null>;
  /** voucher.uploaded is recorded with the voucher's row (the outbox, decision 0184). */
  events: Pick<DomainEvents, "record">;
  now?: () => Date;
}

/** A quote takes vouchers once paid for (payment), and keeps them when converted. */
const BOOKED = new Set(["payment", "converted"]);

export const voucherDocPath = (tripId: number, id: number) =>
  `/requested_trips/${tripId}/vouchers/${id}`;
export const voucherDownloadPath = (id: number) => `/bookings/v1/vouchers/${id}/download`;

function viewOf(row: VoucherRow): VoucherView {
  return {
    id: row.id,
    quoteId: row.quoteId,
    tripId: row.tripId,
    voucherType: row.voucherType as VoucherType,
    docFileName: row.originalName,
    docUrl: voucherDocPath(row.tripId, row.id),
    downloadUrl: voucherDownloadPath(row.id),
    updatedAt: row.updatedAt.toISOString(),
    travellerStatus: row.travellerStatus as VoucherView["travellerStatus"],
    sizeBytes: row.sizeBytes,
  };
}

export function createVouchersService(deps: VouchersDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Who the reader is to this quote: its traveller, its agency, staff; 404 to anyone else. */
  async function partyOf(user: AuthenticatedUser, quoteId: number) {
    const facts = await deps.quotes.moneyFacts(quoteId).catch(() => null);
    if (!facts) throw errors.quoteNotFound();
    if (isStaff(user.role)) return { facts, party: "staff" as const };
    if (user.role === "traveller" && facts.travellerUserId === user.id)
      return { facts, party: "traveller" as const };
    if (user.role === "agent" && (await deps.agencyIdOf(user.id)) === facts.agentId)
      return { facts, party: "agent" as const };
    throw errors.quoteNotFound();
  }

  async function readable(user: AuthenticatedUser, id: number) {
    const [row] = await db.select().from(quoteVouchers).where(eq(quoteVouchers.id, id)).limit(1);
    if (!row) throw errors.voucherNotFound();
    const { party } = await partyOf(user, row.quoteId).catch(() => {
      throw errors.voucherNotFound();
    });
    return { row, party };
  }

  return {
    /**
     * The agent uploads a voucher for one item of a paid quote. Checked by content like trip
     * documents (decision 0021): size, magic bytes (PDF, JPEG, PNG), a server-chosen name.
     */
    async upload(
      user: AuthenticatedUser,
      quoteId: number,
      voucherType: VoucherType,
      file: { name: string; bytes: Uint8Array },
    ): Promise<VoucherView> {
      const { facts, party } = await partyOf(user, quoteId);
      if (party !== "agent" && party !== "staff") throw errors.quoteNotFound();
      if (!BOOKED.has(facts.status)) throw errors.notBooked();
      if (file.bytes.byteLength === 0) throw errors.emptyFile();
      if (file.bytes.byteLength > DOCUMENT_MAX_BYTES) throw errors.tooLarge();
      const sniffed = sniffFileType(file.bytes.subarray(0, 16));
      if (!sniffed) throw errors.typeRefused();
      const limit = await deps.limiter.consume(LIMITS.documentUploadPerUser, user.id);
      if (limit.limited) throw errors.tooMany(limit.retryAfterSeconds);
      const storedName = await deps.storage.put(file.bytes, sniffed.ext);
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(quoteVouchers)
            .values({
              quoteId,
              tripId: facts.tripId,
              agentId: facts.agentId,
              voucherType,
              originalName: displayFileName(file.name, sniffed.ext),
              storedName,
              contentType: sniffed.type,
              sizeBytes: file.bytes.byteLength,
              uploadedBy: user.id,
            })
            .returning();
          if (!inserted) throw new Error("insert returned no row");
          await deps.events.record(tx, "voucher.uploaded", {
            voucherId: inserted.id,
            quoteId,
            tripId: facts.tripId,
            voucherType,
            travellerUserId: facts.travellerUserId,
            agentId: facts.agentId,
          });
          return inserted;
        });
        return viewOf(row);
      } catch (error) {
        await deps.storage.remove(storedName);
        throw error;
      }
    },

    async listForQuote(user: AuthenticatedUser, quoteId: number): Promise<VoucherView[]> {
      await partyOf(user, quoteId);
      return this.forQuote(quoteId);
    },

    /** No reader check: the quote view (its own check done) and workflows. */
    async forQuote(quoteId: number): Promise<VoucherView[]> {
      const rows = await db
        .select()
        .from(quoteVouchers)
        .where(eq(quoteVouchers.quoteId, quoteId))
        .orderBy(asc(quoteVouchers.id));
      return rows.map(viewOf);
    },

    /** GET voucher by trip: the reader's vouchers of the trip's quotes. */
    async listForTrip(
      user: AuthenticatedUser,
      tripId: number,
      quoteIds: number[],
    ): Promise<VoucherView[]> {
      if (quoteIds.length === 0) return [];
      const rows = await db
        .select()
        .from(quoteVouchers)
        .where(and(eq(quoteVouchers.tripId, tripId), inArray(quoteVouchers.quoteId, quoteIds)))
        .orderBy(asc(quoteVouchers.id));
      const out: VoucherView[] = [];
      for (const row of rows) {
        const ok = await partyOf(user, row.quoteId).then(
          () => true,
          () => false,
        );
        if (ok) out.push(viewOf(row));
      }
      return out;
    },

    /**
     * The bytes, as an attachment, to the quote's parties; the traveller's first read is noted.
     * With `tripId` (the page address /requested_trips/:id/vouchers/:voucherId), only a voucher
     * of that trip: under another trip's id it is not found, the same answer a stranger gets.
     */
    async download(user: AuthenticatedUser, id: number, scope: { tripId?: number } = {}) {
      const { row, party } = await readable(user, id);
      if (scope.tripId !== undefined && row.tripId !== scope.tripId) throw errors.voucherNotFound();
      // Streamed through to the answer, not read whole (decision 0196).
      const file = await deps.storage.stream(row.storedName);
      if (!file) throw errors.voucherNotFound();
      if (party === "traveller" && row.travellerStatus === "pending") {
        await db
          .update(quoteVouchers)
          .set({ travellerStatus: "downloaded", downloadedAt: now() })
          .where(and(eq(quoteVouchers.id, row.id), eq(quoteVouchers.travellerStatus, "pending")));
      }
      return { name: row.originalName, contentType: row.contentType, ...file };
    },

    /** The traveller confirms they have the voucher. */
    async acknowledge(user: AuthenticatedUser, id: number): Promise<VoucherView> {
      const { row, party } = await readable(user, id);
      if (party !== "traveller") throw errors.voucherNotFound();
      const [updated] = await db
        .update(quoteVouchers)
        .set({ travellerStatus: "acknowledged", acknowledgedAt: now() })
        .where(eq(quoteVouchers.id, row.id))
        .returning();
      return viewOf(updated ?? row);
    },

    async countForQuote(quoteId: number): Promise<number> {
      return (await this.forQuote(quoteId)).length;
    },

    /** Vouchers uploaded per quote, in one query (the booking states of a page's quotes). */
    async countsForQuotes(quoteIds: readonly number[]): Promise<Map<number, number>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .select({ quoteId: quoteVouchers.quoteId, n: count() })
        .from(quoteVouchers)
        .where(inArray(quoteVouchers.quoteId, [...new Set(quoteIds)]))
        .groupBy(quoteVouchers.quoteId);
      return new Map(rows.map((r) => [r.quoteId, Number(r.n)]));
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
