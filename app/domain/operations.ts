import { z } from "zod";
import { count, LIMITS, password, recordId, text } from "./rules";

/**
 * The texts of an operation: the catalogue's for a missing field, a conflict (or wrong
 * credentials) and a fault of ours, and what the owner's form and the JSON API say on success
 * (null where the form moves on without a message).
 */
type Texts = {
  missing: string;
  conflict?: string;
  fault: string;
  formSuccess: string | null;
  apiSuccess: string;
};

/** One thing the owner (or, for login, anyone) can do: what it takes, and what it says. */
type Operation = {
  input: z.ZodTypeAny;
  /** Whether the operation takes a photo (a multipart form) and must have one. */
  photo: "none" | "required" | "optional";
  texts: Texts;
};

const category = text("category", LIMITS.category);
const notice = text("update", LIMITS.notice);
const details = text("details", LIMITS.details);

// One row per operation. The forms of the owner's area and the JSON API both run these rows
// (http/owner-forms.server.ts, http/api.server.ts); their apply functions are bound in
// operations.server.ts.
export const operations = {
  login: {
    input: z.object({ userid: text("userid", LIMITS.userid), password: password("password") }),
    photo: "none",
    texts: { missing: "Required Fields", conflict: "Invalid Credentials", fault: "Server Error", formSuccess: null, apiSuccess: "Login Successful" },
  },
  logout: {
    input: z.object({}),
    photo: "none",
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: null, apiSuccess: "Logged Out" },
  },
  changePassword: {
    input: z.object({
      userid: text("userid", LIMITS.userid),
      oldPassword: password("oldPassword"),
      newPassword: password("newPassword", { min: LIMITS.passwordMin }),
    }),
    photo: "none",
    texts: {
      missing: "Required Fields",
      conflict: "Invalid Credentials",
      fault: "Internal Server Error",
      formSuccess: "The password was changed. Please log in again.",
      apiSuccess: "Password Changed",
    },
  },
  addNotice: {
    input: z.object({ update: notice }),
    photo: "none",
    texts: { missing: "Required Fields", fault: "Internal Server Error", formSuccess: "The notice was posted.", apiSuccess: "Notice Added" },
  },
  updateNotice: {
    input: z.object({ _id: recordId, update: notice }),
    photo: "none",
    texts: { missing: "Required Params", fault: "Internal Server Error", formSuccess: "The notice was updated.", apiSuccess: "Notice Updated" },
  },
  deleteNotice: {
    input: z.object({ _id: recordId }),
    photo: "none",
    texts: { missing: "Required Params", fault: "Internal Server Error", formSuccess: "The notice was deleted.", apiSuccess: "Notice Deleted" },
  },
  addWork: {
    input: z.object({ category, count }),
    photo: "none",
    texts: {
      missing: "Required Fields",
      conflict: "This Section is Already Added",
      fault: "Server Error",
      formSuccess: "The work counter was added.",
      apiSuccess: "Work Details Added",
    },
  },
  updateWork: {
    input: z.object({ _id: recordId, category, count }),
    photo: "none",
    texts: {
      missing: "Reuired Fields",
      conflict: "This Section is Already Added",
      fault: "Internal Server Error",
      formSuccess: "The work counter was updated.",
      apiSuccess: "Work Details Updated",
    },
  },
  deleteWork: {
    input: z.object({ _id: recordId }),
    photo: "none",
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The work counter was deleted.", apiSuccess: "Work Details Deleted" },
  },
  addContent: {
    input: z.object({ details }),
    photo: "required",
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The photo story was added.", apiSuccess: "Content Added" },
  },
  updateContent: {
    input: z.object({ _id: recordId, details }),
    photo: "optional",
    texts: { missing: "Required Fields", fault: "Server Error", formSuccess: "The photo story was updated.", apiSuccess: "Content Updated" },
  },
  deleteContent: {
    input: z.object({ _id: recordId }),
    photo: "none",
    texts: { missing: "Data Missing", fault: "Server Error", formSuccess: "The photo story was deleted.", apiSuccess: "Content Deleted" },
  },
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;
export type OperationInput<N extends OperationName> = z.infer<(typeof operations)[N]["input"]>;

/** The row's texts, typed as every row has them. */
export function textsOf(name: OperationName): Texts {
  return operations[name].texts;
}
