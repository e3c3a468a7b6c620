import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { BookingStateView } from "../../../common/booking-state";
import { rowId } from "../../../common/ids";
import { InvoicesPageQuery, type InvoiceView, IssueInvoiceInput } from "../../../common/invoices";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import type { InvoicesService } from "./invoices.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  404: { description: "No such invoice or quote, or not the reader's", ...json(ErrorList) },
  409: {
    description: "Not a chosen quote, already invoiced, or the price moved",
    ...json(ErrorList),
  },
} as const;
const Invoice = z.any().openapi("Invoice", { description: "InvoiceView of common/invoices.ts" });
const InvoiceParam = z.object({ invoiceId: rowId() });
const CreditNoteParam = z.object({ creditNoteId: rowId() });
const CreditNote = z.any().openapi("CreditNote", {
  description: "CreditNoteView of common/invoices.ts",
});
const TripParam = z.object({ id: rowId() });
const QuoteParam = z.object({ quoteId: rowId() });

const byTripRoute = createRoute({
  method: "get",
  path: "/requested_trips/{id}/invoices",
  summary: "Invoices of a trip by page (10 a page), newest first",
  request: { params: TripParam, query: InvoicesPageQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          invoices: z.array(Invoice),
          page: z.number(),
          pageSize: z.number(),
          total: z.number(),
        }),
      ),
    },
    ...refusals,
  },
});
const getRoute = createRoute({
  method: "get",
  path: "/invoices/{invoiceId}",
  summary: "One invoice with its schedule (its traveller, its agency, staff)",
  request: { params: InvoiceParam },
  responses: { 200: { description: "Done", ...json(z.object({ invoice: Invoice })) }, ...refusals },
});
const creditNoteRoute = createRoute({
  method: "get",
  path: "/credit_notes/{creditNoteId}",
  summary: "A cancelled booking's credit note (its traveller, its agency, staff)",
  request: { params: CreditNoteParam },
  responses: {
    200: { description: "Done", ...json(z.object({ credit_note: CreditNote })) },
    ...refusals,
  },
});
const statusOf = (invoice: InvoiceView) => ({
  id: invoice.id,
  number: invoice.number,
  status: invoice.status,
  totalMinor: invoice.totalMinor,
  paidMinor: invoice.paidMinor,
  balanceMinor: invoice.balanceMinor,
  dueNow: invoice.dueNow,
  installmentInfo: { isAllPaymentReceived: invoice.isAllPaymentReceived },
});
const Status = z.object({
  id: z.number(),
  number: z.string(),
  status: z.string(),
  totalMinor: z.number(),
  paidMinor: z.number(),
  balanceMinor: z.number(),
  dueNow: z.any(),
  installmentInfo: z.object({ isAllPaymentReceived: z.boolean() }),
});
const statusRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/invoices/{invoiceId}/status",
    summary: "Invoice status: paid so far, what is due now, isAllPaymentReceived (no change)",
    request: { params: InvoiceParam },
    responses: { 200: { description: "Done", ...json(Status) }, ...refusals },
  });
const draftRoute = createRoute({
  method: "get",
  path: "/quotes/{quoteId}/invoice_draft",
  summary: "The agent's proposed invoice for a chosen quote: final price with the coupon",
  request: { params: QuoteParam },
  responses: { 200: { description: "Done", ...json(z.any()) }, ...refusals },
});
const issueRoute = createRoute({
  method: "post",
  path: "/quotes/{quoteId}/invoice",
  summary:
    "Issue the invoice of a chosen quote (the agent confirms the total it saw; the quote becomes invoiced)",
  request: { params: QuoteParam, body: { ...json(IssueInvoiceInput), required: true } },
  responses: {
    201: { description: "Issued", ...json(z.object({ invoice: Invoice })) },
    ...refusals,
  },
});

export interface InvoicesApiDeps {
  invoices: InvoicesService;
  issue(user: AuthenticatedUser, quoteId: number, input: IssueInvoiceInput): Promise<InvoiceView>;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
  /** The booking's derived state for the PDF (server/workflows/booking-states.ts). */
  bookingOf?(user: AuthenticatedUser, invoice: InvoiceView): Promise<BookingStateView | null>;
}

const signedIn = (deps: InvoicesApiDeps) => signedInUser(deps.currentUser);

/** Mounted under /bookings/v1: the traveller's invoice calls (accounts §7). */
export function createInvoicesApi(deps: InvoicesApiDeps) {
  const withUser = signedIn(deps);
  const api = createModuleApi()
    .openapi(byTripRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { page } = c.req.valid("query");
      return c.json(await deps.invoices.listForTrip(await withUser(c), id, page), 200);
    })
    .openapi(getRoute, async (c) => {
      const { invoiceId } = c.req.valid("param");
      return c.json({ invoice: await deps.invoices.get(await withUser(c), invoiceId) }, 200);
    })
    .openapi(creditNoteRoute, async (c) => {
      const { creditNoteId } = c.req.valid("param");
      return c.json(
        { credit_note: await deps.invoices.creditNote(await withUser(c), creditNoteId) },
        200,
      );
    })
    .openapi(statusRoute("get"), async (c) => {
      const { invoiceId } = c.req.valid("param");
      return c.json(statusOf(await deps.invoices.get(await withUser(c), invoiceId)), 200);
    })
    .openapi(statusRoute("post"), async (c) => {
      const { invoiceId } = c.req.valid("param");
      return c.json(statusOf(await deps.invoices.get(await withUser(c), invoiceId)), 200);
    });
  // The PDF is binary: outside the JSON schemas, documented by hand below.
  api.get("/invoices/:invoiceId/download", async (c) => {
    const params = InvoiceParam.safeParse(c.req.param());
    if (!params.success)
      throw new AppError("not_found", "invoice_not_found", "We could not find this invoice.");
    const user = await withUser(c);
    const invoice = await deps.invoices.get(user, params.data.invoiceId);
    const { renderInvoicePdf } = await import("./invoice-pdf");
    const booking = deps.bookingOf ? await deps.bookingOf(user, invoice) : null;
    const bytes = await renderInvoicePdf(invoice, booking?.label ?? null);
    const name = `triphive-invoice-${invoice.number.replaceAll("/", "-")}.pdf`;
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="${name}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });
  api.get("/credit_notes/:creditNoteId/download", async (c) => {
    const params = CreditNoteParam.safeParse(c.req.param());
    if (!params.success)
      throw new AppError(
        "not_found",
        "credit_note_not_found",
        "We could not find this credit note.",
      );
    const note = await deps.invoices.creditNote(await withUser(c), params.data.creditNoteId);
    const { renderCreditNotePdf } = await import("./invoice-pdf");
    const bytes = await renderCreditNotePdf(note);
    const name = `triphive-credit-note-${note.number.replaceAll("/", "-")}.pdf`;
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="${name}"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/credit_notes/{creditNoteId}/download",
    summary: "Download a credit note as a PDF",
    request: { params: CreditNoteParam },
    responses: {
      200: { description: "The PDF", content: { "application/pdf": { schema: z.string() } } },
      ...refusals,
    },
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/invoices/{invoiceId}/download",
    summary: "Download the invoice as a PDF",
    request: { params: InvoiceParam },
    responses: {
      200: { description: "The PDF", content: { "application/pdf": { schema: z.string() } } },
      ...refusals,
    },
  });
  return api;
}

/** Mounted under /agents/v2: the agent confirms the final price and issues the invoice. */
export function createAgentInvoicesApi(deps: InvoicesApiDeps) {
  const withUser = signedIn(deps);
  return createModuleApi()
    .openapi(draftRoute, async (c) => {
      const { quoteId } = c.req.valid("param");
      const draft = await deps.invoices.draft(await withUser(c), quoteId);
      const { facts: _facts, ...rest } = draft;
      return c.json(rest, 200);
    })
    .openapi(issueRoute, async (c) => {
      const { quoteId } = c.req.valid("param");
      const invoice = await deps.issue(await withUser(c), quoteId, c.req.valid("json"));
      return c.json({ invoice }, 201);
    });
}
