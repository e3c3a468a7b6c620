// The vouchers module (issue 11 §6): the agent's travel vouchers of a paid quote.
import "./vouchers.events";

export { voucherAnalyticsFacts } from "./voucher-analytics";
export { createAgentVouchersApi, createVouchersApi, type VouchersApiDeps } from "./vouchers.api";
export { createVouchersService, type VouchersService } from "./vouchers.service";
