import { Link } from "react-router";
import type { Role } from "../../../common/roles";
import { staffMenuFor } from "../../../common/staff-permissions";
import { useLocalePath } from "../../lib/locale";

/** The staff tools this role may open, from the one permission table (decision 0216). */
export function StaffMenu({ role, current }: { role: Role; current?: string }) {
  const localize = useLocalePath();
  return (
    <nav aria-label="Operations tools" className="flex flex-wrap gap-2 text-sm">
      {staffMenuFor(role).map((item) => (
        <Link
          key={item.to}
          to={localize(item.to)}
          aria-current={item.to === current ? "page" : undefined}
          className={
            item.to === current
              ? "rounded-full bg-slate-900 px-4 py-1.5 font-semibold text-white"
              : "rounded-full border border-slate-300 bg-white px-4 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
          }
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
