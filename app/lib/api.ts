import { createApiClient } from "../../common/api-client";
import { WEB_CLIENT_API_KEY } from "../../common/platform";

const DEVICE_ID_KEY = "triphive.device_id";

function deviceId(): string {
  try {
    let id = window.localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    // Private mode or storage disabled: a per-page id still correlates this page's calls.
    return "ephemeral";
  }
}

/** The browser's one API client (spec §7). Only used from event handlers and effects. */
export const api = createApiClient({
  apiKey: WEB_CLIENT_API_KEY,
  deviceId,
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname,
});
