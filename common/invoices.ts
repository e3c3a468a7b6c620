// Invoices, instalments and the payment page's view (issue 11 §2, §4). Shared by API and pages;
// every amount comes from the server.
import { z } from "zod";
import { GstinInput, GstStateInput, type TaxInvoiceFacts } from "./gst";
import type { QuotePricing } from "./quotes";
import { optionalText } from "./schema-helpers";

export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DAYS_BEFORE_TRAVEL = 21;
/** Days the traveller has to pay an instalment that is due at once. */
export const PAY_WITHIN_DAYS = 3;

/** The agent confirms the final price and the schedule, and issues the invoice. */
export const IssueInvoiceInput = z.object({
  depositPercent: z.coerce.number().int().min(10).max(100).default(DEFAULT_DEPOSIT_PERCENT),
  balanceDaysBeforeTravel: z.coerce
    .number()
    .int()
    .min(0)
    .max(90)
    .default(DEFAULT_BALANCE_DAYS_BEFORE_TRAVEL),
  /** The total the agent saw and confirms; refused if the server's differs (the price moved). */
  confirmTotalMinor: z.coerce.number().int().min(0),
  /** Empty: the GSTIN on the agency's profile (decision 0211). */
  agencyGstin: GstinInput,
  agencyAddress: optionalText(200, "At most 200 characters"),
  travellerGstin: GstinInput,
  /** The traveller's state (GST code) for the place of supply when they give no GSTIN. */
  travellerState: GstStateInput,
  travellerAddress: optionalText(200, "At most 200 characters"),
});
export type IssueInvoiceInput = z.output<typeof IssueInvoiceInput>;

export const InvoicesPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const INVOICES_PAGE_SIZE = 10;

/** The invoice's states; its transition table is server/modules/invoices/invoice-status.ts. */
export const INVOICE_STATUSES = ["issued", "partially_paid", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An instalment is due until what was captured against it covers it. */
export const INSTALMENT_STATUSES = ["due", "paid"] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export interface InstalmentView {
  id: number;
  position: number;
  label: string;
  amountMinor: number;
  paidMinor: number;
  dueDate: string;
  status: InstalmentStatus;
  overdue: boolean;
}

export interface InvoiceView {
  id: number;
  number: string;
  financialYear: string;
  quoteId: number;
  quoteVersion: number;
  tripId: number;
  agentId: number;
  travellerUserId: string;
  status: InvoiceStatus;
  currency: string;
  lines: { label: string; amountMinor: number; kind: string }[];
  couponCode: string | null;
  couponDiscountMinor: number;
  /** The quote's pricing as invoiced (the coupon taken off). */
  pricingSnapshot: QuotePricing;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  balanceMinor: number;
  traveller: { name: string; email: string; phone: string; address: string; gstin: string };
  agency: { name: string; email: string; phone: string; address: string; gstin: string };
  /** SAC, place of supply, the CGST+SGST / IGST split and words; null on invoices issued before. */
  taxInvoice: TaxInvoiceFacts | null;
  tripTitle: string;
  travelDate: string | null;
  issuedAt: string;
  instalments: InstalmentView[];
  /** The next instalment to pay, if any. */
  dueNow: InstalmentView | null;
  isAllPaymentReceived: boolean;
  showUrl: string;
  downloadUrl: string;
  paymentUrl: string;
  /** The credit note issued when the booking was cancelled (decision 0118). */
  creditNote: CreditNoteSummary | null;
}

export interface CreditNoteSummary {
  id: number;
  number: string;
  totalMinor: number;
  showUrl: string;
  downloadUrl: string;
}

/** A credit note against a cancelled booking's invoice (decision 0118). */
export interface CreditNoteView extends CreditNoteSummary {
  financialYear: string;
  invoiceId: number;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  invoiceTotalMinor: number;
  invoiceShowUrl: string;
  quoteId: number;
  tripId: number;
  currency: string;
  reason: string;
  refundPercent: number;
  paidMinor: number;
  refundMinor: number;
  uncollectedMinor: number;
  lines: { label: string; amountMinor: number; kind: string }[];
  traveller: { name: string; email: string; phone: string; address: string; gstin: string };
  agency: { name: string; email: string; phone: string; address: string; gstin: string };
  tripTitle: string;
  issuedAt: string;
}

/**
 * What cancelling a paid booking today gives (decisions 0127, 0118, 0187): the refund of what
 * was paid by the quote's cancellation schedule, what the agency keeps, and the credit note
 * that closes the invoice. The request page and the quote page show the same figures, and the
 * traveller confirms the refund they saw (`confirm_refund_minor`). Amounts are the server's.
 */
export interface RefundPreview {
  quoteId: number;
  tripId: number;
  currency: string;
  /** Captured on the invoice, net of refunds already made. */
  paidMinor: number;
  daysBeforeTravel: number | null;
  refundPercent: number;
  refundMinor: number;
  /** paid − refund: the cancellation charge the agency keeps. */
  keptMinor: number;
  /** The schedule's rule that applies today, in words. */
  rule: string;
  invoiceNumber: string;
  /** refund + the invoice never paid: what the credit note takes off the invoice. */
  creditMinor: number;
}
