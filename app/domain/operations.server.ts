import type { Owner } from "@prisma/client";
import { endSession, startSession } from "~/http/session.server";
import { checkGuess, type Guesser } from "./guessing.server";
import { type Operation, type OperationInput, type OperationName, operations, rowOf } from "./operations";
import { type Outcome, refusal, success } from "./outcome";
import { readInput } from "./rules";
import { changePassword, chooseOwnerLanguage, ownerWithCredentials } from "./owner.server";
import { removeDemoContent } from "./demo-content.server";
import { emptyBin, restoreFromBin } from "./bin.server";
import type { Bindings } from "~/kinds/kind";
import { binnedKind, kindBindings, type KindBindings } from "~/kinds/kinds.server";
import { removeLogo, removeUpiQr, saveLogo, saveTrustSection, saveUpiQr } from "./trust.server";
import { sendReceiptAgain } from "./receipt-mail.server";
import { confirmReceiptLaw } from "./receipt-law.server";
import { cancelDonation, deleteDonation, rejectDonation, shareReceipt, stopSharingReceipt, verifyDonation } from "./donation.server";

/** Who asks, from where, with which file (a scratch file), for an operation of the owner's. */
export type OwnerContext = { owner: Owner; token: string; from: Guesser; filePath: string | null };
/** What an operation that cannot go without its file is given: the file is there. */
export type OwnerContextWithFile = OwnerContext & { filePath: string };

export type OwnerOperation = Exclude<OperationName, "login">;

/**
 * Each operation of the owner's table bound to what it does. Its input has passed the row's
 * schema; a photo the row requires is there.
 */
export const applyOperation = {
  logout: async (_input: OperationInput<"logout">, { token }: OwnerContext) => {
    await endSession(token);
    return success(null);
  },
  chooseOwnerLanguage: (input: OperationInput<"chooseOwnerLanguage">, { owner }: OwnerContext) => chooseOwnerLanguage(owner, input.language),
  changePassword: (input: OperationInput<"changePassword">, { owner, from }: OwnerContext) => changePassword(owner, input, from),
  saveTrustProfile: (input: OperationInput<"saveTrustProfile">) => saveTrustSection(input),
  saveContact: (input: OperationInput<"saveContact">) => saveTrustSection(input),
  saveDonationDetails: (input: OperationInput<"saveDonationDetails">) => saveTrustSection(input),
  saveLogo: (_input: OperationInput<"saveLogo">, { filePath }: OwnerContextWithFile) => saveLogo(filePath),
  removeLogo: () => removeLogo(),
  saveUpiQr: (_input: OperationInput<"saveUpiQr">, { filePath }: OwnerContextWithFile) => saveUpiQr(filePath),
  removeUpiQr: () => removeUpiQr(),
  verifyDonation: (input: OperationInput<"verifyDonation">) => verifyDonation(input._id),
  rejectDonation: (input: OperationInput<"rejectDonation">) => rejectDonation(input._id, input.reason),
  cancelDonation: (input: OperationInput<"cancelDonation">) => cancelDonation(input._id, input.reason),
  resendReceipt: (input: OperationInput<"resendReceipt">) => sendReceiptAgain(input._id),
  confirmReceiptLaw: (input: OperationInput<"confirmReceiptLaw">) => confirmReceiptLaw(input),
  deleteDonation: (input: OperationInput<"deleteDonation">) => deleteDonation(input._id),
  shareReceipt: (input: OperationInput<"shareReceipt">) => shareReceipt(input._id),
  stopSharingReceipt: (input: OperationInput<"stopSharingReceipt">) => stopSharingReceipt(input._id),
  restoreFromBin: (input: OperationInput<"restoreFromBin">) => restoreFromBin(input._id, binnedKind),
  emptyBin: async () => success(await emptyBin()),
  removeDemoContent: () => removeDemoContent(),
} satisfies Bindings<Omit<typeof operations, "login">>;

/** What an operation of the owner's gives back when it succeeds (a kind's, from its bindings). */
type Bound = typeof applyOperation & KindBindings;
export type Applied<N extends OwnerOperation> = N extends keyof Bound ? (Awaited<ReturnType<Bound[N]>> extends Outcome<infer T> ? T : never) : never;

/**
 * Runs a row of the owner's table for what a form or an API call sent: the row's schema (a
 * missing field is the row's own text), the file the row requires, then its apply function.
 * Both adapters (http/owner-forms.server.ts, http/api.server.ts) come here.
 */
export function runOperation(name: OwnerOperation, sent: unknown, context: OwnerContext): Promise<Outcome<unknown>> {
  const row: Operation = rowOf(name);
  const input = readInput(row.input, row.texts.missing, sent);
  if (!input.ok) return Promise.resolve(input);
  if (row.upload?.required && !context.filePath) return Promise.resolve(refusal(400, row.texts.missing));
  // TypeScript cannot follow a row's name to its own apply function's types: the table's
  // `satisfies` (and each kind's `Bindings`) checks each pair where they are bound.
  const bound = Object.hasOwn(applyOperation, name) ? applyOperation[name as keyof typeof applyOperation] : kindBindings()[name as keyof KindBindings];
  const apply = bound as (input: unknown, context: OwnerContext) => Promise<Outcome<unknown>>;
  return apply(input.value, context);
}

/**
 * The login row, which anyone may run: its schema, then the password under the guessing
 * throttle (counted for the device the userid's cookie names, if any), then a new session (its
 * token is the cookie's value, or the API's refreshToken).
 */
export async function runLogin(sent: unknown, from: (userid: string) => Guesser | Promise<Guesser>): Promise<Outcome<{ owner: Owner; token: string }>> {
  const read = readInput(operations.login.input, operations.login.texts.missing, sent);
  if (!read.ok) return read;
  const input = read.value;
  const checked = await checkGuess(input.userid, await from(input.userid), () => ownerWithCredentials(input.userid, input.password));
  if (!checked) return refusal(401, operations.login.texts.conflict);
  if (!checked.ok) return checked;
  return success({ owner: checked.value, token: await startSession(checked.value.id) });
}
