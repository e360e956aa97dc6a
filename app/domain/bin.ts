// The bin's one number, for the server and the owner's pages alike (which kinds go to the bin
// their declarations say: kinds/kind.ts).

/** How long a deleted row waits in the bin before it is removed for good. */
export const BIN_DAYS = 30;
