import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale";

/** The agent workspace's sections: the leads inbox and the agency's payments and payouts. */
export function AgentWorkspaceNav({ current }: { current: "leads" | "payments" }) {
  const localize = useLocalePath();
  const items = [
    { key: "leads", label: "Leads", to: "/agents/dashboard" },
    { key: "payments", label: "Payments and payouts", to: "/agents/dashboard/payments" },
  ] as const;
  return (
    <nav aria-label="Agent workspace" className="flex flex-wrap gap-2 text-sm">
      {items.map((item) => (
        <Link
          key={item.key}
          to={localize(item.to)}
          aria-current={item.key === current ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 font-semibold ${item.key === current ? "bg-slate-900 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
