import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The per-request nonce that the Content-Security-Policy allows inline scripts with. */
export function useNonce(): string {
  return useContext(NonceContext);
}
