import { type Locale, localizePath } from "../../common/locale";
import {
  FOOTER_INSPIRATION_LINKS,
  FOOTER_LINKS,
  type NavLink,
  PACKAGE_LISTING_LINKS,
} from "../../common/navigation";
import { useLocale } from "../lib/locale";
import { CachedMarkup, useLinkNavigation } from "../lib/markup-cache";
import { Logo } from "./logo";

// Plain links: the footer's columns are rendered once per locale and reused (decision 0133);
// useLinkNavigation keeps the clicks client-side.
function FooterLinks({
  title,
  links,
  locale,
}: {
  title: string;
  links: readonly NavLink[];
  locale: Locale;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={localizePath(locale, link.href)}
              className="text-slate-600 hover:text-brand-700"
              data-discover="true"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterColumns({ locale }: { locale: Locale }) {
  return (
    <>
      <div className="lg:col-span-2">
        <Logo />
        <p className="mt-3 max-w-md text-sm text-slate-600">
          Tell us where you want to go. Verified local travel agents send you up to three tailored
          quotes; compare them, chat, and book the one that fits.
        </p>
      </div>
      <FooterLinks title="Company" links={FOOTER_LINKS} locale={locale} />
      <FooterLinks title="Holiday packages" links={PACKAGE_LISTING_LINKS} locale={locale} />
      <FooterLinks title="Travel inspiration" links={FOOTER_INSPIRATION_LINKS} locale={locale} />
    </>
  );
}

/** What the footer's stored markup is made of: constants, so one copy per locale for good. */
const FOOTER_SCOPE = { FOOTER_LINKS, PACKAGE_LISTING_LINKS, FOOTER_INSPIRATION_LINKS };

export function SiteFooter() {
  const locale = useLocale();
  const followLink = useLinkNavigation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <CachedMarkup
        as="div"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5"
        scope={FOOTER_SCOPE}
        cacheKey={locale.prefix}
        onClick={followLink}
        render={() => <FooterColumns locale={locale} />}
      />
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © 2026 Triphive Technologies Private Limited
      </p>
    </footer>
  );
}
