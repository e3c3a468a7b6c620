// The coupons module (issue 11 §1: discount offers of a trip). Named `coupons`, services key
// `coupons`, because the catalogue's createOffersService already serves the /offers page.
export { type CouponsApiDeps, createCouponsApi } from "./coupons.api";
export * as couponErrors from "./coupons.errors";
export { type CouponsService, couponDiscount, createCouponsService } from "./coupons.service";
