import { Link } from "react-router";
import { formatAmount } from "../../../common/format";
import type { PayoutRelease, PayoutState } from "../../../common/payouts";
import { useLocalePath } from "../../lib/locale";
import { When } from "../when";

/** Whole rupees when whole, else with paise: a commission and a payout add up on screen. */
export const money = (minor: number, currency: string) => formatAmount(minor, currency);

// Small pieces shared by the staff payouts page and the agency's payments page (decision 0102).

const STATE_TONE: Record<PayoutState | "unpaid", string> = {
  held: "bg-amber-100 text-amber-900 ring-amber-300",
  released: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  refunded: "bg-slate-200 text-slate-800 ring-slate-300",
  unpaid: "bg-sky-50 text-sky-900 ring-sky-200",
};
const STATE_LABEL: Record<PayoutState | "unpaid", string> = {
  held: "Payout held",
  released: "Payout released",
  refunded: "Refunded",
  unpaid: "Awaiting payment",
};

export function PayoutBadge({ state }: { state: PayoutState | "unpaid" }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_TONE[state]}`}
      data-testid="payout-state"
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {STATE_LABEL[state]}
    </span>
  );
}

export function ReleaseHistory({
  releases,
  currency,
}: {
  releases: PayoutRelease[];
  currency: string;
}) {
  if (releases.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs text-slate-600" aria-label="Releases">
      {releases.map((r) => (
        <li key={`${r.at}-${r.amountMinor}`}>
          <span className="font-semibold text-slate-800">{money(r.amountMinor, currency)}</span>{" "}
          released <When at={r.at} /> {r.by === "staff" ? "by Triphive operations" : "on vouchers"}:{" "}
          <q className="italic">{r.reason}</q>
        </li>
      ))}
    </ul>
  );
}

/** Tabs as links (they work without JavaScript): one per state with its count, and "All". */
export function StateTabs<S extends string>({
  base,
  current,
  tabs,
  label,
}: {
  base: string;
  current: S | undefined;
  tabs: { state: S | undefined; label: string; count?: number }[];
  label: string;
}) {
  const localize = useLocalePath();
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((t) => {
        const active = t.state === current;
        return (
          <Link
            key={t.state ?? "all"}
            to={localize(t.state ? `${base}?status=${t.state}` : base)}
            aria-current={active ? "page" : undefined}
            className={`whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
          >
            {t.label}
            {t.count === undefined ? "" : ` (${t.count})`}
          </Link>
        );
      })}
    </nav>
  );
}
