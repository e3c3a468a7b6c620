import type { ReactNode } from "react";

/** The bordered card that holds an authentication form on its own page (outside the popup). */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {title ? (
          <h1 className="mb-6 text-center text-2xl font-extrabold text-slate-900">{title}</h1>
        ) : null}
        {children}
      </div>
    </div>
  );
}
