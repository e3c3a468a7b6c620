import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { hidesChatbot } from "../../../common/page-chrome";
import { PRODUCT_CONFIG, type ProductConfig } from "../../../common/product-config";
import type { Role } from "../../../common/roles";

const LeadbotBody = lazy(() => import("./leadbot-body"));

/**
 * The lead chatbot (browsing §2), mounted once in the root layout. Staff and agents never see
 * it: it collects travellers' trip requests. The server renders only its (empty) strip holder,
 * whose `hidden` the layout's CSS reads to reserve the strip's height; the launcher, its open
 * rules and the exit-intent popup are client-only, so their code loads after hydration
 * (decision 0240) and the conversation only when it first opens.
 */
export function Leadbot({
  role,
  config = PRODUCT_CONFIG,
}: {
  role: Role | null;
  config?: ProductConfig;
}) {
  const { pathname } = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const forTravellers = role === null || role === "traveller";
  if (!forTravellers || !(config.chatbot || config.exitIntentPopup)) return null;
  // The body renders this same holder until its own open rules run.
  const holder = config.chatbot ? <div hidden={hidesChatbot(pathname)} data-leadbot="" /> : null;
  return mounted ? (
    <Suspense fallback={holder}>
      <LeadbotBody role={role} config={config} />
    </Suspense>
  ) : (
    holder
  );
}
