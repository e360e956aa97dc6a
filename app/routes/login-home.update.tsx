import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { pageMeta } from "~/components/page-meta";
import { addNotice } from "~/models/notice.server";
import { LIMITS, readOwnerInput } from "~/models/owner-input";
import { readFormFields, runOwnerAction } from "~/services/owner-action.server";
import { requireOwner } from "~/services/session.server";

export const meta: MetaFunction = () => pageMeta("Post a notice", "Post a notice to the public notice board.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireOwner(request);
  const fields = await readFormFields(request);
  return runOwnerAction("addNotice", fields, async () => {
    const input = readOwnerInput("addNotice", fields);
    return input.ok ? addNotice(input.value) : input;
  });
}

export default function PostNotice() {
  const problem = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">Notice Board</h1>
      <OwnerForm problem={problem?.message} className="mt-6 max-w-xl space-y-4">
        <TextField id="update" name="update" label="Notice" multiline required maxLength={LIMITS.notice} defaultValue={problem?.values.update} />
        <SubmitButton>Post notice</SubmitButton>
      </OwnerForm>
    </>
  );
}
