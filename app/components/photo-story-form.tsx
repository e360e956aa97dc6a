import { useNavigate } from "@remix-run/react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { OwnerForm } from "./owner-form";
import { formWithShrunkPhoto, sendWithRetries, type UploadAnswer } from "./photo-upload";
import { useTexts } from "~/i18n/use-texts";

type Stage = { kind: "idle" } | { kind: "preparing" } | { kind: "sending"; percent: number } | { kind: "retrying"; seconds: number } | { kind: "dropped" };

/**
 * The photo story form. Without JavaScript it posts as any form (the original photo). With it,
 * the photo is made smaller first, the upload shows its progress and then "Processing the
 * photo…", and a dropped connection is tried again by itself, then by the owner's "Try again"
 * without choosing the photo again. The form's upload key makes every try one story.
 */
export function PhotoStoryForm({ refusal, storyId, children }: { refusal?: string; storyId?: string; children: ReactNode }) {
  const t = useTexts().owner.photo;
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [uploadRefusal, setUploadRefusal] = useState<string>();
  const prepared = useRef<FormData | null>(null);
  const url = storyId ? `/login-home/photo-upload/${storyId}` : "/login-home/photo-upload";

  const send = async (data: FormData) => {
    setUploadRefusal(undefined);
    setStage({ kind: "sending", percent: 0 });
    let answer: UploadAnswer;
    try {
      answer = await sendWithRetries(url, data, {
        progress: (percent) => setStage({ kind: "sending", percent }),
        dropped: (retryIn) => setStage(retryIn === null ? { kind: "dropped" } : { kind: "retrying", seconds: Math.round(retryIn / 1000) }),
      });
    } catch {
      return;
    }
    setStage({ kind: "idle" });
    prepared.current = null;
    if (answer.redirectTo) navigate(answer.redirectTo);
    else setUploadRefusal(answer.message ?? t.notSavedTryAgain);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStage({ kind: "preparing" });
    prepared.current = await formWithShrunkPhoto(event.currentTarget);
    await send(prepared.current);
  };

  const busy = stage.kind !== "idle" && stage.kind !== "dropped";
  return (
    <OwnerForm refusal={uploadRefusal ?? refusal} encType="multipart/form-data" onSubmit={upload} className="mt-6 max-w-xl space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">{t.story}</legend>
        {children}
      </fieldset>
      <UploadState stage={stage} onTryAgain={() => prepared.current && void send(prepared.current)} />
    </OwnerForm>
  );
}

function UploadState({ stage, onTryAgain }: { stage: Stage; onTryAgain: () => void }) {
  const t = useTexts().owner.photo;
  if (stage.kind === "idle") return null;
  if (stage.kind === "dropped") {
    return (
      <div role="alert" className="rounded-lg bg-amber-50 p-4" data-upload-dropped>
        <p className="font-semibold">{t.dropped}</p>
        <button type="button" className="button mt-3" onClick={onTryAgain}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  const words =
    stage.kind === "preparing"
      ? t.preparing
      : stage.kind === "retrying"
        ? t.retrying(stage.seconds)
        : stage.percent < 100
          ? t.uploading(stage.percent)
          : t.processing;
  return (
    <div aria-live="polite" data-upload-state={stage.kind}>
      <label htmlFor="upload-progress" className="font-semibold">
        {words}
      </label>
      <progress id="upload-progress" max={100} {...(stage.kind === "sending" ? { value: stage.percent } : {})} className="mt-1 block h-3 w-full" />
    </div>
  );
}
