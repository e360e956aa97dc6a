import { useEffect, useState, type InputHTMLAttributes } from "react";

type Props = { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id">;

/** A password field with a show/hide toggle; the toggle needs JavaScript, so it appears with it. */
export function PasswordInput({ id, label, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`min-h-11 w-full rounded-lg border border-stone-400 px-3 ${className ?? ""}`}
          {...input}
        />
        {enhanced ? (
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible(!visible)}
            className="min-h-11 shrink-0 rounded-lg border border-stone-400 px-3 text-sm font-semibold hover:bg-stone-100"
          >
            {visible ? "Hide" : "Show"}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
