import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import type { FunnelStepView, MoneyBucket } from "../../../common/analytics";
import { formatCount } from "../../../common/format";
import { CURRENCY_SYMBOLS, formatMoney } from "../../../common/money";

// Charts of the analytics page (decision 0215): SVG drawn on the server with d3's scales and
// shapes, so they read without JavaScript. Each has a title and a description for screen
// readers, labelled axes, and the numbers beside it in a table that can be downloaded.

const inr = (minor: number) => formatMoney({ amountMinor: Math.round(minor), currency: "INR" });

const RUPEE = CURRENCY_SYMBOLS.INR;

/** ₹12.4L, ₹3.1Cr: the Indian short scale, for axis ticks where space is short. */
export function shortInr(minor: number): string {
  const rupees = minor / 100;
  if (rupees >= 1e7) return `${RUPEE}${oneDecimal(rupees / 1e7)}Cr`;
  if (rupees >= 1e5) return `${RUPEE}${oneDecimal(rupees / 1e5)}L`;
  if (rupees >= 1e3) return `${RUPEE}${Math.round(rupees / 1e3)}k`;
  return `${RUPEE}${Math.round(rupees)}`;
}

/** 12.3 → "12.3", 12 → "12": one decimal at most, for short chart labels. */
export const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** 0.253 → "25%", 0.042 → "4.2%": a decimal only where a whole percent would hide the change. */
export const percent = (share: number | null) =>
  share === null
    ? ""
    : `${share < 0.1 ? oneDecimal(share * 100) : String(Math.round(share * 100))}%`;

interface ChartFrame {
  id: string;
  title: string;
  description: string;
}

/** Steps as horizontal bars, widest first, each with its count and its share of the step before. */
export function FunnelChart({
  id,
  title,
  description,
  steps,
}: ChartFrame & { steps: FunnelStepView[] }) {
  const width = 640;
  const row = 38;
  const left = 170;
  const height = steps.length * row + 10;
  const max = Math.max(1, ...steps.map((s) => s.count));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, width - left - 120]);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full min-w-[520px] max-w-3xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {steps.map((s, i) => {
        const y = i * row + 6;
        const w = Math.max(2, x(s.count));
        return (
          <g key={s.step}>
            <text x={left - 10} y={y + 18} textAnchor="end" className="fill-slate-700 text-[13px]">
              {s.step}
            </text>
            <rect x={left} y={y} width={w} height={26} rx={4} className="fill-brand-600" />
            <text x={left + w + 8} y={y + 18} className="fill-slate-900 text-[13px] font-semibold">
              {formatCount(s.count)}
              {s.conversion === null ? "" : ` · ${percent(s.conversion)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Booking value per week or month as bars, commission as a line on the same axis: the two
 * figures ops compare first.
 */
export function MoneyChart({
  id,
  title,
  description,
  buckets,
  labelOf,
}: ChartFrame & { buckets: MoneyBucket[]; labelOf: (bucket: string) => string }) {
  const width = 640;
  const height = 260;
  const margin = { top: 16, right: 12, bottom: 40, left: 64 };
  const x = scaleBand<string>()
    .domain(buckets.map((b) => b.bucket))
    .range([margin.left, width - margin.right])
    .padding(0.2);
  const max = Math.max(100, ...buckets.map((b) => b.bookingValueMinor));
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const commission = line<MoneyBucket>()
    .x((b) => (x(b.bucket) ?? 0) + x.bandwidth() / 2)
    .y((b) => y(b.commissionMinor));
  // At most ~8 x labels, whatever the number of bars.
  const every = Math.max(1, Math.ceil(buckets.length / 8));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full min-w-[520px]"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g>
        {y.ticks(4).map((t) => (
          <g key={t}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(t)}
              y2={y(t)}
              className="stroke-slate-200"
            />
            <text
              x={margin.left - 8}
              y={y(t) + 4}
              textAnchor="end"
              className="fill-slate-500 text-[11px]"
            >
              {shortInr(t)}
            </text>
          </g>
        ))}
        {buckets.map((b, i) => (
          <g key={b.bucket}>
            <rect
              x={x(b.bucket)}
              y={y(b.bookingValueMinor)}
              width={x.bandwidth()}
              height={Math.max(0, y(0) - y(b.bookingValueMinor))}
              className="fill-brand-600"
            >
              <title>{`${labelOf(b.bucket)}: ${b.bookings} bookings, ${inr(b.bookingValueMinor)} booked, ${inr(b.commissionMinor)} commission`}</title>
            </rect>
            {i % every === 0 ? (
              <text
                x={(x(b.bucket) ?? 0) + x.bandwidth() / 2}
                y={height - margin.bottom + 16}
                textAnchor="middle"
                className="fill-slate-600 text-[11px]"
              >
                {labelOf(b.bucket)}
              </text>
            ) : null}
          </g>
        ))}
        {buckets.length > 1 ? (
          <path
            d={commission(buckets) ?? ""}
            fill="none"
            strokeWidth={2.5}
            className="stroke-sun-500"
          />
        ) : null}
        <line
          x1={margin.left}
          x2={width - margin.right}
          y1={y(0)}
          y2={y(0)}
          className="stroke-slate-400"
        />
        <g transform={`translate(${margin.left}, ${height - 6})`} className="text-[11px]">
          <rect width={10} height={10} y={-9} className="fill-brand-600" />
          <text x={14} className="fill-slate-600">
            Booking value
          </text>
          <rect x={110} width={14} height={3} y={-5} className="fill-sun-500" />
          <text x={128} className="fill-slate-600">
            Commission
          </text>
        </g>
      </g>
      {buckets.length === 0 ? (
        <text
          x={width / 2}
          y={height / 2}
          textAnchor="middle"
          className="fill-slate-500 text-[13px]"
        >
          No bookings paid in this period
        </text>
      ) : null}
    </svg>
  );
}

/** Largest first: booking value per destination or source. */
export function BreakdownChart({
  id,
  title,
  description,
  rows,
}: ChartFrame & { rows: { key: string; bookingValueMinor: number; bookings: number }[] }) {
  const shown = rows.slice(0, 8);
  const width = 640;
  const row = 30;
  const left = 150;
  const height = Math.max(1, shown.length) * row + 8;
  const max = Math.max(1, ...shown.map((r) => r.bookingValueMinor));
  const x = scaleLinear()
    .domain([0, max])
    .range([0, width - left - 130]);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full min-w-[520px]"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {shown.length === 0 ? (
        <text x={width / 2} y={24} textAnchor="middle" className="fill-slate-500 text-[13px]">
          No bookings paid in this period
        </text>
      ) : null}
      {shown.map((r, i) => {
        const y = i * row + 4;
        const w = Math.max(2, x(r.bookingValueMinor));
        return (
          <g key={r.key}>
            <text x={left - 10} y={y + 16} textAnchor="end" className="fill-slate-700 text-[12px]">
              {r.key.length > 20 ? `${[...r.key].slice(0, 19).join("")}…` : r.key}
            </text>
            <rect x={left} y={y} width={w} height={22} rx={3} className="fill-brand-600" />
            <text x={left + w + 8} y={y + 16} className="fill-slate-900 text-[12px]">
              {shortInr(r.bookingValueMinor)} · {r.bookings}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
