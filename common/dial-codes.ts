// Country calling codes offered next to the phone field (browsing spec §3, default +91 in §9).
// A curated list rather than all ~240 ITU codes: travellers are mostly Indian residents or
// diaspora and agents sit in the destinations they sell, so a short list keeps the select
// usable, and the server only accepts codes on this list, which bounds what reaches agents.

export interface DialCode {
  /** ISO 3166-1 alpha-2, upper case; unique, so use it (not `code`) as a React key. */
  iso2: string;
  country: string;
  /** E.164 country code with a leading "+". Not unique: "+1" and "+7" cover two countries. */
  code: string;
}

export const DEFAULT_DIAL_CODE = "+91";

// India leads because it is the default and by far the most common choice; the rest is in
// plain ASCII order of `country`, kept by hand so the order never depends on the runtime's
// collation (a test guards it).
export const DIAL_CODES: readonly DialCode[] = Object.freeze([
  { iso2: "IN", country: "India", code: "+91" },
  { iso2: "AU", country: "Australia", code: "+61" },
  { iso2: "AT", country: "Austria", code: "+43" },
  { iso2: "AZ", country: "Azerbaijan", code: "+994" },
  { iso2: "BH", country: "Bahrain", code: "+973" },
  { iso2: "BD", country: "Bangladesh", code: "+880" },
  { iso2: "BE", country: "Belgium", code: "+32" },
  { iso2: "BT", country: "Bhutan", code: "+975" },
  { iso2: "BR", country: "Brazil", code: "+55" },
  { iso2: "KH", country: "Cambodia", code: "+855" },
  { iso2: "CA", country: "Canada", code: "+1" },
  { iso2: "CN", country: "China", code: "+86" },
  { iso2: "HR", country: "Croatia", code: "+385" },
  { iso2: "CZ", country: "Czech Republic", code: "+420" },
  { iso2: "DK", country: "Denmark", code: "+45" },
  { iso2: "EG", country: "Egypt", code: "+20" },
  { iso2: "FJ", country: "Fiji", code: "+679" },
  { iso2: "FI", country: "Finland", code: "+358" },
  { iso2: "FR", country: "France", code: "+33" },
  { iso2: "GE", country: "Georgia", code: "+995" },
  { iso2: "DE", country: "Germany", code: "+49" },
  { iso2: "GR", country: "Greece", code: "+30" },
  { iso2: "HK", country: "Hong Kong", code: "+852" },
  { iso2: "HU", country: "Hungary", code: "+36" },
  { iso2: "IS", country: "Iceland", code: "+354" },
  { iso2: "ID", country: "Indonesia", code: "+62" },
  { iso2: "IE", country: "Ireland", code: "+353" },
  { iso2: "IL", country: "Israel", code: "+972" },
  { iso2: "IT", country: "Italy", code: "+39" },
  { iso2: "JP", country: "Japan", code: "+81" },
  { iso2: "JO", country: "Jordan", code: "+962" },
  { iso2: "KZ", country: "Kazakhstan", code: "+7" },
  { iso2: "KE", country: "Kenya", code: "+254" },
  { iso2: "KW", country: "Kuwait", code: "+965" },
  { iso2: "LA", country: "Laos", code: "+856" },
  { iso2: "MY", country: "Malaysia", code: "+60" },
  { iso2: "MV", country: "Maldives", code: "+960" },
  { iso2: "MU", country: "Mauritius", code: "+230" },
  { iso2: "MX", country: "Mexico", code: "+52" },
  { iso2: "MM", country: "Myanmar", code: "+95" },
  { iso2: "NP", country: "Nepal", code: "+977" },
  { iso2: "NL", country: "Netherlands", code: "+31" },
  { iso2: "NZ", country: "New Zealand", code: "+64" },
  { iso2: "NG", country: "Nigeria", code: "+234" },
  { iso2: "NO", country: "Norway", code: "+47" },
  { iso2: "OM", country: "Oman", code: "+968" },
  { iso2: "PK", country: "Pakistan", code: "+92" },
  { iso2: "PH", country: "Philippines", code: "+63" },
  { iso2: "PL", country: "Poland", code: "+48" },
  { iso2: "PT", country: "Portugal", code: "+351" },
  { iso2: "QA", country: "Qatar", code: "+974" },
  { iso2: "RU", country: "Russia", code: "+7" },
  { iso2: "SA", country: "Saudi Arabia", code: "+966" },
  { iso2: "SC", country: "Seychelles", code: "+248" },
  { iso2: "SG", country: "Singapore", code: "+65" },
  { iso2: "ZA", country: "South Africa", code: "+27" },
  { iso2: "KR", country: "South Korea", code: "+82" },
  { iso2: "ES", country: "Spain", code: "+34" },
  { iso2: "LK", country: "Sri Lanka", code: "+94" },
  { iso2: "SE", country: "Sweden", code: "+46" },
  { iso2: "CH", country: "Switzerland", code: "+41" },
  { iso2: "TW", country: "Taiwan", code: "+886" },
  { iso2: "TZ", country: "Tanzania", code: "+255" },
  { iso2: "TH", country: "Thailand", code: "+66" },
  { iso2: "TR", country: "Turkey", code: "+90" },
  { iso2: "UG", country: "Uganda", code: "+256" },
  { iso2: "AE", country: "United Arab Emirates", code: "+971" },
  { iso2: "GB", country: "United Kingdom", code: "+44" },
  { iso2: "US", country: "United States", code: "+1" },
  { iso2: "UZ", country: "Uzbekistan", code: "+998" },
  { iso2: "VN", country: "Vietnam", code: "+84" },
]);

const KNOWN_CODES: ReadonlySet<string> = new Set(DIAL_CODES.map((entry) => entry.code));

// Exact match only: the value comes from our own <select>, so anything else (" 91", "0091")
// is a hand-made request and is refused rather than guessed at.
export function isDialCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}
