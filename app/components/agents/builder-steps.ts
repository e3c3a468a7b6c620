// The builder's steps and shortcuts (decision 0209), as plain functions the component and the
// tests share.

export const BUILDER_STEPS = [
  { id: "trip", label: "Trip" },
  { id: "days", label: "Days" },
  { id: "hotels", label: "Hotels" },
  { id: "inclusions", label: "Inclusions" },
  { id: "price", label: "Price" },
  { id: "preview", label: "Preview" },
] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number]["id"];

export function nextStep(step: BuilderStep): BuilderStep {
  const i = BUILDER_STEPS.findIndex((s) => s.id === step);
  return BUILDER_STEPS[Math.min(i + 1, BUILDER_STEPS.length - 1)]?.id ?? step;
}

/** The step that holds a field, by its form name, so a refused save opens where it is wrong. */
export function stepOfField(name: string): BuilderStep {
  if (name.startsWith("days")) return "days";
  if (name.startsWith("stays")) return "hotels";
  if (/^(inclusions|exclusions|cabsText|flightsText)/.test(name)) return "inclusions";
  if (/^(description|validUntil)/.test(name)) return "trip";
  if (name === "") return "preview";
  return "price";
}

export type Shortcut = "add-day" | "duplicate-day" | "next";

/** Alt+N, Alt+D, Alt+→: Alt keeps them clear of what is typed into the fields. */
export function shortcutOf(
  event: Pick<KeyboardEvent, "altKey" | "ctrlKey" | "metaKey" | "code">,
): Shortcut | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.code === "KeyN") return "add-day";
  if (event.code === "KeyD") return "duplicate-day";
  if (event.code === "ArrowRight") return "next";
  return null;
}
