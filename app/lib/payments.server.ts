// Server-only payments helpers for routes (kept out of the browser bundle by the .server name).
export { startGatewayCheck } from "../../server/modules/payments";
