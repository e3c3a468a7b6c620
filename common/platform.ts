/**
 * The web client's API key. It is public by nature (it ships in the page) and only tells
 * the server which client is calling; it grants nothing. Machine clients get secret keys
 * from the API_KEYS setting (docs/decisions/0007-api-keys.md).
 */
export const WEB_CLIENT_API_KEY = "triphive-web-public";

/** Analytics platform tag (browsing spec §3). */
export const PLATFORM_TAG = "public_web";
