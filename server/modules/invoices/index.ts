// The invoices module (issue 11 §2, §4): invoices numbered per financial year, their instalment
// schedule and the payments counted against them. Quote status steps and payments are the
// workflows' (server/workflows/issue-invoice.ts, pay-quote-instalment.ts, confirm-quote-payment.ts).
import "./invoices.events";

export { invoiceAnalyticsFacts } from "./invoice-analytics";
export { financialYearOf, planInstalments } from "./invoice-schedule";
export { createAgentInvoicesApi, createInvoicesApi, type InvoicesApiDeps } from "./invoices.api";
export * as invoiceErrors from "./invoices.errors";
export {
  createInvoicesService,
  creditNoteDownloadPath,
  creditNoteShowPath,
  type InvoiceDraft,
  type InvoiceSummary,
  type InvoicesService,
  invoiceDownloadPath,
  invoiceShowPath,
  paymentPath,
} from "./invoices.service";
