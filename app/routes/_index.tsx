import type { MetaFunction } from "@remix-run/node";
import { PageTitle } from "~/components/page-title";
import { trust } from "~/content/trust";

export const meta: MetaFunction = () => [
  { title: `${trust.name} | Rural education, Divyang support and women empowerment` },
  { name: "description", content: trust.tagline },
];

export default function Home() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>{trust.name}</PageTitle>
      <p className="mt-4">{trust.tagline}.</p>
    </section>
  );
}
