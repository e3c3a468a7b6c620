import { formatDate, formatDateTime, formatTime } from "../../common/format";
import { useTimeZone } from "../lib/time-zone";

/**
 * An instant as people read it, in the viewer's time zone: "28 Nov 2026, 3:09 pm" (or only its
 * date or time), with the ISO value in `dateTime` for machines (decision 0200).
 */
export function When({
  at,
  show = "datetime",
  className,
}: {
  at: string;
  show?: "date" | "time" | "datetime";
  className?: string;
}) {
  const zone = useTimeZone();
  const text =
    show === "date"
      ? formatDate(at, zone)
      : show === "time"
        ? formatTime(at, zone)
        : formatDateTime(at, zone);
  return (
    <time dateTime={at} className={className}>
      {text}
    </time>
  );
}
