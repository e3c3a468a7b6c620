import { Link } from "react-router";
import { type Locale, localizePath } from "../../common/locale";
import type { NavLink } from "../../common/navigation";
import type { AuthenticatedUser } from "../../common/roles";
import type { TopNavigation } from "../../server/modules/catalog";
import { lazyPart } from "../lib/lazy-part";
import { useLocale, useLocalePath } from "../lib/locale";
import { CachedMarkup, useLinkNavigation } from "../lib/markup-cache";
import { AuthPopup } from "./auth/auth-popup";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import type { BellData } from "./notifications/bell-data";

// Only signed-in visitors see these: anonymous pages (most of the traffic, and the cached ones)
// do not fetch their code (decision 0240).
const NotificationBell = lazyPart(() =>
  import("./notifications/notification-bell").then((m) => m.NotificationBell),
);
const UserMenu = lazyPart(() => import("./user-menu").then((m) => m.UserMenu));

interface MenuProps {
  label: string;
  children: React.ReactNode;
  wide?: boolean;
}

/** A dropdown that opens on hover and on keyboard focus, and works without JavaScript. */
function Menu({ label, children, wide }: MenuProps) {
  return (
    <li className="group relative">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 xl:px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
      >
        {label}
        <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div
        className={`invisible absolute left-0 top-full z-40 pt-2 opacity-0 transition group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100 ${wide ? "w-[40rem]" : "w-64"}`}
      >
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-xl">{children}</div>
      </div>
    </li>
  );
}

// Plain links, not <Link>s: the menus are rendered once per locale and catalogue version and
// reused (decision 0133); useLinkNavigation keeps the clicks client-side.
function LinkList({ links, locale }: { links: readonly NavLink[]; locale: Locale }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={localizePath(locale, link.href)}
            className="block rounded px-2 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            // Lets React Router find the routes of links on screen ahead of a click, as <Link> does.
            data-discover="true"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function DestinationMenu({
  label,
  groups,
  locale,
}: {
  label: string;
  groups: TopNavigation["destination"]["india"];
  locale: Locale;
}) {
  return (
    <Menu label={label} wide>
      <div className="grid grid-cols-3 gap-4">
        {groups.map((group) => (
          <div key={group.region}>
            <p className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {group.region}
            </p>
            <LinkList links={group.links} locale={locale} />
          </div>
        ))}
      </div>
    </Menu>
  );
}

interface SiteHeaderProps {
  nav: TopNavigation;
  user: AuthenticatedUser | null;
  /** The signed-in user's newest notifications and counts (null when signed out). */
  bell?: BellData | null;
  socialProviders: readonly ("google" | "facebook")[];
}

function DesktopMenus({ nav, locale }: { nav: TopNavigation; locale: Locale }) {
  return (
    <>
      <DestinationMenu label="India" groups={nav.destination.india} locale={locale} />
      <DestinationMenu
        label="International"
        groups={nav.destination.international}
        locale={locale}
      />
      <Menu label="Weekend getaways">
        <LinkList links={nav.weekend} locale={locale} />
      </Menu>
      <Menu label="Holiday packages">
        <LinkList links={nav.listing} locale={locale} />
      </Menu>
      <Menu label="Themes">
        <LinkList links={nav.category} locale={locale} />
      </Menu>
    </>
  );
}

function MobileMenu({ nav, locale }: { nav: TopNavigation; locale: Locale }) {
  return (
    <>
      <p className="px-2 text-xs font-semibold uppercase text-slate-500">Holiday packages</p>
      <LinkList links={nav.listing} locale={locale} />
      <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">India</p>
      <LinkList
        links={nav.destination.india.flatMap((g) => g.links).slice(0, 10)}
        locale={locale}
      />
      <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">International</p>
      <LinkList
        links={nav.destination.international.flatMap((g) => g.links).slice(0, 10)}
        locale={locale}
      />
      <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">Weekend getaways</p>
      <LinkList links={nav.weekend} locale={locale} />
    </>
  );
}

export function SiteHeader({ nav, user, bell, socialProviders }: SiteHeaderProps) {
  const localize = useLocalePath();
  const locale = useLocale();
  const followLink = useLinkNavigation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 xl:gap-6">
        <Link to={localize("/")} aria-label="Triphive home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <CachedMarkup
            as="ul"
            className="flex items-center gap-1"
            scope={nav}
            cacheKey={`desktop${locale.prefix}`}
            onClick={followLink}
            render={() => <DesktopMenus nav={nav} locale={locale} />}
          />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <HeaderSearch />
          {user && bell ? <NotificationBell initial={bell} /> : null}
          {user ? <UserMenu user={user} /> : <AuthPopup socialProviders={socialProviders} />}
          <details className="relative lg:hidden">
            <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-slate-100">
              <span className="sr-only">Open menu</span>
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <CachedMarkup
              as="nav"
              aria-label="Main (mobile)"
              className="absolute right-0 top-12 max-h-[75vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
              scope={nav}
              cacheKey={`mobile${locale.prefix}`}
              onClick={followLink}
              render={() => <MobileMenu nav={nav} locale={locale} />}
            />
          </details>
        </div>
      </div>
    </header>
  );
}
