// The texts every operation shares. Each operation's own texts (missing, conflict, fault and
// success) are its row in operations.ts. Spellings are the product's own ("Unauthorised Request").

export const UNAUTHORISED = "Unauthorised Request";
export const NOT_FOUND = "Not Found";
/** The fault text of every read of the JSON API. */
export const READ_FAULT = "Server Error";
export const TOO_MANY_LOGINS = "Too many failed logins. Please wait 15 minutes and try again.";
export const PASSWORDS_DIFFER = "New Password Not Match";
export const BODY_TOO_LARGE = "The request is too large.";
/** A work counter's category given twice (the product's own capitals). */
export const CATEGORY_TAKEN = "This Section is Already Added";
