import type { InvoiceView, IssueInvoiceInput } from "../../common/invoices";
import { type AuthenticatedUser, actorOf } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import type { CouponsService } from "../modules/coupons";
import type { InvoicesService } from "../modules/invoices";
import type { QuotesService } from "../modules/quotes";

export interface IssueInvoiceDeps {
  quotes: Pick<QuotesService, "moneyStep">;
  invoices: Pick<InvoicesService, "issue" | "cancelIssued">;
  coupons: Pick<CouponsService, "lockForInvoice">;
  events: DomainEvents;
}

/**
 * The agent issues the invoice of the quote the traveller accepted (issue 11 §2): the invoice
 * with its number and schedule, then the quote chosen → invoiced through the status table. If
 * the quote moved meanwhile (the traveller declined it), the invoice is cancelled and keeps its
 * number, as a cancelled tax invoice must (decision 0126). The coupon on the invoice is then
 * locked in; one applied after the agent priced it is given back (decision 0191).
 */
export async function issueInvoice(
  deps: IssueInvoiceDeps,
  user: AuthenticatedUser,
  quoteId: number,
  input: IssueInvoiceInput,
): Promise<InvoiceView> {
  const invoice = await deps.invoices.issue(user, quoteId, input);
  try {
    await deps.quotes.moneyStep(quoteId, "invoice", actorOf(user.role), user.id, {
      invoiceId: invoice.id,
    });
  } catch (error) {
    await deps.invoices.cancelIssued(invoice.id);
    throw error;
  }
  await deps.coupons.lockForInvoice(invoice.tripId, quoteId, invoice.couponCode);
  await deps.events.publish("invoice.issued", {
    invoiceId: invoice.id,
    number: invoice.number,
    quoteId,
    tripId: invoice.tripId,
    agentId: invoice.agentId,
    travellerUserId: invoice.travellerUserId,
    totalMinor: invoice.totalMinor,
    currency: invoice.currency,
  });
  return invoice;
}
