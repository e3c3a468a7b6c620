import { createContext, type ReactNode, useContext } from "react";

// The CSP nonce exists only on the server; the browser hides it after parsing, so the
// client renders without one (as React expects).
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
