import { describe, expect, it } from "vitest";
import { EXIT_INTENT_PAGE_TYPES, type PageType } from "../../../common/page-type";
import { PRODUCT_CONFIG, type ProductConfig } from "../../../common/product-config";
import {
  EXIT_INTENT_SHOWN_KEY,
  EXIT_INTENT_TOP_PX,
  exitIntentAllowed,
  exitIntentShown,
  isExitThroughTop,
  rememberExitIntentShown,
  watchExitIntent,
} from "./exit-intent-rule";

const ON: ProductConfig = { ...PRODUCT_CONFIG, exitIntentPopup: true };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

/** A pointer event as the browser sends it when the pointer crosses out of an element. */
function mouseout(clientY: number, relatedTarget: unknown = null): Event {
  return Object.assign(new Event("mouseout", { bubbles: true }), { clientY, relatedTarget });
}

describe("exit-intent rule", () => {
  it("is off in the product configuration, as the spec says", () => {
    expect(PRODUCT_CONFIG.exitIntentPopup).toBe(false);
    expect(PRODUCT_CONFIG.chatbot).toBe(true);
    expect(
      exitIntentAllowed({ config: PRODUCT_CONFIG, pageType: "home", storage: memoryStorage() }),
    ).toBe(false);
  });

  it("switched on, arms only on the allowed page types", () => {
    const allowed: PageType[] = [
      "weekend_campaign",
      "login",
      "signup",
      "new_request",
      "category",
      "testimonials",
      "about_us",
      "package_list",
      "package_detail",
      "weekend",
      "city_block",
      "home",
    ];
    expect([...EXIT_INTENT_PAGE_TYPES].sort()).toEqual([...allowed].sort());
    for (const pageType of allowed) {
      expect(exitIntentAllowed({ config: ON, pageType, storage: memoryStorage() })).toBe(true);
    }
    for (const pageType of ["hotel_detail", "agent_dashboard", "contact_us", "other"] as const) {
      expect(exitIntentAllowed({ config: ON, pageType, storage: memoryStorage() })).toBe(false);
    }
  });

  it("is shown once: remembered in storage, and never when storage cannot remember", () => {
    const storage = memoryStorage();
    expect(exitIntentShown(storage)).toBe(false);
    rememberExitIntentShown(storage);
    expect(storage.map.has(EXIT_INTENT_SHOWN_KEY)).toBe(true);
    expect(exitIntentAllowed({ config: ON, pageType: "home", storage })).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(exitIntentAllowed({ config: ON, pageType: "home", storage: broken })).toBe(false);
  });

  it("counts only a pointer leaving the page within 30 px of the top", () => {
    expect(EXIT_INTENT_TOP_PX).toBe(30);
    expect(isExitThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: -4, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: 30, relatedTarget: null })).toBe(true);
    expect(isExitThroughTop({ clientY: 31, relatedTarget: null })).toBe(false);
    // Moving onto another element near the top is not leaving the page.
    expect(isExitThroughTop({ clientY: 5, relatedTarget: {} })).toBe(false);
  });

  it("watches the document and fires on the first exit through the top only", () => {
    const target = new EventTarget();
    let exits = 0;
    const stop = watchExitIntent(target, () => {
      exits++;
    });
    target.dispatchEvent(mouseout(400));
    target.dispatchEvent(mouseout(10, {}));
    target.dispatchEvent(new Event("mouseout"));
    expect(exits).toBe(0);
    target.dispatchEvent(mouseout(10));
    target.dispatchEvent(mouseout(2));
    expect(exits).toBe(1);
    stop();
  });

  it("stops watching when the page goes", () => {
    const target = new EventTarget();
    let exits = 0;
    const stop = watchExitIntent(target, () => {
      exits++;
    });
    stop();
    target.dispatchEvent(mouseout(0));
    expect(exits).toBe(0);
  });
});
