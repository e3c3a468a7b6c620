// zod inputs of the hotel calls (browsing spec §7), shared by the API and the pages.
import { z } from "zod";
import { isIsoDate, validRoom } from "./hotel-stay";
import { MAX_ROOMS, THEMES } from "./hotels";
import { requiredText, safeText } from "./schema-helpers";

const IsoDate = z.string().refine(isIsoDate, "Use YYYY-MM-DD");
const Count = z.coerce.number().int().min(0).max(9);

export const HotelSearchQuery = z.object({
  hotel_id: z.coerce.number().int().positive().max(2_147_483_647),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  rooms: z
    .array(z.object({ adults: Count, children: Count }))
    .min(1)
    .max(MAX_ROOMS)
    .refine((rooms) => rooms.every(validRoom), "At most 3 guests per room, at least one adult"),
  all_rooms: z.boolean().default(false),
});
export type HotelSearchQuery = z.infer<typeof HotelSearchQuery>;

export const HotelDealsQuery = z.object({
  location: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i)
    .max(80),
  property_types: z.literal("hotels").optional(),
  is_bookable_b2c: z.literal("true").optional(),
  themes: z.array(z.enum(THEMES)).max(THEMES.length).default([]),
});

const Name = requiredText(80, "At most 80 characters");
export const HotelCheckoutInput = z.object({
  rate_key: z.string().min(10).max(120),
  expected_total: z.coerce.number().int().nonnegative().optional(),
  lead_name: Name,
  lead_email: z.string().trim().email().max(200),
  lead_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a phone number"),
  guests: z
    .array(z.array(safeText({ max: 80 }).transform((v) => v.trim())).max(3))
    .max(MAX_ROOMS)
    .default([]),
});
export type HotelCheckoutInput = z.infer<typeof HotelCheckoutInput>;

/** Reads rooms[][adults] / rooms[][children] (also rooms[0][adults]) out of a query string. */
export function roomsFromQuery(params: URLSearchParams): { adults: string; children: string }[] {
  const adults = [...params.getAll("rooms[][adults]")];
  const children = [...params.getAll("rooms[][children]")];
  for (let i = 0; i < 5; i++) {
    const a = params.get(`rooms[${i}][adults]`);
    if (a !== null) {
      adults.push(a);
      children.push(params.get(`rooms[${i}][children]`) ?? "0");
    }
  }
  return adults.map((a, i) => ({ adults: a, children: children[i] ?? "0" }));
}
