import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { LOGIN_PATH } from "../../../common/navigation";
import { useLocalePath } from "../../lib/locale";

const loadDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadDialog);

/**
 * The authentication popup (spec: login / signup / forgot_password, default login). Before
 * hydration the trigger is a plain link to the sign-in page; afterwards it opens the popup,
 * whose forms post to the same actions and come back to the current page. The dialog and its
 * forms (Radix, Conform, zod) load on first hover, focus or click, so pages do not carry them.
 */
export function AuthPopup({
  socialProviders,
}: {
  socialProviders: readonly ("google" | "facebook")[];
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  const localize = useLocalePath();
  const onAuthPage = location.pathname.includes("/users/");
  const nextUrl = onAuthPage ? undefined : `${location.pathname}${location.search}`;
  const preload = () => {
    void loadDialog();
  };

  return (
    <>
      <Link
        to={localize(`${LOGIN_PATH}${nextUrl ? `?next_url=${encodeURIComponent(nextUrl)}` : ""}`)}
        onMouseEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
        className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white"
      >
        Login
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <AuthDialog open={open} onOpenChange={setOpen} socialProviders={socialProviders} />
        </Suspense>
      ) : null}
    </>
  );
}
