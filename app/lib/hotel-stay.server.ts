import { redirect } from "react-router";
import {
  formatRoomStay,
  type ResolvedStay,
  type RoomGuests,
  resolveStay,
  savedSearchFromCookieHeader,
  todayIso,
} from "../../common/hotel-stay";
import { HOTEL_SEARCH_COOKIE } from "../../common/hotels";

/**
 * The stay form (app/components/hotels/stay-form.tsx) submits rooms as r1a/r1c … r3a/r3c so it
 * works without JavaScript; the page's canonical URL writes them as roomStay. Redirects to the
 * same page with roomStay when the form's fields are present.
 */
export function redirectStayForm(url: URL): void {
  if (!url.searchParams.has("r1a")) return;
  const rooms: RoomGuests[] = [];
  for (let i = 1; i <= 3; i++) {
    const adults = Number(url.searchParams.get(`r${i}a`) ?? 0);
    const children = Number(url.searchParams.get(`r${i}c`) ?? 0);
    if (Number.isInteger(adults) && adults > 0)
      rooms.push({ adults, children: Number.isInteger(children) ? children : 0 });
    url.searchParams.delete(`r${i}a`);
    url.searchParams.delete(`r${i}c`);
  }
  if (rooms.length) url.searchParams.set("roomStay", formatRoomStay(rooms));
  url.searchParams.delete("page");
  throw redirect(`${url.pathname}?${url.searchParams}`, 303);
}

/** The stay of a hotel page: URL, then the saved search cookie, then the defaults (§5). */
export function stayOf(request: Request, url: URL, now = new Date()): ResolvedStay {
  const saved = savedSearchFromCookieHeader(request.headers.get("cookie"), HOTEL_SEARCH_COOKIE);
  return resolveStay(
    {
      checkin: url.searchParams.get("checkin"),
      checkout: url.searchParams.get("checkout"),
      roomStay: url.searchParams.get("roomStay"),
    },
    saved,
    todayIso(now),
  );
}
