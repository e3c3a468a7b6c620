import type { AuthenticatedUser } from "../../common/roles";

const ROLE_LABEL = {
  traveller: "Traveller",
  agent: "Travel agent",
  admin: "Administrator",
  ops: "Operations",
  dialer: "Dialer",
} as const;

export function AccountSummary({ user }: { user: AuthenticatedUser }) {
  return (
    <section
      aria-labelledby="account-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="account-title"
        className="text-sm font-semibold uppercase tracking-wide text-slate-500"
      >
        Your account
      </h2>
      <p className="mt-2 text-lg font-semibold text-slate-900">
        {user.first_name} {user.last_name}
      </p>
      <p className="text-slate-600">{user.email}</p>
      <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-800">
        {ROLE_LABEL[user.role]}
      </p>
    </section>
  );
}

export function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-600">{children}</div>
    </section>
  );
}
