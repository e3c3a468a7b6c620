import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useState } from "react";
import { Form, useLocation } from "react-router";
import type { PageType } from "../../../common/page-type";
import type { ProductConfig } from "../../../common/product-config";
import { useLocalePath } from "../../lib/locale";
import { CloseIcon } from "../close-icon";
import { exitIntentAllowed, rememberExitIntentShown, watchExitIntent } from "./exit-intent-rule";

export const EXIT_INTENT_ORIGIN = "exit_intent_popup";

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The exit-intent lead popup (browsing §2). Mounted by the chatbot when the product
 * configuration turns it on (it is off, as the spec's configuration says); loaded as its own
 * chunk. It offers the request form with the destination typed here; on the request form
 * itself it only encourages finishing.
 */
export default function ExitIntent({
  pageType,
  config,
}: {
  pageType: PageType;
  config: ProductConfig;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const storage = localStore();
    if (!exitIntentAllowed({ config, pageType, storage })) return;
    return watchExitIntent(document, () => {
      rememberExitIntentShown(storage);
      setOpen(true);
    });
  }, [config, pageType]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 motion-safe:transition-opacity motion-safe:starting:opacity-0" />
        <Dialog.Content
          data-exit-intent=""
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none motion-safe:transition motion-safe:starting:scale-95 motion-safe:starting:opacity-0"
        >
          {pageType === "new_request" ? (
            <FinishRequest />
          ) : (
            <StartRequest onDone={() => setOpen(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Banner({ title, text }: { title: string; text: string }) {
  return (
    <div className="bg-linear-to-br from-brand-700 to-brand-900 px-6 pt-6 pb-5 text-white">
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-extrabold leading-tight">{title}</Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-2 rounded-full p-1.5 text-white/80 hover:bg-white/10 hover:text-white"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-2 text-sm text-brand-50">{text}</Dialog.Description>
    </div>
  );
}

function StartRequest({ onDone }: { onDone: () => void }) {
  const localize = useLocalePath();
  const { pathname } = useLocation();
  const inputId = useId();
  return (
    <>
      <Banner
        title="Before you go: free quotes for your trip"
        text="Tell us where you would like to travel. Up to three local experts send you personalised quotes, free and with no obligation."
      />
      <Form
        method="get"
        action={localize("/requested_trips/new")}
        onSubmit={onDone}
        className="space-y-4 p-6"
      >
        <input type="hidden" name="trip_origin_product" value={EXIT_INTENT_ORIGIN} />
        <input type="hidden" name="trip_origin_uri" value={pathname} />
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            Where do you want to go?
          </label>
          <input
            id={inputId}
            name="destination"
            required
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Kerala"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <button
          type="submit"
          className="w-full rounded-lg bg-sun-500 px-4 py-3 font-semibold text-slate-900 shadow-sm hover:bg-sun-400"
        >
          Get free quotes
        </button>
        <Dialog.Close className="block w-full text-center text-sm font-medium text-slate-500 hover:text-slate-700">
          No thanks
        </Dialog.Close>
      </Form>
    </>
  );
}

function FinishRequest() {
  return (
    <>
      <Banner
        title="Almost there!"
        text="Finish your request and up to three local experts send you personalised quotes, usually within 24 hours."
      />
      <div className="p-6">
        <Dialog.Close className="w-full rounded-lg bg-sun-500 px-4 py-3 font-semibold text-slate-900 shadow-sm hover:bg-sun-400">
          Continue my request
        </Dialog.Close>
      </div>
    </>
  );
}
