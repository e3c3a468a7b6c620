import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { Link } from "react-router";
import { MAX_COMPARE_PACKAGES } from "../../common/catalog";
import { useLocalePath } from "../lib/locale";
import { BottomBar } from "./bottom-bar";

export { MAX_COMPARE_PACKAGES };

const STORAGE_KEY = "triphive.compare";

export interface CompareItem {
  id: number;
  familyKey: string;
  name: string;
}

interface CompareState {
  items: CompareItem[];
  ready: boolean;
  notice: string | null;
  toggle(item: CompareItem): void;
  remove(id: number): void;
}

const CompareContext = createContext<CompareState | null>(null);

/**
 * The compare tray's state, kept for the browser tab (sessionStorage). Adding a package whose
 * family (the same itinerary at another hotel category) is already listed is ignored (spec §4).
 */
export function CompareProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CompareItem[]>([]);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
      if (Array.isArray(saved)) setItems(saved.slice(0, MAX_COMPARE_PACKAGES));
    } catch {
      // A corrupt entry is just forgotten.
    }
    setReady(true);
  }, []);

  const save = useCallback((next: CompareItem[]) => {
    setItems(next);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage may be disabled; the tray still works for this page.
    }
  }, []);

  const value = useMemo<CompareState>(
    () => ({
      items,
      ready,
      notice,
      toggle(item) {
        if (items.some((i) => i.id === item.id)) {
          save(items.filter((i) => i.id !== item.id));
          setNotice(null);
        } else if (items.some((i) => i.familyKey === item.familyKey)) {
          setNotice(`Another version of "${item.name}" is already in your comparison.`);
        } else if (items.length >= MAX_COMPARE_PACKAGES) {
          setNotice(`You can compare up to ${MAX_COMPARE_PACKAGES} packages.`);
        } else {
          save([...items, item]);
          setNotice(null);
        }
      },
      remove(id) {
        save(items.filter((i) => i.id !== id));
        setNotice(null);
      },
    }),
    [items, ready, notice, save],
  );
  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}

/** The card's compare control; absent until the page is interactive, so it never sits dead. */
/** Whether the list around a card offers a comparison (a CompareProvider above it). */
export function useOffersCompare(): boolean {
  return useContext(CompareContext) !== null;
}

export function CompareToggle({ item, offered = false }: { item: CompareItem; offered?: boolean }) {
  const state = useContext(CompareContext);
  // A list without a comparison (no provider) shows no box at all. `offered` draws it where a
  // card renders away from its list (the server's stored card markup, decision 0161, has no
  // provider): as it first hydrates, disabled, so server and browser markup agree.
  if (!state && !offered) return null;
  const ready = state?.ready ?? false;
  const checked = ready && (state?.items.some((i) => i.id === item.id) ?? false);
  // Until the browser has read the saved comparison the box is drawn disabled, in the same
  // place: the server's page already holds its line, so nothing below it moves when it arrives.
  return (
    <label className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <input
        type="checkbox"
        checked={checked}
        disabled={!ready}
        onChange={() => state?.toggle(item)}
        className="h-4 w-4 accent-brand-700"
      />
      Compare
    </label>
  );
}

/** `travelMonth` ('YYYY-MM') is the month the list is priced for; compare keeps it. */
export function CompareTray({ travelMonth }: { travelMonth: string | null }) {
  const state = useContext(CompareContext);
  const localize = useLocalePath();
  if (!state?.ready || (!state.items.length && !state.notice)) return null;
  const ids = state.items.map((i) => i.id).join(",");
  const href = localize(
    `/comparepackages?ids=${ids}${travelMonth ? `&travelMonth=${travelMonth}` : ""}`,
  );
  return (
    <BottomBar label="Compare packages">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="text-sm font-semibold text-slate-900">Compare ({state.items.length})</p>
        <ul className="flex flex-1 flex-wrap gap-2">
          {state.items.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
            >
              {item.name}
              <button
                type="button"
                onClick={() => state.remove(item.id)}
                aria-label={`Remove ${item.name} from comparison`}
                className="rounded-full px-1.5 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {state.notice ? (
          <p role="status" className="text-sm text-amber-700">
            {state.notice}
          </p>
        ) : null}
        {state.items.length >= 2 ? (
          <Link
            to={href}
            className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Compare now
          </Link>
        ) : (
          <p className="text-sm text-slate-500">Add one more package to compare.</p>
        )}
      </div>
    </BottomBar>
  );
}
