// The widths a page section takes in its row (spec: "Layout widths ONE_THIRD, HALF, TWO_THIRD,
// FULL"; decision 0237). A row is six columns from the lg breakpoint, so that thirds and halves
// both fall on columns; below lg each section takes the row's full width unless the row says
// otherwise (a list of cards adds its own sm:grid-cols-2). Whole class names, so that Tailwind
// finds them in this file.

export const LAYOUT_WIDTHS = ["ONE_THIRD", "HALF", "TWO_THIRD", "FULL"] as const;
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number];

/** The row the sections sit in; the gap is the caller's. */
export const LAYOUT_ROW_CLASS = "grid lg:grid-cols-6";

export const LAYOUT_WIDTH_CLASS: Record<LayoutWidth, string> = {
  ONE_THIRD: "lg:col-span-2",
  HALF: "lg:col-span-3",
  TWO_THIRD: "lg:col-span-4",
  FULL: "lg:col-span-6",
};
