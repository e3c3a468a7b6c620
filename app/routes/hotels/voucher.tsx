import { data } from "react-router";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/voucher";

// /hotel-bookings/{id}/voucher.pdf: the owner's voucher of a confirmed booking; 404 otherwise.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const id = Number(params.bookingId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const voucher = await context.services.hotels.voucherPdf(user, id);
  if (!voucher) throw data(null, { status: 404 });
  return new Response(Buffer.from(voucher.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="triphive-hotel-voucher-${voucher.reference}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
