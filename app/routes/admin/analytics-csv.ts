import { data } from "react-router";
import { ANALYTICS_TABLES, AnalyticsQuery } from "../../../common/analytics";
import { requireRole, STAFF_ROLES } from "../../lib/agent-workspace.server";
import type { Route } from "./+types/analytics-csv";

// /admin/analytics/csv/{table}?period=…: one table of the analytics page as CSV, for the same
// period (decision 0215). Staff only; anything else is not found.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole(request, context, STAFF_ROLES);
  const table = ANALYTICS_TABLES.find((t) => t === params.table);
  const query = AnalyticsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!table || !query.success) throw data(null, { status: 404 });
  const { csv, period } = await context.services.analytics.csv(query.data, table);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="triphive-${table}-${period.fromDay}-to-${period.toDay}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
