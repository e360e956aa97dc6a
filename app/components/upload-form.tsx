import { useNavigate } from "@remix-run/react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { bringIntoSight } from "./bring-into-sight";
import { OwnerForm, SubmitButton, UploadBusy, useRefusal } from "./owner-form";
import { preparedUpload, sendWithRetries, type UploadAnswer } from "./photo-upload";
import type { Catalogue } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { Quoting } from "./written";
import { SHOWN_FIELD } from "~/domain/changed-meanwhile";

type Stage = { kind: "idle" } | { kind: "preparing" } | { kind: "sending"; percent: number } | { kind: "retrying"; seconds: number } | { kind: "dropped" };

/**
 * Every owner form that sends a photo or a PDF. Without JavaScript it posts as any form (the
 * original file). With it, a photo is made smaller first and a file over its limit is refused
 * before a byte travels; the upload shows its progress in the button she tapped and in a bar
 * under it, scrolled into view, and then "Processing…"; a dropped connection is tried again by itself,
 * then by the owner's "Try again" without choosing the file again. It posts to the form's own
 * page, asking for the answer in JSON, so a refusal leaves every field as typed.
 */
export function UploadForm({
  refusal,
  children,
  className = "mt-6 max-w-xl space-y-4",
  action,
}: {
  refusal?: string;
  children: ReactNode;
  className?: string;
  /** Where it posts, when not to its own page's address. */
  action?: string;
}) {
  const t = useTexts().owner.photo;
  const lang = useLang();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [uploadRefusal, setUploadRefusal] = useState<string>();
  const prepared = useRef<{ url: string; data: FormData } | null>(null);
  const sentForm = useRef<HTMLFormElement | null>(null);

  const answered = (answer: UploadAnswer) => {
    setStage({ kind: "idle" });
    prepared.current = null;
    if (answer.sentTo) window.location.assign(answer.sentTo);
    else if (answer.redirectTo) navigate(answer.redirectTo);
    else {
      markedAgain(sentForm.current, answer.values?.[SHOWN_FIELD]);
      setUploadRefusal(answer.message ?? t.notSavedTryAgain);
    }
  };

  const send = async ({ url, data }: { url: string; data: FormData }) => {
    setUploadRefusal(undefined);
    setStage({ kind: "sending", percent: 0 });
    try {
      answered(
        await sendWithRetries(url, data, {
          progress: (percent) => setStage({ kind: "sending", percent }),
          dropped: (retryIn) => setStage(retryIn === null ? { kind: "dropped" } : { kind: "retrying", seconds: Math.round(retryIn / 1000) }),
        }),
      );
    } catch {
      return;
    }
  };

  const busy = stage.kind !== "idle" && stage.kind !== "dropped";
  const words = stageWords(stage, t);
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    sentForm.current = form;
    setUploadRefusal(undefined);
    setStage({ kind: "preparing" });
    const ready = await preparedUpload(form);
    if (!ready.ok) return answered({ message: ready.refusal[lang] });
    prepared.current = { url: form.action, data: ready.data };
    await send(prepared.current);
  };

  return (
    <OwnerForm refusal={uploadRefusal ?? refusal} encType="multipart/form-data" onSubmit={upload} className={className} action={action}>
      <UploadBusy.Provider value={busy ? words : null}>{children}</UploadBusy.Provider>
      <UploadState stage={stage} words={words} onTryAgain={() => prepared.current && void send(prepared.current)} />
    </OwnerForm>
  );
}

/**
 * The mark a refusal gave back for what the form showed: its fields keep her words, and a second
 * save of the fields changed meanwhile too is hers (domain/changed-meanwhile.ts).
 */
function markedAgain(form: HTMLFormElement | null, mark: string | undefined) {
  const field = form?.elements.namedItem(SHOWN_FIELD);
  if (mark !== undefined && field instanceof HTMLInputElement) field.value = mark;
}

/**
 * A page that is one upload form: its title, its fields (the file's among them) and its button,
 * which says "Uploading…" while it posts without JavaScript; what was refused shows on it.
 */
export function UploadPage({
  title,
  button,
  busyText,
  className,
  showsRefusal = true,
  children,
}: {
  title: string;
  button: string;
  busyText?: string;
  className?: string;
  /** False where the refusal was another form's on the same page (an event's PDF). */
  showsRefusal?: boolean;
  children: ReactNode;
}) {
  const refusal = useRefusal();
  const uploading = useTexts().owner.form.uploading;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-800">
        <Quoting sentence={title} />
      </h1>
      <UploadForm refusal={showsRefusal ? refusal?.message : undefined} className={className}>
        {children}
        <SubmitButton busyText={busyText ?? uploading}>{button}</SubmitButton>
      </UploadForm>
    </>
  );
}

/** What the upload is doing, in the owner's words. */
function stageWords(stage: Stage, t: Catalogue["owner"]["photo"]): string {
  if (stage.kind === "preparing") return t.preparing;
  if (stage.kind === "retrying") return t.retrying(stage.seconds);
  if (stage.kind === "sending") return stage.percent < 100 ? t.uploading(stage.percent) : t.processing;
  return "";
}

function UploadState({ stage, words, onTryAgain }: { stage: Stage; words: string; onTryAgain: () => void }) {
  const t = useTexts().owner.photo;
  const shown = useRef<HTMLDivElement>(null);
  const visible = stage.kind !== "idle";
  // The bar sits under the button, which on a phone is often the bottom of the screen.
  useEffect(() => {
    if (visible) bringIntoSight(shown.current);
  }, [visible]);
  if (!visible) return null;
  if (stage.kind === "dropped") {
    return (
      <div ref={shown} role="alert" className="rounded-lg bg-amber-50 p-4" data-upload-dropped>
        <p className="font-semibold">{t.dropped}</p>
        <button type="button" className="button mt-3" onClick={onTryAgain}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  return (
    <div ref={shown} aria-live="polite" data-upload-state={stage.kind}>
      <label htmlFor="upload-progress" className="font-semibold">
        {words}
      </label>
      <progress id="upload-progress" max={100} {...(stage.kind === "sending" ? { value: stage.percent } : {})} className="mt-1 block h-3 w-full" />
    </div>
  );
}
