import { Link } from "react-router";
import type { NavLink } from "../../common/navigation";
import type { AuthenticatedUser } from "../../common/roles";
import type { TopNavigation } from "../../server/modules/catalog";
import { useLocalePath } from "../lib/locale";
import { AuthPopup } from "./auth/auth-popup";
import { HeaderSearch } from "./header-search";
import { Logo } from "./logo";
import { type BellData, NotificationBell } from "./notifications/notification-bell";
import { UserMenu } from "./user-menu";

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
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
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

function LinkList({ links }: { links: readonly NavLink[] }) {
  const localize = useLocalePath();
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={localize(link.href)}
            className="block rounded px-2 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function DestinationMenu({
  label,
  groups,
}: {
  label: string;
  groups: TopNavigation["destination"]["india"];
}) {
  return (
    <Menu label={label} wide>
      <div className="grid grid-cols-3 gap-4">
        {groups.map((group) => (
          <div key={group.region}>
            <p className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {group.region}
            </p>
            <LinkList links={group.links} />
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

export function SiteHeader({ nav, user, bell, socialProviders }: SiteHeaderProps) {
  const localize = useLocalePath();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <Link to={localize("/")} aria-label="Triphive home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            <DestinationMenu label="India" groups={nav.destination.india} />
            <DestinationMenu label="International" groups={nav.destination.international} />
            <Menu label="Weekend getaways">
              <LinkList links={nav.weekend} />
            </Menu>
            <Menu label="Holiday packages">
              <LinkList links={nav.listing} />
            </Menu>
            <Menu label="Themes">
              <LinkList links={nav.category} />
            </Menu>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
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
            <nav
              aria-label="Main (mobile)"
              className="absolute right-0 top-12 max-h-[75vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
            >
              <p className="px-2 text-xs font-semibold uppercase text-slate-500">
                Holiday packages
              </p>
              <LinkList links={nav.listing} />
              <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">India</p>
              <LinkList links={nav.destination.india.flatMap((g) => g.links).slice(0, 10)} />
              <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">
                International
              </p>
              <LinkList
                links={nav.destination.international.flatMap((g) => g.links).slice(0, 10)}
              />
              <p className="mt-3 px-2 text-xs font-semibold uppercase text-slate-500">
                Weekend getaways
              </p>
              <LinkList links={nav.weekend} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
