import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered on the server; undefined in the browser and for a page the
 * page cache may store (its policy lists the hashes of its inline scripts instead).
 */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
