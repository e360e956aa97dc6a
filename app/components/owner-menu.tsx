import { Form, NavLink } from "@remix-run/react";
import { ownerLinks } from "~/navigation";

export function OwnerMenu() {
  return (
    <nav aria-label="Owner" className="border-b border-stone-200 bg-stone-100">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2">
        {ownerLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              reloadDocument={link.publicPage}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded px-3 font-medium hover:bg-white ${isActive ? "bg-white text-brand-700 underline" : ""}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="flex min-h-11 items-center rounded px-3 font-medium hover:bg-white">
              Logout
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
