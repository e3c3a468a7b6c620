import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from "react";
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  TIME_ZONE_COOKIE,
  timeZoneCookie,
} from "../../common/format";

// The viewer's time zone for every time on a page (decision 0200). The server renders in the
// zone its root loader chose (the signed-in viewer's `tz` cookie, else Asia/Kolkata) and the
// browser hydrates in that same zone, so the two renders match; right after hydration the
// provider switches to the browser's own zone when it differs and stores it in the cookie, so
// the next server render is already right.

const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

function cookieZone(): string | null {
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TIME_ZONE_COOKIE) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function TimeZoneProvider({
  serverZone,
  children,
}: {
  serverZone: string | undefined;
  children: ReactNode;
}) {
  const [zone, setZone] = useState(serverZone ?? DEFAULT_TIME_ZONE);
  useEffect(() => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!isTimeZone(browser)) return;
    if (cookieZone() !== browser) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
      document.cookie = timeZoneCookie(browser);
    }
    // A transition, and only when the zone differs: an urgent update above parts of the page
    // still hydrating would make React drop their server markup and draw them again, which moved
    // the whole listing on phones (layout shift).
    if (browser !== (serverZone ?? DEFAULT_TIME_ZONE)) startTransition(() => setZone(browser));
  }, [serverZone]);
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>;
}

/** The zone times on this page are shown in. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
