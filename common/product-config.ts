// Product switches (browsing §2: "The product configuration has the intent popup removed; the
// chatbot enabled"). Constants only, so the page bundle reads them without pulling in zod.

export interface ProductConfig {
  /** The lead chatbot: launcher on every page that allows it, opening on timers and scroll. */
  readonly chatbot: boolean;
  /** The exit-intent lead popup; built and tested, switched off as the spec says. */
  readonly exitIntentPopup: boolean;
}

export const PRODUCT_CONFIG: ProductConfig = Object.freeze({
  chatbot: true,
  exitIntentPopup: false,
});
