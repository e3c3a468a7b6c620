import { z } from "zod";
import type { RoomGuests } from "./hotel-stay";
import { THEMES } from "./hotels";

// The quote builder's search of the site's own hotels (decision 0209): per city and nights of a
// stay, the hotels with their price for the trip's dates and rooms, their rooms, boards and
// refundability. Declared once here for the builder's fetch, the server's answer and the tests.

export const BUILDER_HOTELS_LIMIT = 8;

export const BuilderHotelQuery = z.object({
  cityId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  city: z.string().trim().max(80).default(""),
  checkIn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  nights: z.coerce.number().int().min(1).max(30).default(1),
  adults: z.coerce.number().int().min(1).max(20).default(2),
  children: z.coerce.number().int().min(0).max(10).default(0),
  stars: z.coerce.number().int().min(1).max(5).optional(),
  q: z.string().trim().max(80).default(""),
  theme: z.enum(THEMES).optional(),
});
export type BuilderHotelQuery = z.output<typeof BuilderHotelQuery>;

export interface BuilderRoomOption {
  room: string;
  board: string;
  boardName: string;
  refundable: boolean;
  /** The stay, every room, after the hotel's discount (INR paise). */
  totalMinor: number;
}

export interface BuilderHotelOption {
  hotelId: number;
  cityId: number;
  city: string;
  name: string;
  stars: number;
  area: string;
  themes: string[];
  address: string;
  description: string;
  images: string[];
  link: string;
  checkIn: string;
  nights: number;
  rooms: number;
  /** The cheapest option for the stay, or null when sold out on those nights. */
  cheapest: BuilderRoomOption | null;
  options: BuilderRoomOption[];
}

export interface BuilderHotelResults {
  city: string;
  checkIn: string;
  nights: number;
  hotels: BuilderHotelOption[];
}

/** Rooms for a group: two adults a room, children shared out, at most five rooms. */
export function roomsFor(adults: number, children: number): RoomGuests[] {
  const count = Math.min(Math.max(Math.ceil(adults / 2), 1), 5);
  const rooms = Array.from({ length: count }, () => ({ adults: 0, children: 0 }));
  for (let i = 0; i < adults; i++) (rooms[i % count] as RoomGuests).adults += 1;
  for (let i = 0; i < children; i++) (rooms[i % count] as RoomGuests).children += 1;
  return rooms;
}
