import { PageHeader } from "#app/components/content/page-header.tsx";
import { Prose } from "#app/components/content/prose.tsx";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { OfficeDetails } from "#app/components/forms/office-details.tsx";
import { buildMarket, getContent, getData } from "#app/server/content.server.ts";
import { formSettings } from "#app/core/leads/index.ts";
import { pageData } from "#app/server/page-data.server.ts";
import { pageMeta } from "#app/components/route/page-meta.ts";
import type { Route } from "./+types/contact.ts";

/** Contact: the form, this domain's own office from site.yaml, and the page's Markdown. */
export function loader({ request }: Route.LoaderArgs) {
  const forms = getData("forms");
  return {
    ...pageData(request),
    form: { ...formSettings("contact", getContent().data, process.env), copy: forms.contact },
    offices: buildMarket().offices,
    officeLabels: forms.contact.office,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, body, form, offices, officeLabels } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs} wide />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <ContactForm {...form} />
        <div className="space-y-10">
          {offices.map((office) => (
            <OfficeDetails key={office.name} office={office} labels={officeLabels} />
          ))}
          {body && <Prose html={body.html} />}
        </div>
      </div>
    </article>
  );
}
