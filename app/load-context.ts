// What server.mjs hands every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The client's address: the socket's, or behind TRUST_PROXY=N proxies, what the nearest one saw. */
    clientAddress: string;
  }
}

export {};
