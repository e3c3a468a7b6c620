import { Link } from "react-router";
import {
  FOOTER_INSPIRATION_LINKS,
  FOOTER_LINKS,
  type NavLink,
  PACKAGE_LISTING_LINKS,
} from "../../common/navigation";
import { useLocalePath } from "../lib/locale";
import { Logo } from "./logo";

function FooterLinks({ title, links }: { title: string; links: readonly NavLink[] }) {
  const localize = useLocalePath();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={localize(link.href)} className="text-slate-600 hover:text-brand-700">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo />
          <p className="mt-3 max-w-md text-sm text-slate-600">
            Tell us where you want to go. Verified local travel agents send you up to three tailored
            quotes; compare them, chat, and book the one that fits.
          </p>
        </div>
        <FooterLinks title="Company" links={FOOTER_LINKS} />
        <FooterLinks title="Holiday packages" links={PACKAGE_LISTING_LINKS} />
        <FooterLinks title="Travel inspiration" links={FOOTER_INSPIRATION_LINKS} />
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © 2026 Triphive Technologies Private Limited
      </p>
    </footer>
  );
}
