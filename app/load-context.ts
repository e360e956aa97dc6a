// What server.mjs hands every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The socket's address; X-Forwarded-For is read only when TRUST_PROXY=1. */
    clientAddress: string;
  }
}

export {};
