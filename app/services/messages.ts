// Every status text the owner's forms and the JSON API show, per action (SPEC section 8).
// Spellings are the product's own ("Reuired Fields", "Unauthorised Request").

export type OwnerAction =
  | "login"
  | "logout"
  | "addContent"
  | "updateContent"
  | "deleteContent"
  | "addWork"
  | "updateWork"
  | "deleteWork"
  | "addNotice"
  | "updateNotice"
  | "deleteNotice"
  | "changePassword"
  | "read";

export const UNAUTHORISED = "Unauthorised Request";
export const NOT_FOUND = "Not Found";
export const TOO_MANY_LOGINS = "Too many failed logins. Please wait 15 minutes and try again.";
export const PASSWORDS_DIFFER = "New Password Not Match";
export const BODY_TOO_LARGE = "The request is too large.";
export const PHOTO_TOO_LARGE = "This photo is too large: it may be at most 25 MB.";

type Catalogue = { missing?: string; conflict?: string; invalidCredentials?: string; fault: string };

const catalogue: Record<OwnerAction, Catalogue> = {
  login: { missing: "Required Fields", invalidCredentials: "Invalid Credentials", fault: "Server Error" },
  logout: { fault: "Server Error" },
  addContent: { missing: "Required Fields", fault: "Server Error" },
  updateContent: { missing: "Required Fields", fault: "Server Error" },
  deleteContent: { missing: "Data Missing", fault: "Server Error" },
  addWork: { missing: "Required Fields", conflict: "This Section is Already Added", fault: "Server Error" },
  updateWork: { missing: "Reuired Fields", conflict: "This Section is Already Added", fault: "Internal Server Error" },
  deleteWork: { missing: "Data Missing", fault: "Server Error" },
  addNotice: { missing: "Required Fields", fault: "Internal Server Error" },
  updateNotice: { missing: "Required Params", fault: "Internal Server Error" },
  deleteNotice: { missing: "Required Params", fault: "Internal Server Error" },
  changePassword: { missing: "Required Fields", conflict: "Invalid Credentials", fault: "Internal Server Error" },
  read: { fault: "Server Error" },
};

/** The text for a missing field of `action` (400). */
export function missingFieldsMessage(action: OwnerAction): string {
  return catalogue[action].missing ?? "Required Fields";
}

/** The text for a conflict (409): a repeated category, or a wrong old password. */
export function conflictMessage(action: OwnerAction): string {
  return catalogue[action].conflict ?? "Conflict";
}

export function invalidCredentialsMessage(): string {
  return catalogue.login.invalidCredentials ?? "Invalid Credentials";
}

/** The text for a fault on our side (500): never details of what went wrong. */
export function faultMessage(action: OwnerAction): string {
  return catalogue[action].fault;
}

export const SUCCESS_MESSAGES: Partial<Record<OwnerAction, string>> = {
  addContent: "The photo story was added.",
  updateContent: "The photo story was updated.",
  deleteContent: "The photo story was deleted.",
  addWork: "The work counter was added.",
  updateWork: "The work counter was updated.",
  deleteWork: "The work counter was deleted.",
  addNotice: "The notice was posted.",
  updateNotice: "The notice was updated.",
  deleteNotice: "The notice was deleted.",
  changePassword: "The password was changed. Please log in again.",
};
