import { parseLocalePath } from "../../common/locale";
import { convertMoney, formatMoney } from "../../common/money";
import type { LoadContext } from "../../server/http/load-context";

/**
 * Formats INR prices (minor units) in the currency of the page's locale prefix. Prices are
 * computed and converted on the server only (DESIGN.md §3).
 */
export async function localPriceFormatter(context: LoadContext, pathname: string) {
  return (await localPricing(context, pathname)).show;
}

/**
 * The rates the page's prices are converted with (the catalogue's memo: the same object until
 * the rates are read again) and its formatter, in the currency of its locale prefix.
 */
export async function localPricing(context: LoadContext, pathname: string) {
  const rates = await context.services.catalog.exchangeRates();
  const { currency } = parseLocalePath(pathname).locale;
  const show = (amountMinor: number) =>
    formatMoney(convertMoney({ amountMinor, currency: "INR" }, currency, rates));
  return { rates, show };
}

/** Cards with their INR prices replaced by the shown, formatted ones. */
export function withShownPrices<T extends { priceMinor: number; discountedPriceMinor: number }>(
  cards: readonly T[],
  show: (amountMinor: number) => string,
) {
  return cards.map(({ priceMinor, discountedPriceMinor, ...card }) => ({
    ...card,
    price: show(priceMinor),
    discountedPrice: show(discountedPriceMinor),
  }));
}
