import type { AuthenticatedUser } from "../../common/roles";
import { openDatabase } from "../db";
import { createTestServices } from "./test-services";

// One state change in a process of its own that dies by SIGKILL right after the change
// commits, before any of its events' handlers run (the fault-injection test, decision 0184).
// argv[2] is a JSON FaultOrder; exit code 3 means the process reached its end unkilled.

export type FaultTarget = { driver: "postgres"; url: string } | { driver: "pglite"; dir: string };

export type FaultOrder = { target: FaultTarget } & (
  | { action: "capture"; gatewayOrderId: string }
  | { action: "send"; agent: AuthenticatedUser; quoteId: number }
  | { action: "voucher"; agent: AuthenticatedUser; quoteId: number }
);

/** The smallest PDF the vouchers module's sniffing accepts. */
const PDF = new TextEncoder().encode("%PDF-1.4\n%fault\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function main() {
  const order = JSON.parse(process.argv[2] ?? "{}") as FaultOrder;
  const database = await openDatabase(
    order.target.driver === "postgres"
      ? { driver: "postgres", url: order.target.url, poolSize: 2 }
      : { driver: "pglite", dir: order.target.dir },
  );
  const { services } = createTestServices(database.db);
  // Every workflow runs its events' handlers through deliver() once its change committed:
  // dying there is dying between the commit and the handlers.
  services.events.deliver = async () => {
    process.kill(process.pid, "SIGKILL");
    await new Promise(() => {});
  };
  if (order.action === "capture") {
    await services.payments.sandbox?.pay(order.gatewayOrderId, {
      method: "card",
      outcome: "success",
    });
    await services.jobs.runDue(services.jobHandlers); // the webhook arrives, then the kill
  } else if (order.action === "send") {
    await services.workflows.sendQuote(order.agent, order.quoteId);
  } else {
    await services.money.uploadVoucher(order.agent, order.quoteId, "hotel", {
      name: "houseboat.pdf",
      bytes: PDF,
    });
  }
  process.exit(3);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
