import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type {
  NurtureTripView,
  StaffTripRow,
  TripDocumentView,
  TripView,
} from "../../../common/trip-views";
import { tripOnlyBookingState } from "../../../common/trip-views";
import {
  ATTRIBUTION_KEYS,
  type CallbackInput,
  type CancelTripInput,
  type CreateTripRequestInput,
  canCancel,
  canReactivate,
  DOCUMENT_MAX_BYTES,
  durationBucketOf,
  isMissingPreferences,
  isOpen,
  MONTH_NOT_DECIDED,
  resolveCancelReason,
  type TripAttribution,
  type TripContactInput,
  type TripFeedbackInput,
  type TripPreferences,
  type TripPreferencesInput,
  type TripStatus,
  travelMonthLabel,
  travelMonthOptions,
  type UpdateTripRequestInput,
  type WeekendTripInput,
} from "../../../common/trips";
import type { Db, Executor } from "../../db";
import type { Logger } from "../../lib/logger";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit";
import { displayFileName } from "../../storage/display-name";
import type { FileStorage } from "../../storage/file-storage";
import { sniffFileType } from "../../storage/file-type";
import { userEmailOf, userMatches, userNameOf } from "../accounts";
import { tripDetailsService } from "./trip-details";
import {
  allowedTripActions,
  authorizeTrip,
  mayNeedRoutedRelation,
  type TripAccess,
  type TripAction,
} from "./trip-permissions";
import { tripPhoneService } from "./trip-phone";
import { tripRowOnce } from "./trip-rows";
import { changeStatus, type TripEvent } from "./trip-status";
import { budgetColumns, budgetOf, documentView, nurtureView } from "./trip-views";
import * as errors from "./trips.errors";
import {
  requestedTripEvents,
  requestedTrips,
  tripCallbacks,
  tripDocuments,
  tripDrafts,
  tripFeedbacks,
} from "./trips.schema";

export interface PackageRef {
  id: number;
  slug: string;
  name: string;
  days: number;
  destinationSlug: string;
  destinationName: string;
}

export interface TripsDeps {
  db: Db;
  logger: Logger;
  limiter: RateLimiter;
  storage: FileStorage;
  now?: () => Date;
  /**
   * Whether the agent `userId` holds a live lead on the trip (the quotes module knows); the
   * permission table's `routed` relation. Absent: no agent is routed anywhere.
   */
  isRoutedAgent?(userId: string, tripId: number): Promise<boolean>;
  /** The catalogue's view of a package, for prefills and the trip summary. */
  packageRef(slugOrId: string | number): Promise<PackageRef | null>;
  /** Where the browser came from, read from its tracking cookies. */
  attributionFromHeaders?(headers: Headers): TripAttribution;
  /** Called after a request is created (tracking's 'Trip Created'); failures are logged only. */
  onTripCreated?(
    trip: { id: number; user: AuthenticatedUser; attribution: TripAttribution },
    headers?: Headers,
  ): Promise<void>;
}

type TripRow = typeof requestedTrips.$inferSelect;

const DRAFT_TTL_MS = 48 * 60 * 60 * 1000;
const UNIQUE_KEY_BYTES = 9;
const SECRET_KEY_BYTES = 24;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function attributionOf(input: Partial<Record<(typeof ATTRIBUTION_KEYS)[number], unknown>>) {
  const attribution: TripAttribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = input[key];
    if (typeof value === "string" && value) attribution[key] = value;
  }
  return attribution;
}

/** Options of the status changes, for workflows that change other modules in the same commit. */
export interface StatusChangeOptions {
  /** Run inside this transaction (the caller commits) instead of one of our own. */
  tx?: Executor;
}

/** A status change made inside a workflow's transaction: the caller reads the view after commit. */
export interface TripStatusChange {
  id: number;
  /** The status after the change. */
  status: TripStatus;
}

export function createTripsService(deps: TripsDeps) {
  const { db, limiter, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function throttle(limit: (typeof LIMITS)[keyof typeof LIMITS], key: string) {
    const result = await limiter.consume(limit, key);
    if (result.limited) throw errors.tooManyRequests(result.retryAfterSeconds);
  }

  function cookieAttributionOf(headers: Headers | undefined): TripAttribution {
    return headers && deps.attributionFromHeaders ? deps.attributionFromHeaders(headers) : {};
  }

  async function toView(row: TripRow, viewer: AuthenticatedUser): Promise<TripView> {
    const pkg = row.packageId ? await deps.packageRef(row.packageId) : null;
    const status = row.status;
    return {
      id: row.id,
      status,
      to_loc: row.toLoc,
      from_loc: row.fromLoc,
      travel_month: row.travelMonth,
      travel_month_label: travelMonthLabel(row.travelMonth),
      start_date: row.startDate,
      durations: row.durations,
      trip_days: row.tripDays,
      trip_type: row.tripType,
      adults: row.adults,
      children: row.children,
      budget: budgetOf(row),
      budget_currency: row.budgetCurrency,
      isd_code: row.isdCode,
      phone_no: row.phoneNo,
      number_verified: row.numberVerified,
      lead_status: row.leadStatus,
      exclusive_preferences_values: row.preferences,
      quotes_count: row.quotesCount,
      booking_status_label: tripOnlyBookingState(status, row.quotesCount).label,
      booking_state: tripOnlyBookingState(status, row.quotesCount),
      comments: row.comments,
      package: pkg ? { slug: pkg.slug, name: pkg.name } : null,
      missing_preferences: isMissingPreferences({
        status,
        preferences: row.preferences,
        budget: budgetOf(row),
      }),
      can_cancel: canCancel(status),
      can_reactivate: canReactivate(status),
      allowed_actions: allowedTripActions(viewer, row.userId),
      cancellation: row.cancellation,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** The month must be one the form offers now: no past months, nothing beyond six. */
  function checkMonth(month: string) {
    if (month === MONTH_NOT_DECIDED) return;
    if (!travelMonthOptions(now()).some((o) => o.value === month)) throw errors.monthOutOfRange();
  }

  function checkStartDate(startDate: string | undefined) {
    if (!startDate) return;
    const today = now().toISOString().slice(0, 10);
    if (startDate < today) throw errors.startDateInPast();
  }

  /**
   * Every action on an existing trip starts here: the trip, if the permission table lets `user`
   * take `action` on it (trip-permissions.ts); otherwise its refusal.
   */
  async function load(
    user: AuthenticatedUser,
    id: number,
    action: TripAction,
    executor: Executor = db,
  ): Promise<{ row: TripRow; access: TripAccess }> {
    // Outside a transaction, the trip's row once per page (request-memo.ts).
    const row =
      executor === db
        ? await tripRowOnce(db, id)
        : (
            await executor.select().from(requestedTrips).where(eq(requestedTrips.id, id)).limit(1)
          )[0];
    if (!row) throw errors.tripNotFound();
    const routed =
      deps.isRoutedAgent && mayNeedRoutedRelation(user.role, action)
        ? await deps.isRoutedAgent(user.id, row.id)
        : false;
    return { row, access: authorizeTrip(user, action, row.userId, { routed }) };
  }

  /** The event-log entry of a write the permission table audits (staff on a traveller's trip). */
  async function logWrite(
    executor: Executor,
    row: TripRow,
    action: TripAction,
    user: AuthenticatedUser,
    access: TripAccess,
  ) {
    await executor.insert(requestedTripEvents).values({
      tripId: row.id,
      event: action,
      // Not a status change: the status it happened in, on both sides.
      fromStatus: row.status,
      toStatus: row.status,
      actorId: user.id,
      actorRole: access.actor,
    });
  }

  /**
   * A write that is not a status change: `work` runs in one transaction with the event-log
   * entry the permission table asks for.
   */
  async function write<T>(
    user: AuthenticatedUser,
    id: number,
    action: TripAction,
    work: (row: TripRow, tx: Executor) => Promise<T>,
  ): Promise<T> {
    const { row, access } = await load(user, id, action);
    if (!access.audited) return work(row, db);
    return db.transaction(async (tx) => {
      const result = await work(row, tx);
      await logWrite(tx, row, action, user, access);
      return result;
    });
  }

  /** A user's status change: the permission table for the action, then changeStatus. */
  async function userStep(
    user: AuthenticatedUser,
    id: number,
    step: (TripEvent & TripAction) | { action: TripAction; event: TripEvent },
    patchOf: (row: TripRow) => Partial<typeof requestedTrips.$inferInsert>,
    options: StatusChangeOptions,
  ): Promise<TripRow> {
    // The permission table is asked for the action (cancel); the status table for the event,
    // which a cancel with the postponed reason makes cancel_postponed.
    const { action, event } = typeof step === "string" ? { action: step, event: step } : step;
    const run = async (tx: Executor) => {
      const { row, access } = await load(user, id, action, tx);
      return changeStatus(tx, {
        trip: row,
        event,
        actor: access.actor,
        actorId: user.id,
        at: now(),
        set: patchOf(row),
      });
    };
    return options.tx ? run(options.tx) : db.transaction(run);
  }

  const statusChangeOf = (row: TripRow): TripStatusChange => ({ id: row.id, status: row.status });

  async function cancelRow(
    tx: Executor,
    user: AuthenticatedUser,
    id: number,
    input: CancelTripInput,
  ): Promise<TripRow> {
    const resolved = resolveCancelReason(input);
    if (!resolved) throw errors.invalidCancelReason();
    // "Postponed my trip." parks the trip as Postponed (accounts §4 shows Reactivate for it);
    // every other reason gives it up as Cancelled. The quotes follow the same way either way.
    const event = resolved.sub.code === "Postponed" ? "cancel_postponed" : "cancel";
    return userStep(
      user,
      id,
      { action: "cancel", event },
      (row) => ({
        cancellation: {
          cancelReason: resolved.main.value,
          reasonCode: resolved.sub.code,
          reason: resolved.sub.label,
          otherReason: input.otherReason ?? "",
          quoteCustomization: input.quote_customization ?? "",
          notSatisfiedReason: input.not_satisfied_reason ?? "",
          bookCompleteTrip:
            input.bookcompleteTrip === undefined ? null : input.bookcompleteTrip === "true",
          previousStatus: row.status,
          at: now().toISOString(),
        },
      }),
      { tx },
    );
  }

  const reactivateRow = (tx: Executor, user: AuthenticatedUser, id: number) =>
    userStep(user, id, "reactivate", () => ({}), { tx });

  type NewTripFields = Omit<
    typeof requestedTrips.$inferInsert,
    "userId" | "uniqueKey" | "secretKey"
  >;

  /** The request and its "create" event, inside the caller's transaction. */
  async function insertRow(
    tx: Executor,
    user: AuthenticatedUser,
    fields: NewTripFields,
  ): Promise<TripRow> {
    const [row] = await tx
      .insert(requestedTrips)
      .values({
        ...fields,
        userId: user.id,
        uniqueKey: randomBytes(UNIQUE_KEY_BYTES).toString("base64url"),
        secretKey: randomBytes(SECRET_KEY_BYTES).toString("base64url"),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx.insert(requestedTripEvents).values({
      tripId: row.id,
      event: "create",
      fromStatus: null,
      toStatus: row.status,
      actorId: user.id,
      actorRole: "traveller",
    });
    return row;
  }

  /** After the commit: tracking's "Trip Created" must not hold up or undo the request. */
  async function announce(row: TripRow, user: AuthenticatedUser, headers?: Headers) {
    if (deps.onTripCreated) {
      await deps
        .onTripCreated({ id: row.id, user, attribution: row.attribution }, headers)
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, tripId: row.id }, "trip created hook failed"),
        );
    }
  }

  async function insertTrip(
    user: AuthenticatedUser,
    headers: Headers | undefined,
    fields: NewTripFields,
  ): Promise<TripRow> {
    const row = await db.transaction((tx) => insertRow(tx, user, fields));
    await announce(row, user, headers);
    return row;
  }

  /**
   * The edit form (customize_new) keeps every field it does not change (decision 0182): a field
   * the edit leaves out (start date, package, exact days) keeps its stored value. A stored start
   * date goes only when the edit moves the trip to a month the date is not in; stored days go
   * when the edit picks durations they do not fall in.
   */
  function keptFields(row: TripRow, input: UpdateTripRequestInput) {
    const kept: Partial<typeof requestedTrips.$inferInsert> = {};
    if (input.start_date === undefined && row.startDate) {
      const monthKept = input.month === row.travelMonth;
      if (monthKept || row.startDate.slice(0, 7) === input.month) kept.startDate = row.startDate;
    }
    if (input.package_id === undefined && row.packageId) kept.packageId = row.packageId;
    if (input.trip_days === undefined) {
      const days = tripDaysWithin(row.tripDays ?? undefined, input.durations);
      if (days !== null) kept.tripDays = days;
    }
    return kept;
  }

  async function tripFields(input: UpdateTripRequestInput) {
    checkMonth(input.month);
    checkStartDate(input.start_date);
    const pkg = input.package_id ? await deps.packageRef(input.package_id) : null;
    if (input.package_id && !pkg) throw errors.packageNotFound();
    return {
      toLoc: input.to_loc,
      fromLoc: input.from_loc ?? "",
      travelMonth: input.month,
      startDate: input.start_date ?? null,
      durations: input.durations,
      tripDays: tripDaysWithin(input.trip_days, input.durations),
      tripType: input.trip_type,
      adults: input.adults,
      children: input.children,
      ...budgetColumns(input.budget),
      isdCode: input.isd_code,
      phoneNo: input.phone_no,
      comments: input.comments ?? "",
      packageId: pkg?.id ?? null,
    };
  }

  /** The checked fields of a new request from the form, before anything is written. */
  async function newTripFields(
    user: AuthenticatedUser,
    input: CreateTripRequestInput,
    headers?: Headers,
  ): Promise<NewTripFields> {
    if (user.role !== "traveller") throw errors.travellersOnly();
    const fields = await tripFields(input);
    // What the page says about itself wins over what the cookies remember.
    const attribution = { ...cookieAttributionOf(headers), ...attributionOf(input) };
    return { ...fields, attribution };
  }

  async function create(
    user: AuthenticatedUser,
    input: CreateTripRequestInput,
    headers?: Headers,
  ): Promise<TripView> {
    if (user.role !== "traveller") throw errors.travellersOnly();
    await throttle(LIMITS.tripCreatePerUser, user.id);
    return toView(await insertTrip(user, headers, await newTripFields(user, input, headers)), user);
  }

  return {
    create,

    /** The weekend getaway form (browsing §3): a dated short trip from a source city. */
    async createWeekend(
      user: AuthenticatedUser,
      input: WeekendTripInput,
      headers?: Headers,
    ): Promise<TripView> {
      if (user.role !== "traveller") throw errors.travellersOnly();
      await throttle(LIMITS.tripCreatePerUser, user.id);
      checkStartDate(input.start_date);
      const pkg = input.trip_origin_package_id
        ? await deps.packageRef(
            Number(input.trip_origin_package_id) || input.trip_origin_package_id,
          )
        : null;
      const attribution = {
        trip_origin_product: "weekend",
        ...cookieAttributionOf(headers),
        ...attributionOf(input),
      };
      const row = await insertTrip(user, headers, {
        toLoc: [input.to_loc],
        fromLoc: input.from_loc ?? "",
        travelMonth: input.start_date.slice(0, 7),
        startDate: input.start_date,
        durations: [durationBucketOf(input.trip_days)],
        tripDays: input.trip_days,
        tripType: "tour",
        adults: input.adult,
        children: 0,
        ...budgetColumns(input.per_person_cost || null),
        isdCode: input.isd_code,
        phoneNo: input.phone_no,
        comments: input.adminComments ?? "",
        tripStage: input.trip_stage ?? null,
        packageId: pkg?.id ?? null,
        attribution,
      });
      return toView(row, user);
    },

    async update(
      user: AuthenticatedUser,
      id: number,
      input: UpdateTripRequestInput,
    ): Promise<TripView> {
      const fields = await tripFields(input);
      const updated = await write(user, id, "edit", async (row, tx) => {
        if (!isOpen(row.status)) throw errors.tripClosed();
        const [changed] = await tx
          .update(requestedTrips)
          .set({ ...fields, ...keptFields(row, input), updatedAt: now() })
          .where(eq(requestedTrips.id, row.id))
          .returning();
        return changed ?? row;
      });
      return toView(updated, user);
    },

    /** The quotes module's count of sent quotes (send-quote workflow), shown on the landing. */
    async recordQuotesCount(id: number, count: number): Promise<void> {
      await db
        .update(requestedTrips)
        .set({ quotesCount: count, updatedAt: now() })
        .where(eq(requestedTrips.id, id));
    },

    // The quiz, the flights and the nurture mark (decision 0222, 0223), in trip-details.ts.
    ...tripDetailsService({ db, now, load, write }),
    ...tripPhoneService({ now, load, write }),

    async get(user: AuthenticatedUser, id: number): Promise<TripView> {
      return toView((await load(user, id, "read")).row, user);
    },

    /**
     * Who is looking at the request landing, for its wording: its traveller ("your quotes",
     * their own email) or staff ("the traveller's quotes", the traveller's email). Anyone else
     * who may read it (a routed agent) gets no email: contact stays masked to agents.
     */
    async landingViewer(
      user: AuthenticatedUser,
      id: number,
    ): Promise<{ viewer: "traveller" | "staff" | "other"; travellerEmail: string | null }> {
      const { row } = await load(user, id, "read");
      if (row.userId === user.id) return { viewer: "traveller", travellerEmail: user.email };
      if (!isStaff(user.role)) return { viewer: "other", travellerEmail: null };
      return { viewer: "staff", travellerEmail: await userEmailOf(db, row.userId) };
    },

    /** The traveller's requests, the latest active one first (dashboard). */
    async listOwn(user: AuthenticatedUser): Promise<TripView[]> {
      const rows = await db
        .select()
        .from(requestedTrips)
        .where(eq(requestedTrips.userId, user.id))
        .orderBy(desc(requestedTrips.createdAt), desc(requestedTrips.id))
        .limit(100);
      const active = rows.filter((r) => r.status === "Active");
      const rest = rows.filter((r) => r.status !== "Active");
      return Promise.all([...active, ...rest].map((row) => toView(row, user)));
    },

    /** Whose request it is (null for a guest's or a missing one): who a live push reaches. */
    async travellerOf(id: number): Promise<string | null> {
      const [row] = await db
        .select({ userId: requestedTrips.userId })
        .from(requestedTrips)
        .where(eq(requestedTrips.id, id))
        .limit(1);
      return row?.userId ?? null;
    },

    async latestActiveTripId(userId: string): Promise<number | null> {
      const [row] = await db
        .select({ id: requestedTrips.id })
        .from(requestedTrips)
        .where(and(eq(requestedTrips.userId, userId), eq(requestedTrips.status, "Active")))
        .orderBy(desc(requestedTrips.createdAt), desc(requestedTrips.id))
        .limit(1);
      return row?.id ?? null;
    },

    async updatePreferences(
      user: AuthenticatedUser,
      id: number,
      input: TripPreferencesInput,
    ): Promise<TripView> {
      return toView(
        await write(user, id, "preferences", (row, tx) => savePreferences(row, input, tx)),
        user,
      );
    },

    async updateContact(
      user: AuthenticatedUser,
      id: number,
      input: TripContactInput,
    ): Promise<TripView> {
      const updated = await write(user, id, "contact", async (row, tx) => {
        const changed = row.isdCode !== input.isd_code || row.phoneNo !== input.phone_no;
        const [saved] = await tx
          .update(requestedTrips)
          .set({
            isdCode: input.isd_code,
            phoneNo: input.phone_no,
            // A new number has not been verified yet.
            numberVerified: changed ? false : row.numberVerified,
            updatedAt: now(),
          })
          .where(eq(requestedTrips.id, row.id))
          .returning();
        return saved ?? row;
      });
      return toView(updated, user);
    },

    async requestCallback(
      user: AuthenticatedUser,
      id: number,
      input: CallbackInput,
    ): Promise<void> {
      await write(user, id, "callback", async (row, tx) => {
        if (!isOpen(row.status)) throw errors.tripClosed();
        // Per trip and per person (decision 0039).
        await throttle(LIMITS.callbackPerTrip, `${row.id}:${user.id}`);
        await tx.insert(tripCallbacks).values({
          tripId: row.id,
          userId: user.id,
          option: input.option,
          reason: input.request_cta_4_reason ?? "",
        });
      });
    },

    /** Cancels through the status table, in a transaction of its own. */
    async cancel(user: AuthenticatedUser, id: number, input: CancelTripInput): Promise<TripView> {
      return toView(await db.transaction((tx) => cancelRow(tx, user, id, input)), user);
    },

    /**
     * The cancellation inside a workflow's transaction, which changes the trip's quotes in the
     * same commit (server/workflows/cancel-trip.ts). It answers the status, not the view: a
     * view reads the catalogue, which an embedded database cannot serve while the transaction
     * is open.
     */
    async cancelIn(
      tx: Executor,
      user: AuthenticatedUser,
      id: number,
      input: CancelTripInput,
    ): Promise<TripStatusChange> {
      return statusChangeOf(await cancelRow(tx, user, id, input));
    },

    async reactivate(user: AuthenticatedUser, id: number): Promise<TripView> {
      return toView(await db.transaction((tx) => reactivateRow(tx, user, id)), user);
    },

    /** Reactivation inside a workflow's transaction (server/workflows/reactivate-trip.ts). */
    async reactivateIn(tx: Executor, user: AuthenticatedUser, id: number) {
      return statusChangeOf(await reactivateRow(tx, user, id));
    },

    /**
     * A status step the system takes for a workflow (a paid quote books the trip; delivered,
     * it converts), through the same table with actor "system" and an event row. Answers the
     * status after; a trip already past the step answers its status unchanged.
     */
    async systemStep(
      id: number,
      event: "book" | "convert",
      reason: string,
      options: StatusChangeOptions = {},
    ): Promise<TripStatus> {
      const run = async (tx: Executor) => {
        const [row] = await tx
          .select()
          .from(requestedTrips)
          .where(eq(requestedTrips.id, id))
          .limit(1);
        if (!row) throw errors.tripNotFound();
        const target = event === "book" ? "Booked" : "Converted";
        if (row.status === target) return row.status;
        if (event === "book" && row.status === "Converted") return row.status;
        const updated = await changeStatus(tx, {
          trip: row,
          event,
          actor: "system",
          actorId: reason,
          at: now(),
        });
        return updated.status;
      };
      return options.tx ? run(options.tx) : db.transaction(run);
    },

    /** Staff park a trip the traveller will take later (status table: ops and admin). */
    async postpone(
      user: AuthenticatedUser,
      id: number,
      options: StatusChangeOptions = {},
    ): Promise<TripView> {
      return toView(await userStep(user, id, "postpone", () => ({}), options), user);
    },

    async addFeedback(
      user: AuthenticatedUser,
      id: number,
      input: TripFeedbackInput,
    ): Promise<void> {
      await write(user, id, "feedback", async (row, tx) => {
        await tx.insert(tripFeedbacks).values({
          tripId: row.id,
          userId: user.id,
          rating: input.rating,
          comment: input.comment ?? "",
        });
      });
    },

    async feedbackOf(user: AuthenticatedUser, id: number) {
      const { row } = await load(user, id, "read");
      const [latest] = await db
        .select({ rating: tripFeedbacks.rating, comment: tripFeedbacks.comment })
        .from(tripFeedbacks)
        .where(eq(tripFeedbacks.tripId, row.id))
        .orderBy(desc(tripFeedbacks.createdAt), desc(tripFeedbacks.id))
        .limit(1);
      return latest ?? null;
    },

    async uploadDocument(
      user: AuthenticatedUser,
      id: number,
      file: { name: string; bytes: Uint8Array },
    ): Promise<TripDocumentView> {
      const { row, access } = await load(user, id, "uploadDocument");
      if (file.bytes.byteLength === 0) throw errors.emptyDocument();
      if (file.bytes.byteLength > DOCUMENT_MAX_BYTES) throw errors.documentTooLarge();
      const sniffed = sniffFileType(file.bytes.subarray(0, 16));
      if (!sniffed) throw errors.documentTypeRefused();
      await throttle(LIMITS.documentUploadPerUser, user.id);
      const storedName = await storage.put(file.bytes, sniffed.ext);
      const originalName = displayFileName(file.name, sniffed.ext);
      try {
        const [doc] = await db
          .insert(tripDocuments)
          .values({
            tripId: row.id,
            uploadedBy: user.id,
            originalName,
            storedName,
            contentType: sniffed.type,
            sizeBytes: file.bytes.byteLength,
          })
          .returning();
        if (!doc) throw new Error("insert returned no row");
        if (access.audited) await logWrite(db, row, "uploadDocument", user, access);
        return documentView(doc);
      } catch (error) {
        await storage.remove(storedName);
        throw error;
      }
    },

    async listDocuments(user: AuthenticatedUser, id: number): Promise<TripDocumentView[]> {
      const { row } = await load(user, id, "listDocuments");
      const docs = await db
        .select()
        .from(tripDocuments)
        .where(eq(tripDocuments.tripId, row.id))
        .orderBy(desc(tripDocuments.createdAt), desc(tripDocuments.id));
      return docs.map(documentView);
    },

    /** A document's bytes as a stream, for the trip's parties only. */
    async downloadDocument(user: AuthenticatedUser, id: number, documentId: number) {
      const { row } = await load(user, id, "downloadDocument");
      const [doc] = await db
        .select()
        .from(tripDocuments)
        .where(and(eq(tripDocuments.id, documentId), eq(tripDocuments.tripId, row.id)))
        .limit(1);
      if (!doc) throw errors.documentNotFound();
      // Streamed through to the answer, not read whole (decision 0196).
      const file = await storage.stream(doc.storedName);
      if (!file) throw errors.documentNotFound();
      return { name: doc.originalName, contentType: doc.contentType, ...file };
    },

    /**
     * Operations' list of requests, newest first: a number finds that request, words match a
     * destination or the traveller's name or email. Anyone but staff is told nothing exists.
     */
    async staffList(
      user: AuthenticatedUser,
      query: { q?: string; page: number; pageSize: number },
    ): Promise<{ items: StaffTripRow[]; total: number }> {
      if (!isStaff(user.role)) throw errors.tripNotFound();
      const q = query.q?.trim();
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = !q
        ? undefined
        : /^\d{1,9}$/.test(q)
          ? eq(requestedTrips.id, Number(q))
          : or(
              sql`array_to_string(${requestedTrips.toLoc}, ' ') ilike ${pattern}`,
              userMatches(requestedTrips.userId, pattern as string),
            );
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: requestedTrips.id,
            toLoc: requestedTrips.toLoc,
            status: requestedTrips.status,
            travelMonth: requestedTrips.travelMonth,
            adults: requestedTrips.adults,
            children: requestedTrips.children,
            quotesCount: requestedTrips.quotesCount,
            travellerName: userNameOf(requestedTrips.userId),
            createdAt: requestedTrips.createdAt,
          })
          .from(requestedTrips)
          .where(where)
          .orderBy(desc(requestedTrips.createdAt), desc(requestedTrips.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(requestedTrips).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to_loc: r.toLoc,
          status: r.status,
          travel_month_label: travelMonthLabel(r.travelMonth),
          adults: r.adults,
          children: r.children,
          quotes_count: r.quotesCount,
          traveller_name: r.travellerName,
          created_at: r.createdAt.toISOString(),
        })),
        total: count?.n ?? 0,
      };
    },

    // ---- Nurture links: no login, only the one trip the two keys name -----------------------

    async nurtureKeysOf(user: AuthenticatedUser, id: number) {
      const { row } = await load(user, id, "nurtureKeys");
      return { uniqueKey: row.uniqueKey, secretKey: row.secretKey };
    },

    async findByNurtureKeys(uniqueKey: string, secretKey: string): Promise<NurtureTripView> {
      return nurtureView(await nurtureRow(uniqueKey, secretKey));
    },

    async updatePreferencesByNurture(
      uniqueKey: string,
      secretKey: string,
      input: TripPreferencesInput,
    ): Promise<NurtureTripView> {
      return nurtureView(await savePreferences(await nurtureRow(uniqueKey, secretKey), input));
    },

    // ---- Drafts of guests who sign up inline ------------------------------------------------

    /** Keeps a guest's request for `email`; the token goes into the activation link only. */
    async saveDraft(email: string, payload: Record<string, unknown>): Promise<string> {
      const token = randomBytes(24).toString("base64url");
      await db.insert(tripDrafts).values({
        tokenHash: hashToken(token),
        email: email.toLowerCase(),
        payload,
        expiresAt: new Date(now().getTime() + DRAFT_TTL_MS),
      });
      return token;
    },

    /** The draft's form values while it is fresh and unused; null otherwise. */
    async draftPayload(token: string): Promise<Record<string, unknown> | null> {
      const [draft] = await db
        .select({ payload: tripDrafts.payload })
        .from(tripDrafts)
        .where(
          and(
            eq(tripDrafts.tokenHash, hashToken(token)),
            gt(tripDrafts.expiresAt, now()),
            isNull(tripDrafts.tripId),
          ),
        )
        .limit(1);
      return draft?.payload ?? null;
    },

    /**
     * Turns the draft into a request when the signed-in user is the one who signed up with its
     * email. Returns the trip id (also when it was already turned, so a second click lands on
     * the same request), or null when the draft is not this user's or has expired. Exactly one
     * request per draft, however many claims race: the draft row is locked while its request
     * is inserted, in one transaction, and later claims find the id it recorded.
     */
    /**
     * The request a draft already became, for its owner (null while it is unsent): the
     * activation link opened a second time goes to that request instead of offering to send it.
     */
    async draftClaimedTrip(user: AuthenticatedUser, token: string): Promise<number | null> {
      const [draft] = await db
        .select({ tripId: tripDrafts.tripId, email: tripDrafts.email })
        .from(tripDrafts)
        .where(eq(tripDrafts.tokenHash, hashToken(token)))
        .limit(1);
      return draft && draft.email === user.email.toLowerCase() ? draft.tripId : null;
    },

    async claimDraft(
      user: AuthenticatedUser,
      token: string,
      parse: (payload: Record<string, unknown>) => CreateTripRequestInput | null,
      headers?: Headers,
    ): Promise<number | null> {
      const tokenHash = hashToken(token);
      const draftOf = async (executor: Executor, lock: boolean) => {
        const query = executor
          .select()
          .from(tripDrafts)
          .where(eq(tripDrafts.tokenHash, tokenHash))
          .limit(1);
        const [draft] = await (lock ? query.for("update") : query);
        return draft && draft.email === user.email.toLowerCase() ? draft : null;
      };
      const draft = await draftOf(db, false);
      if (!draft) return null;
      if (draft.tripId) return draft.tripId;
      if (draft.expiresAt <= now()) return null;
      const input = parse(draft.payload);
      if (!input) return null;
      // Checked before the transaction: the catalogue lookups must not run inside it.
      const fields = await newTripFields(user, input, headers);
      const claimed = await db.transaction(async (tx) => {
        const locked = await draftOf(tx, true);
        if (!locked) return null;
        if (locked.tripId) return { row: null, tripId: locked.tripId };
        await throttle(LIMITS.tripCreatePerUser, user.id);
        const row = await insertRow(tx, user, fields);
        await tx.update(tripDrafts).set({ tripId: row.id }).where(eq(tripDrafts.id, locked.id));
        return { row, tripId: row.id };
      });
      if (claimed?.row) await announce(claimed.row, user, headers);
      return claimed?.tripId ?? null;
    },
  };

  async function nurtureRow(uniqueKey: string, secretKey: string): Promise<TripRow> {
    const [row] = await db
      .select()
      .from(requestedTrips)
      .where(eq(requestedTrips.uniqueKey, uniqueKey))
      .limit(1);
    if (!row || !sameSecret(row.secretKey, secretKey)) throw errors.tripNotFound();
    return row;
  }

  async function savePreferences(
    row: TripRow,
    input: TripPreferencesInput,
    executor: Executor = db,
  ): Promise<TripRow> {
    const preferences: TripPreferences = {
      ...row.preferences,
      ...(input.hotels !== undefined && { hotels: input.hotels }),
      ...(input.flights !== undefined && { flights: input.flights }),
      ...(input.cabs !== undefined && { cabs: input.cabs }),
    };
    const [updated] = await executor
      .update(requestedTrips)
      .set({
        preferences,
        ...(input.budget == null ? {} : budgetColumns(input.budget)),
        updatedAt: now(),
      })
      .where(eq(requestedTrips.id, row.id))
      .returning();
    return updated ?? row;
  }
}

export type TripsService = ReturnType<typeof createTripsService>;

/**
 * Exact days (a package's length) are kept only inside the durations the traveller picked: the
 * duration the traveller picks is the one stored, so a package's 2 days do not override 7-9.
 */
function tripDaysWithin(days: number | undefined | null, durations: readonly string[]) {
  if (!days) return null;
  return durations.includes(durationBucketOf(days)) ? days : null;
}
