import { useTexts } from "~/i18n/use-texts";

/** The link to a notice's PDF, with its size, for a visitor on a slow connection to weigh. */
export function NoticeAttachment({ attachment }: { attachment: { href: string; kilobytes: number } | null }) {
  const t = useTexts();
  if (!attachment) return null;
  return (
    <a href={attachment.href} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline" data-notice-pdf>
      {t.notice.attachment(attachment.kilobytes)}
    </a>
  );
}
