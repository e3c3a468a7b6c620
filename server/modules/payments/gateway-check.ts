import { randomBytes } from "node:crypto";
import { formatMoney } from "../../../common/money";
import { GATEWAY_CHECK_TYPE } from "../../../common/payments";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type { PaymentsService } from "./payments.service";
import type { PaymentOrderView } from "./payments.types";

/**
 * Staff's own bookable (docs/decisions/0123): a small payment made from /admin/payments to see
 * the gateway, its webhooks and the ledger work end to end, in production as in the sandbox,
 * then refunded from the same page. Only admin and ops make, see or refund one.
 */
export function isPaymentsStaff(user: AuthenticatedUser): boolean {
  return isStaff(user.role);
}

export function registerGatewayCheck(payments: PaymentsService): void {
  payments.registerBookable({
    type: GATEWAY_CHECK_TYPE,
    async confirmation(bookableId, user) {
      if (!isPaymentsStaff(user)) return null;
      const [order] = await payments.ordersFor(GATEWAY_CHECK_TYPE, bookableId);
      if (!order) return null;
      return {
        title: `Gateway check ${bookableId}`,
        lines: [
          { label: "Gateway", value: order.gateway === "sandbox" ? "Sandbox" : "Razorpay" },
          {
            label: "Captured",
            value: formatMoney(
              { amountMinor: order.capturedMinor, currency: order.currency },
              { fractionDigits: 2 },
            ),
          },
          { label: "Ledger", value: "Capture and allocation posted" },
        ],
        continueUrl: "/admin/payments",
        continueLabel: "Back to payments",
      };
    },
    async links(_bookableId, user) {
      if (!isPaymentsStaff(user)) return null;
      return { retryUrl: "/admin/payments", backUrl: "/admin", backLabel: "Staff dashboard" };
    },
  });
}

/** A gateway check of `amountMinor` paise by a staff member; the form token is the key. */
export function startGatewayCheck(
  payments: PaymentsService,
  user: AuthenticatedUser,
  amountMinor: number,
  idempotencyKey: string,
): Promise<PaymentOrderView> {
  return payments.createOrder({
    bookableType: GATEWAY_CHECK_TYPE,
    bookableId: `chk-${randomBytes(5).toString("hex")}`,
    payerUserId: user.id,
    amountMinor,
    currency: "INR",
    description: "Gateway check by Triphive staff",
    idempotencyKey,
  });
}
