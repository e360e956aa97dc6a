import { useNavigate } from "@remix-run/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { OwnerForm } from "./owner-form";

/**
 * The photo story form. Without JavaScript it posts as any form. With it, the upload shows a
 * progress bar, because a photo takes a while on a rural connection.
 */
export function PhotoStoryForm({ refusal, storyId, children }: { refusal?: string; storyId?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadRefusal, setUploadRefusal] = useState<string>();

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = new XMLHttpRequest();
    request.open("POST", storyId ? `/login-home/photo-upload/${storyId}` : "/login-home/photo-upload");
    request.upload.onprogress = (step) => {
      if (step.lengthComputable) setProgress(Math.round((step.loaded / step.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      try {
        const answer = JSON.parse(request.responseText) as { redirectTo?: string; message?: string };
        if (answer.redirectTo) navigate(answer.redirectTo);
        else setUploadRefusal(answer.message ?? "The photo could not be saved.");
      } catch {
        setUploadRefusal("The photo could not be saved. Please try again.");
      }
    };
    request.onerror = () => {
      setProgress(null);
      setUploadRefusal("The upload stopped. Check the connection and try again.");
    };
    setUploadRefusal(undefined);
    setProgress(0);
    request.send(new FormData(event.currentTarget));
  };

  return (
    <OwnerForm refusal={uploadRefusal ?? refusal} encType="multipart/form-data" onSubmit={upload} className="mt-6 max-w-xl space-y-4">
      <fieldset disabled={progress !== null} className="space-y-4">
        <legend className="sr-only">The photo story</legend>
        {children}
      </fieldset>
      {progress !== null ? (
        <div>
          <label htmlFor="upload-progress" className="font-semibold">
            Uploading… {progress}%
          </label>
          <progress id="upload-progress" max={100} value={progress} className="mt-1 block h-3 w-full" />
        </div>
      ) : null}
    </OwnerForm>
  );
}
