import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { rowId } from "../../../common/ids";
import type { AuthenticatedUser } from "../../../common/roles";
import { VOUCHER_TYPES, type VoucherView } from "../../../common/vouchers";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { AppError } from "../../lib/errors";
import { documentResponse } from "../trips";
import type { VouchersService } from "./vouchers.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  404: { description: "No such voucher or quote, or not the reader's", ...json(ErrorList) },
} as const;
const Voucher = z
  .object({
    id: z.number(),
    quoteId: z.number(),
    tripId: z.number(),
    voucherType: z.enum(VOUCHER_TYPES),
    docFileName: z.string(),
    docUrl: z.string(),
    downloadUrl: z.string(),
    updatedAt: z.string(),
    travellerStatus: z.enum(["pending", "downloaded", "acknowledged"]),
    sizeBytes: z.number(),
  })
  .openapi("Voucher");

const byTripRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/vouchers",
  summary: "Vouchers of a trip (GET voucher by trip): its booked quote's vouchers",
  request: { params: z.object({ id: rowId() }) },
  responses: {
    200: { description: "Done", ...json(z.object({ vouchers: z.array(Voucher) })) },
    ...refusals,
  },
});
const postConversionRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/post_conversion",
  summary: "Post-conversion data: the booked quote's status, ops contact, vouchers and invoice",
  request: { params: z.object({ id: rowId() }) },
  responses: { 200: { description: "Done", ...json(z.any()) }, ...refusals },
});
const ackRoute = createRoute({
  method: "post",
  path: "/vouchers/{voucherId}/acknowledge",
  summary: "The traveller acknowledges a voucher (travellerStatus acknowledged)",
  request: { params: z.object({ voucherId: rowId() }) },
  responses: { 200: { description: "Done", ...json(z.object({ voucher: Voucher })) }, ...refusals },
});

export interface VouchersApiDeps {
  vouchers: VouchersService;
  /** The reader's vouchers of a trip (the workflow finds the booked quote). */
  forTrip(user: AuthenticatedUser, tripId: number): Promise<VoucherView[]>;
  postConversion(user: AuthenticatedUser, tripId: number): Promise<unknown>;
  /** Upload plus its event and the payout step (server/workflows/upload-voucher.ts). */
  upload(
    user: AuthenticatedUser,
    quoteId: number,
    voucherType: (typeof VOUCHER_TYPES)[number],
    file: { name: string; bytes: Uint8Array },
  ): Promise<VoucherView>;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

function signedIn(deps: VouchersApiDeps) {
  return async (c: Context) => {
    const user = await deps.currentUser(c.req.raw.headers);
    if (!user)
      throw new AppError("unauthenticated", "not_signed_in", "Please sign in to continue.");
    return user;
  };
}

/** Mounted under /bookings/v1. */
export function createVouchersApi(deps: VouchersApiDeps) {
  const withUser = signedIn(deps);
  const api = createModuleApi()
    .openapi(byTripRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ vouchers: await deps.forTrip(await withUser(c), id) }, 200);
    })
    .openapi(postConversionRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await deps.postConversion(await withUser(c), id), 200);
    })
    .openapi(ackRoute, async (c) => {
      const { voucherId } = c.req.valid("param");
      return c.json(
        { voucher: await deps.vouchers.acknowledge(await withUser(c), voucherId) },
        200,
      );
    });
  api.get("/vouchers/:voucherId/download", async (c) => {
    const params = z.object({ voucherId: rowId() }).safeParse(c.req.param());
    if (!params.success)
      throw new AppError("not_found", "voucher_not_found", "We could not find this voucher.");
    const file = await deps.vouchers.download(await withUser(c), params.data.voucherId);
    return documentResponse(file, c.req.raw.signal);
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/vouchers/{voucherId}/download",
    summary: "Download a voucher (an attachment; the traveller's first download is noted)",
    request: { params: z.object({ voucherId: rowId() }) },
    responses: { 200: { description: "The file" }, ...refusals },
  });
  return api;
}

/** Mounted under /agents/v2: the agent uploads a voucher (multipart: voucherType, file). */
export function createAgentVouchersApi(deps: VouchersApiDeps) {
  const withUser = signedIn(deps);
  const api = createModuleApi();
  api.post("/quotes/:quoteId/vouchers", async (c) => {
    const params = z.object({ quoteId: rowId() }).safeParse(c.req.param());
    if (!params.success)
      throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
    const user = await withUser(c);
    const body = await c.req.parseBody().catch(() => null);
    const file = body?.file;
    const type = z.enum(VOUCHER_TYPES).safeParse(body?.voucherType);
    if (!(file instanceof File) || !type.success) {
      return c.json(
        {
          errors: [
            !type.success
              ? { code: "invalid_input", message: "not valid", field: "voucherType" }
              : { code: "invalid_input", message: "required", field: "file" },
          ],
        },
        400,
      );
    }
    const voucher = await deps.upload(user, params.data.quoteId, type.data, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ voucher }, 201);
  });
  api.openAPIRegistry.registerPath({
    method: "post",
    path: "/quotes/{quoteId}/vouchers",
    summary:
      "Upload a voucher for a paid quote (multipart: voucherType hotel|cab|flight|activity, file)",
    request: { params: z.object({ quoteId: rowId() }) },
    responses: {
      201: { description: "Uploaded", ...json(z.object({ voucher: Voucher })) },
      ...refusals,
    },
  });
  return api;
}
