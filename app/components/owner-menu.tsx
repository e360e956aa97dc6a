import { NavLink, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { OwnerFormRefusal } from "~/http/owner-forms.server";
import { FormRefusal } from "./owner-form";
import { ownerMenu, type SiteLink } from "~/navigation";
import { useLang, useTexts } from "~/i18n/use-texts";

const linkStyle = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded px-3 font-medium hover:bg-white ${isActive ? "bg-white text-brand-700 underline" : ""}`;
const buttonStyle = "flex min-h-11 items-center rounded px-3 font-medium hover:bg-white";

/**
 * Whether the menu's last post came back with what postOnWeakSignal answers (the signal dropped
 * on its way): until she taps again or goes to another page. A post that came through leads to a
 * new page, and the answer of an earlier one, which the fetcher keeps, says nothing then.
 */
function useLostToTheSignal(post: { state: string; data?: OwnerFormRefusal }): boolean {
  const [lost, setLost] = useState(false);
  const { key } = useLocation();
  useEffect(() => setLost(false), [key]);
  useEffect(() => {
    if (post.state === "submitting") setLost(false);
  }, [post.state]);
  useEffect(() => setLost(post.data !== undefined), [post.data]);
  return lost;
}

/**
 * The owner's menu: what to add, what to manage, and the account, each group under its name.
 * The account group ends with the switch to the other language (a plain form, kept with the
 * owner) and Logout. With JavaScript they post without leaving the page, so a post lost to the
 * signal leaves her where she was, told to tap again, and not on an error page; an answer that
 * came (a new page) goes on as it came.
 */
export function OwnerMenu({ kindLinks }: { kindLinks: SiteLink[] }) {
  const t = useTexts().owner.menu;
  const lang = useLang();
  const { pathname, search } = useLocation();
  const other = lang === "hi" ? "en" : "hi";
  // One for both, so that what shows is what came of the last one she tapped.
  const post = useFetcher<OwnerFormRefusal>();
  const lost = useLostToTheSignal(post);
  return (
    <nav aria-label={t.name} className="border-b border-stone-200 bg-stone-100">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-x-6 gap-y-1 px-4 py-2 sm:grid-cols-3">
        {ownerMenu(lang, kindLinks).map((group) => (
          <div key={group.id} role="group" aria-labelledby={`owner-menu-${group.id}`} className="flex flex-wrap items-center gap-x-1">
            <p id={`owner-menu-${group.id}`} className="w-full pt-1 text-xs font-bold uppercase tracking-wide text-stone-700 sm:w-auto sm:pt-0">
              {group.title}
            </p>
            <ul className="flex flex-wrap gap-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end reloadDocument={link.publicPage} className={linkStyle}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {group.id === "account" ? (
                <>
                  <li>
                    <post.Form method="post" action={`/login-home/language?${new URLSearchParams({ back: pathname + search })}`}>
                      <input type="hidden" name="language" value={other} />
                      <button type="submit" className={buttonStyle} lang={other} aria-label={t.otherLanguageHelp}>
                        {t.otherLanguage}
                      </button>
                    </post.Form>
                  </li>
                  <li>
                    <post.Form method="post" action="/logout">
                      <button type="submit" className={buttonStyle}>
                        {t.logout}
                      </button>
                    </post.Form>
                  </li>
                </>
              ) : null}
            </ul>
            {group.id === "account" && lost ? (
              // Only while it has something to say: a page's other alerts stay the only ones it has.
              <div className="w-full">
                <FormRefusal message={t.signalDropped} />
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </nav>
  );
}
