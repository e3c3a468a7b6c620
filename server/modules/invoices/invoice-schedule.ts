import { PAY_WITHIN_DAYS } from "../../../common/invoices";

/** "2026-27" for a day in the Indian financial year April to March (IST calendar day). */
export function financialYearOf(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The IST calendar day of an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface PlannedInstalment {
  label: string;
  amountMinor: number;
  dueDate: string;
}

/**
 * The payment schedule (issue 11 §4): a deposit due within PAY_WITHIN_DAYS of issue, then the
 * balance due `balanceDays` before travel. When the travel date is unknown, or the balance
 * would fall due within the deposit's window, or the deposit is 100%, one full payment.
 * Amounts are whole units (minor multiples of 100) except what rounding leaves on the balance.
 */
export function planInstalments(input: {
  totalMinor: number;
  depositPercent: number;
  balanceDays: number;
  issueDay: string;
  travelDate: string | null;
}): PlannedInstalment[] {
  const depositDue = addDays(input.issueDay, PAY_WITHIN_DAYS);
  const balanceDue = input.travelDate ? addDays(input.travelDate, -input.balanceDays) : null;
  if (input.depositPercent >= 100 || !balanceDue || balanceDue <= depositDue) {
    return [{ label: "Full payment", amountMinor: input.totalMinor, dueDate: depositDue }];
  }
  const deposit = Math.round((input.totalMinor * input.depositPercent) / 100 / 100) * 100;
  if (deposit <= 0 || deposit >= input.totalMinor) {
    return [{ label: "Full payment", amountMinor: input.totalMinor, dueDate: depositDue }];
  }
  return [
    { label: `Deposit (${input.depositPercent}%)`, amountMinor: deposit, dueDate: depositDue },
    { label: "Balance", amountMinor: input.totalMinor - deposit, dueDate: balanceDue },
  ];
}
