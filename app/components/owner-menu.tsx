import { Form, NavLink } from "@remix-run/react";
import { ownerMenu } from "~/navigation";

const linkStyle = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded px-3 font-medium hover:bg-white ${isActive ? "bg-white text-brand-700 underline" : ""}`;

/** The owner's menu: what to add, what to manage, and the account, each group under its name. */
export function OwnerMenu() {
  return (
    <nav aria-label="Owner" className="border-b border-stone-200 bg-stone-100">
      <div className="mx-auto grid max-w-6xl gap-x-6 gap-y-1 px-4 py-2 sm:grid-cols-3">
        {ownerMenu.map((group) => (
          <div key={group.title} role="group" aria-labelledby={`owner-menu-${group.title}`} className="flex flex-wrap items-center gap-x-1">
            <p id={`owner-menu-${group.title}`} className="w-full pt-1 text-xs font-bold uppercase tracking-wide text-stone-700 sm:w-auto sm:pt-0">
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
              {group.title === "Account" ? (
                <li>
                  <Form method="post" action="/logout">
                    <button type="submit" className="flex min-h-11 items-center rounded px-3 font-medium hover:bg-white">
                      Logout
                    </button>
                  </Form>
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
