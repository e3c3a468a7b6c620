import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { CreditNoteSummary, RefundPreview } from "../../../common/invoices";
import { MESSAGES } from "../../../common/messages";
import { PhoneCodeInput, type TripPhoneVerification } from "../../../common/phone-verification";
import type { AuthenticatedUser } from "../../../common/roles";
import { FlightDetailsInput, QuizAnswersInput } from "../../../common/trip-details";
import type { TripView } from "../../../common/trip-views";
import {
  BOOKING_TYPE_OPTIONS,
  CALLBACK_OPTIONS,
  CANCEL_DEFAULT_MAIN_REASON,
  CANCEL_MAIN_REASONS,
  CANCEL_REASON_CODES,
  CallbackInput,
  CancelTripInput,
  CreateTripRequestInput,
  DOCUMENT_MAX_BYTES,
  DURATION_OPTIONS,
  NurtureKeyParams,
  PREFERENCE_OPTIONS,
  TRIP_TYPE_OPTIONS,
  TripContactInput,
  TripDocumentParams,
  TripFeedbackInput,
  TripIdParams,
  TripPreferencesInput,
  travelMonthOptions,
  UpdateTripRequestInput,
  WeekendTripInput,
} from "../../../common/trips";
import type { AppEnv } from "../../http/context";
import { createModuleApi, errorResponses, zodIssuesToErrors } from "../../http/module-api";
import { AppError } from "../../lib/errors";
import { downloadResponse } from "../../storage/download-response";
import { travellersOnly } from "./trips.errors";
import type { TripsService } from "./trips.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  404: { description: "No such request of yours", ...json(ErrorList) },
  409: { description: "Not allowed in the request's current status", ...json(ErrorList) },
  429: { description: "Too many requests; see Retry-After", ...json(ErrorList) },
} as const;

const TripViewSchema = z
  .object({
    id: z.number(),
    status: z.string(),
    to_loc: z.array(z.string()),
    quotes_count: z.number(),
    booking_status_label: z.string(),
    booking_state: z
      .object({ state: z.string(), label: z.string(), tone: z.string() })
      .describe("The derived booking state (docs/booking-states.md), in the reader's words"),
    number_verified: z.boolean(),
    exclusive_preferences_values: z.object({
      hotels: z.string().optional(),
      flights: z.string().optional(),
      cabs: z.string().optional(),
    }),
    budget: z.number().nullable(),
  })
  .passthrough()
  .openapi("RequestedTrip");

// Only what the nurture page needs: a link that may be forwarded shows no contact details.
const NurtureTripSchema = z
  .object({
    to_loc: z.array(z.string()),
    travel_month_label: z.string(),
    adults: z.number(),
    children: z.number(),
    booking_status_label: z.string(),
    exclusive_preferences_values: TripViewSchema.shape.exclusive_preferences_values,
    budget: z.number().nullable(),
    budget_currency: z.string().nullable(),
  })
  .openapi("NurtureRequestedTrip");

const DocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
});

const TripId = TripIdParams;
const NurtureKeys = NurtureKeyParams;

export interface TripsApiDeps {
  trips: TripsService;
  /**
   * Cancel and reactivate change the quotes too, and a paid booking's money
   * (server/workflows cancel-trip, reactivate-trip; decision 0187).
   */
  cancelTrip?: (
    user: AuthenticatedUser,
    id: number,
    input: CancelTripInput,
  ) => Promise<{
    trip: TripView;
    booking: (RefundPreview & { creditNote: CreditNoteSummary | null }) | null;
  }>;
  /** The refund cancelling a paid trip would give today (null: nothing paid). */
  cancellationRefund?: (user: AuthenticatedUser, id: number) => Promise<RefundPreview | null>;
  reactivateTrip?: (user: AuthenticatedUser, id: number) => Promise<TripView>;
  /** The verify-trip-phone workflow (server/workflows; decision 0236). */
  phoneVerification: {
    status(user: AuthenticatedUser, id: number): Promise<TripPhoneVerification>;
    sendCode(user: AuthenticatedUser, id: number): Promise<void>;
    confirmCode(user: AuthenticatedUser, id: number, code: string): Promise<void>;
  };
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
  /** The claim-trip-draft workflow (server/workflows), which the draft page calls too. */
  claimDraft(
    user: AuthenticatedUser,
    token: string,
    headers: Headers,
  ): Promise<{ kind: "claimed"; tripId: number } | { kind: "reopen" }>;
}

async function requireUser(deps: TripsApiDeps, c: Context<AppEnv>): Promise<AuthenticatedUser> {
  const user = await deps.currentUser(c.req.raw.headers);
  if (!user) throw new AppError("unauthenticated", "not_signed_in", "Please sign in to continue.");
  return user;
}

const constantsRoute = createRoute({
  method: "get",
  path: "/requested_trips/constants",
  summary: "Options of the request form, preferences, callback and cancel modal",
  request: {},
  responses: { 200: { description: "Done", ...json(z.record(z.string(), z.any())) }, ...refusals },
});
const listRoute = createRoute({
  method: "get",
  path: "/requested_trips",
  summary: "The signed-in traveller's requests, latest active first",
  request: {},
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trips: z.array(TripViewSchema) })) },
    ...refusals,
  },
});
const createTripRoute = createRoute({
  method: "post",
  path: "/requested_trips",
  summary: "Create a trip request",
  request: { body: json(CreateTripRequestInput) },
  responses: {
    201: {
      description: "Done",
      ...json(z.object({ requested_trip: TripViewSchema, redirect_url: z.string() })),
    },
    ...refusals,
  },
});
const weekendRoute = createRoute({
  method: "post",
  path: "/requested_trips/weekend",
  summary: "Create a request from the weekend getaway form",
  request: { body: json(z.object({ requested_trip: WeekendTripInput })) },
  responses: {
    201: {
      description: "Done",
      ...json(z.object({ requested_trip: TripViewSchema, redirect_url: z.string().optional() })),
    },
    ...refusals,
  },
});
const viewRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}",
  summary: "One of the traveller's requests",
  request: { params: TripId },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: TripViewSchema })) },
    ...refusals,
  },
});
const editRoute = createRoute({
  method: "put",
  path: "/requested_trips/{id}",
  summary: "Edit (customize) a request",
  request: { params: TripId, body: json(UpdateTripRequestInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: TripViewSchema })) },
    ...refusals,
  },
});
const preferencesRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/preferences",
  summary: "Preferences with their options",
  request: { params: TripId },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: z.any(), options: z.any() })) },
    ...refusals,
  },
});
const putPreferencesRoute = createRoute({
  method: "put",
  path: "/requested_trips/{id}/preferences",
  summary: "Save preferences (editPref)",
  request: { params: TripId, body: json(TripPreferencesInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: TripViewSchema })) },
    ...refusals,
  },
});
const postPreferencesRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/preferences",
  summary: "Create preferences",
  request: { params: TripId, body: json(TripPreferencesInput) },
  responses: {
    201: { description: "Done", ...json(z.object({ requested_trip: TripViewSchema })) },
    ...refusals,
  },
});
const contactRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/update_user_details",
  summary: "Change the contact number (contactDetails)",
  request: { params: TripId, body: json(TripContactInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: TripViewSchema })) },
    ...refusals,
  },
});
const callbackRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/request_call_back",
  summary: "Ask for a callback; no reason means request_cta_4",
  request: { params: TripId, body: json(CallbackInput) },
  responses: {
    201: { description: "Done", ...json(z.object({ message: z.string() })) },
    ...refusals,
  },
});
const cancelRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/cancel_request",
  summary:
    "Cancel the request with a reason; a paid trip needs confirm_refund_minor (409 booking_refund_unconfirmed, booking_refund_changed) and is refunded by its cancellation schedule",
  request: { params: TripId, body: json(CancelTripInput) },
  responses: {
    200: {
      description: "Done; booking: the refund and credit note of a paid booking, else null",
      ...json(
        z.object({
          requested_trip: TripViewSchema,
          message: z.string(),
          booking: z.object({}).passthrough().nullable(),
        }),
      ),
    },
    ...refusals,
  },
});
const PhoneVerificationSchema = z
  .object({
    verified: z.boolean(),
    pending: z
      .object({ sent_at: z.string(), expires_at: z.string(), expired: z.boolean() })
      .nullable(),
  })
  .openapi("PhoneVerification");
const phoneVerificationRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/phone_verification",
  summary: "Whether the request's contact number is verified, and the code pending if one was sent",
  request: { params: TripId },
  responses: {
    200: {
      description: "Done",
      ...json(z.object({ phone_verification: PhoneVerificationSchema })),
    },
    ...refusals,
  },
});
const sendPhoneCodeRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/phone_verification",
  summary:
    "Text a 6-digit code to the request's contact number (valid 10 minutes; 30 s between sends, 3 per number per 15 minutes: 429 with Retry-After)",
  request: { params: TripId },
  responses: {
    201: {
      description: "Sent",
      ...json(z.object({ message: z.string(), phone_verification: PhoneVerificationSchema })),
    },
    ...refusals,
    503: { description: "The text could not be sent; see Retry-After", ...json(ErrorList) },
  },
});
const confirmPhoneCodeRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/phone_verification/confirm",
  summary:
    "Check the texted code; right, the number is verified. Wrong: 400 phone_code_wrong (5 tries), 422 phone_code_expired, phone_code_locked, phone_code_not_requested",
  request: { params: TripId, body: json(PhoneCodeInput) },
  responses: {
    200: {
      description: "Verified",
      ...json(z.object({ requested_trip: TripViewSchema, message: z.string() })),
    },
    ...refusals,
  },
});
const RefundPreviewSchema = z
  .object({
    quoteId: z.number(),
    tripId: z.number(),
    currency: z.string(),
    paidMinor: z.number(),
    daysBeforeTravel: z.number().nullable(),
    refundPercent: z.number(),
    refundMinor: z.number(),
    keptMinor: z.number(),
    rule: z.string(),
    invoiceNumber: z.string(),
    creditMinor: z.number(),
  })
  .openapi("CancellationRefund");
const cancellationRefundRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/cancellation_refund",
  summary:
    "What cancelling would refund today when the trip is paid for; cancel_request then needs confirm_refund_minor",
  request: { params: TripId },
  responses: {
    200: {
      description: "Done; refund is null when nothing was paid",
      ...json(z.object({ refund: RefundPreviewSchema.nullable() })),
    },
    ...refusals,
  },
});
const reactivateRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/reactivate_request",
  summary: "Reactivate a cancelled or postponed request",
  request: { params: TripId },
  responses: {
    200: {
      description: "Done",
      ...json(z.object({ requested_trip: TripViewSchema, message: z.string() })),
    },
    ...refusals,
  },
});
const feedbackRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/trip_feedbacks",
  summary: "Rate how the request is going",
  request: { params: TripId, body: json(TripFeedbackInput) },
  responses: { 201: { description: "Done" }, ...refusals },
});
const documentsRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/documents",
  summary: "Documents of a request",
  request: { params: TripId },
  responses: {
    200: { description: "Done", ...json(z.object({ documents: z.array(DocumentSchema) })) },
    ...refusals,
  },
});
const quizRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/quiz_questions",
  summary: "The request's quiz: questions and the traveller's answers (decision 0222)",
  request: { params: TripId },
  responses: { 200: { description: "Done", ...json(z.object({ quiz: z.any() })) }, ...refusals },
});
const quizAnswersRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/quiz_answers",
  summary: "Answer the request's quiz (an empty answer takes one back)",
  request: { params: TripId, body: json(QuizAnswersInput) },
  responses: { 200: { description: "Done", ...json(z.object({ quiz: z.any() })) }, ...refusals },
});
const flightsRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/flight_details",
  summary: "The traveller's flights for the request, or null",
  request: { params: TripId },
  responses: {
    200: { description: "Done", ...json(z.object({ flight_details: z.any() })) },
    ...refusals,
  },
});
const saveFlightsRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/flight_details",
  summary: "Save the traveller's flights for the request",
  request: { params: TripId, body: json(FlightDetailsInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ flight_details: z.any() })) },
    ...refusals,
  },
});
const claimDraftRoute = createRoute({
  method: "post",
  path: "/requested_trips/drafts/{token}",
  summary: "Turn a guest's draft into the signed-in traveller's request (once per draft)",
  request: { params: z.object({ token: z.string().min(1).max(100) }) },
  responses: {
    201: {
      description: "Done (also when the draft was already claimed: the same request)",
      ...json(z.object({ requested_trip_id: z.number(), redirect_url: z.string() })),
    },
    ...refusals,
  },
});
const nurtureRoute = createRoute({
  method: "get",
  path: "/requested_trips/{uniqueKey}/nurture/{secretKey}",
  summary: "Nurture preference params by unique and secret key",
  request: { params: NurtureKeys },
  responses: {
    200: {
      description: "Done",
      ...json(z.object({ requested_trip: NurtureTripSchema, options: z.any() })),
    },
    ...refusals,
  },
});
const nurturePrefsRoute = createRoute({
  method: "put",
  path: "/requested_trips/{uniqueKey}/nurture/{secretKey}",
  summary: "Save preferences through a nurture link",
  request: { params: NurtureKeys, body: json(TripPreferencesInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ requested_trip: NurtureTripSchema })) },
    ...refusals,
  },
});

export function tripConstants(now: Date) {
  return {
    trip_types: TRIP_TYPE_OPTIONS,
    durations: DURATION_OPTIONS,
    months: travelMonthOptions(now),
    preferences: PREFERENCE_OPTIONS,
    request_call_back_options: CALLBACK_OPTIONS,
    cancel_reasons: CANCEL_REASON_CODES,
    cancel_modal: {
      default_reason: CANCEL_DEFAULT_MAIN_REASON,
      reasons: CANCEL_MAIN_REASONS,
      booking_types: BOOKING_TYPE_OPTIONS,
    },
    document: {
      max_bytes: DOCUMENT_MAX_BYTES,
      types: ["application/pdf", "image/jpeg", "image/png"],
    },
  };
}

/** Mounted under /bookings/v1. Every route but the nurture ones needs the signed-in owner. */
export function createTripsApi(deps: TripsApiDeps) {
  const { trips } = deps;
  const withUser = (c: Context<AppEnv>) => requireUser(deps, c);
  const api = createModuleApi()
    .openapi(constantsRoute, (c) => c.json(tripConstants(new Date()), 200))
    .openapi(listRoute, async (c) =>
      c.json({ requested_trips: await trips.listOwn(await withUser(c)) }, 200),
    )
    .openapi(createTripRoute, async (c) => {
      const user = await withUser(c);
      const trip = await trips.create(user, c.req.valid("json"), c.req.raw.headers);
      return c.json({ requested_trip: trip, redirect_url: `/requested_trips/${trip.id}` }, 201);
    })
    .openapi(weekendRoute, async (c) => {
      const user = await withUser(c);
      const input = c.req.valid("json").requested_trip;
      const trip = await trips.createWeekend(user, input, c.req.raw.headers);
      const redirect =
        input.get_redirect_url === "true" ? { redirect_url: `/requested_trips/${trip.id}` } : {};
      return c.json({ requested_trip: trip, ...redirect }, 201);
    })
    .openapi(viewRoute, async (c) =>
      c.json({ requested_trip: await trips.get(await withUser(c), c.req.valid("param").id) }, 200),
    )
    .openapi(editRoute, async (c) => {
      const user = await withUser(c);
      const trip = await trips.update(user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ requested_trip: trip }, 200);
    })
    .openapi(preferencesRoute, async (c) => {
      const trip = await trips.get(await withUser(c), c.req.valid("param").id);
      return c.json({ requested_trip: preferencesOf(trip), options: PREFERENCE_OPTIONS }, 200);
    })
    .openapi(putPreferencesRoute, async (c) => {
      const user = await withUser(c);
      const trip = await trips.updatePreferences(
        user,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ requested_trip: trip }, 200);
    })
    .openapi(postPreferencesRoute, async (c) => {
      const user = await withUser(c);
      const trip = await trips.updatePreferences(
        user,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ requested_trip: trip }, 201);
    })
    .openapi(contactRoute, async (c) => {
      const user = await withUser(c);
      const trip = await trips.updateContact(user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ requested_trip: trip }, 200);
    })
    .openapi(callbackRoute, async (c) => {
      const user = await withUser(c);
      await trips.requestCallback(user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: "Thank you for requesting a callback." }, 201);
    })
    .openapi(cancelRoute, async (c) => {
      const user = await withUser(c);
      const id = c.req.valid("param").id;
      const input = c.req.valid("json");
      const { trip, booking } = deps.cancelTrip
        ? await deps.cancelTrip(user, id, input)
        : { trip: await trips.cancel(user, id, input), booking: null };
      const message = booking ? MESSAGES.bookingCancelled : MESSAGES.requestCancelled;
      return c.json({ requested_trip: trip, message, booking }, 200);
    })
    .openapi(phoneVerificationRoute, async (c) => {
      const user = await withUser(c);
      const state = await deps.phoneVerification.status(user, c.req.valid("param").id);
      return c.json({ phone_verification: state }, 200);
    })
    .openapi(sendPhoneCodeRoute, async (c) => {
      const user = await withUser(c);
      const id = c.req.valid("param").id;
      await deps.phoneVerification.sendCode(user, id);
      const state = await deps.phoneVerification.status(user, id);
      return c.json({ message: MESSAGES.phoneCodeSent, phone_verification: state }, 201);
    })
    .openapi(confirmPhoneCodeRoute, async (c) => {
      const user = await withUser(c);
      const id = c.req.valid("param").id;
      await deps.phoneVerification.confirmCode(user, id, c.req.valid("json").code);
      return c.json(
        { requested_trip: await trips.get(user, id), message: MESSAGES.phoneVerified },
        200,
      );
    })
    .openapi(cancellationRefundRoute, async (c) => {
      const user = await withUser(c);
      const id = c.req.valid("param").id;
      if (!deps.cancellationRefund) {
        await trips.get(user, id);
        return c.json({ refund: null }, 200);
      }
      return c.json({ refund: await deps.cancellationRefund(user, id) }, 200);
    })
    .openapi(reactivateRoute, async (c) => {
      const reactivate = deps.reactivateTrip ?? trips.reactivate;
      const trip = await reactivate(await withUser(c), c.req.valid("param").id);
      return c.json({ requested_trip: trip, message: "Your request has been reactivated" }, 200);
    })
    .openapi(feedbackRoute, async (c) => {
      const user = await withUser(c);
      await trips.addFeedback(user, c.req.valid("param").id, c.req.valid("json"));
      return c.body(null, 201);
    })
    .openapi(documentsRoute, async (c) =>
      c.json(
        { documents: await trips.listDocuments(await withUser(c), c.req.valid("param").id) },
        200,
      ),
    )
    .openapi(quizRoute, async (c) =>
      c.json({ quiz: await trips.quizOf(await withUser(c), c.req.valid("param").id) }, 200),
    )
    .openapi(quizAnswersRoute, async (c) => {
      const user = await withUser(c);
      const quiz = await trips.answerQuiz(user, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ quiz }, 200);
    })
    .openapi(flightsRoute, async (c) => {
      const details = await trips.flightDetailsOf(await withUser(c), c.req.valid("param").id);
      return c.json({ flight_details: details }, 200);
    })
    .openapi(saveFlightsRoute, async (c) => {
      const user = await withUser(c);
      const id = c.req.valid("param").id;
      const details = await trips.saveFlightDetails(user, id, c.req.valid("json"));
      return c.json({ flight_details: details }, 200);
    })
    .openapi(claimDraftRoute, async (c) => {
      const user = await withUser(c);
      if (user.role !== "traveller") throw travellersOnly();
      const claim = await deps.claimDraft(user, c.req.valid("param").token, c.req.raw.headers);
      if (claim.kind === "reopen") {
        throw new AppError(
          "not_found",
          "trip_draft_not_found",
          "This draft cannot become a request any more. Please fill in the form again.",
        );
      }
      return c.json(
        { requested_trip_id: claim.tripId, redirect_url: `/requested_trips/${claim.tripId}` },
        201,
      );
    })
    .openapi(nurtureRoute, async (c) => {
      const { uniqueKey, secretKey } = c.req.valid("param");
      const trip = await trips.findByNurtureKeys(uniqueKey, secretKey);
      return c.json({ requested_trip: trip, options: PREFERENCE_OPTIONS }, 200);
    })
    .openapi(nurturePrefsRoute, async (c) => {
      const { uniqueKey, secretKey } = c.req.valid("param");
      const trip = await trips.updatePreferencesByNurture(
        uniqueKey,
        secretKey,
        c.req.valid("json"),
      );
      return c.json({ requested_trip: trip }, 200);
    });

  // Multipart bodies are outside the JSON schemas above; parsed and checked by hand.
  api.post("/requested_trips/:id/documents", async (c) => {
    const id = TripId.safeParse({ id: c.req.param("id") });
    if (!id.success) return c.json({ errors: zodIssuesToErrors(id.error.issues) }, 400);
    const user = await withUser(c);
    const body = await c.req.parseBody().catch(() => null);
    const file = body?.file;
    if (!(file instanceof File)) {
      return c.json(
        { errors: [{ code: "invalid_input", message: "required", field: "file" }] },
        400,
      );
    }
    const doc = await trips.uploadDocument(user, id.data.id, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ document: doc }, 201);
  });
  api.get("/requested_trips/:id/documents/:documentId", async (c) => {
    const params = TripDocumentParams.safeParse(c.req.param());
    if (!params.success) return c.json({ errors: zodIssuesToErrors(params.error.issues) }, 400);
    const user = await withUser(c);
    const doc = await trips.downloadDocument(user, params.data.id, params.data.documentId);
    return documentResponse(doc, c.req.raw.signal);
  });
  return api;
}

/** A trip document or voucher as an attachment (decision 0021), streamed (decision 0196). */
export const documentResponse = downloadResponse;

function preferencesOf(trip: {
  id: number;
  exclusive_preferences_values: unknown;
  budget: number | null;
  missing_preferences: boolean;
}) {
  return {
    id: trip.id,
    exclusive_preferences_values: trip.exclusive_preferences_values,
    budget: trip.budget,
    missing_preferences: trip.missing_preferences,
  };
}
