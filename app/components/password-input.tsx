import type { InputHTMLAttributes } from "react";
import { useTexts } from "~/i18n/use-texts";
import { FieldLabel } from "./field-label";

type Props = { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id">;

/** A password field with a show/hide toggle; the toggle needs JavaScript (app/enhancements/forms.ts), so it appears with it. */
export function PasswordInput({ id, label, className, ...input }: Props) {
  const t = useTexts().owner.password;
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <div className="mt-1 flex gap-2">
        <input id={id} type="password" className={`text-box w-full ${className ?? ""}`} {...input} />
        <button
          type="button"
          aria-pressed="false"
          aria-controls={id}
          className="min-h-11 shrink-0 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100"
          data-needs-script
          data-password-toggle
          data-show-word={t.show}
          data-hide-word={t.hide}
        >
          <span data-toggle-word>{t.show}</span>
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
