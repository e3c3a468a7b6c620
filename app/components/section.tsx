import {
  Component,
  createContext,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useContext,
} from "react";
import type { ClientErrorInput } from "../../common/telemetry";

/** Whether placeholders hide the component name; the root route provides it. */
export const ProductionContext = createContext(true);

interface SectionProps {
  /** Reported with the error and shown in the placeholder outside production. */
  name: string;
  children: ReactNode;
  /** Shown while a lazy section loads. */
  loading?: ReactNode;
}

interface BoundaryProps {
  name: string;
  production: boolean;
  children: ReactNode;
}

class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Section "${this.props.name}" failed`, error, info.componentStack);
    const report: ClientErrorInput = {
      component: this.props.name,
      message: String(error?.message ?? error).slice(0, 2000),
      page_path: window.location.pathname,
    };
    // The API client loads only when a section fails (decision 0240).
    import("../lib/api")
      .then(({ api }) => api.post("/browsing/v1/telemetry/client_errors", report))
      .catch(() => {});
  }

  override render() {
    if (this.state.failed) {
      return <SectionPlaceholder name={this.props.name} production={this.props.production} />;
    }
    return this.props.children;
  }
}

export function SectionPlaceholder({ name, production }: { name: string; production: boolean }) {
  return (
    <div
      role="note"
      data-section-failed={name}
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-500"
    >
      {production
        ? "This part of the page could not be shown right now."
        : `Component Failed is ${name}`}
    </div>
  );
}

/**
 * A page section that may fail alone (spec §8 "Component crash"). On the server React
 * cannot catch a render error, so the Suspense boundary lets the rest of the page stream
 * (the error is logged by entry.server); in the browser the boundary shows the placeholder
 * and reports the error.
 */
export function Section({ name, children, loading = null }: SectionProps) {
  const production = useContext(ProductionContext);
  return (
    <SectionBoundary name={name} production={production}>
      <Suspense fallback={loading}>{children}</Suspense>
    </SectionBoundary>
  );
}
